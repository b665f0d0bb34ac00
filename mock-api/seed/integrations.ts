/** URLs hold {origin}, replaced with the request's origin so any port works. */
import type { Integration } from "../model";

export const INTEGRATION_TYPES = {
  googleAnalytics: 1,
  socialPixel: 2,
  heatMap: 3,
  chatWidget: 4,
  emailMarketing: 5,
  cardPayment: 6,
  paypal: 7,
  cdnDomain: 8,
  customScripts: 9,
  operateStatistics: 35,
  affiliateTracking: 60,
  tagManager: 62,
  addressValidation: 64,
} as const;

export const KNOWN_INTEGRATION_TYPES: readonly number[] = Object.values(INTEGRATION_TYPES);

export const ORIGIN_PLACEHOLDER = "{origin}";

/** The mock's own, not part of the spec. */
export const STAND_IN_PATHS = {
  tagManager: "/integrations/tag-manager/gtm.js",
  pixel: "/integrations/pixel/pixel.js",
  chat: "/integrations/chat/widget.js",
  collect: "/integrations/collect",
  statistics: "/integrations/statistics/stats",
  analytics: "/integrations/analytics/gtag/js",
  heatMap: "/integrations/heat-map/heat-map.js",
  emailMarketing: "/integrations/email-marketing/onsite.js",
  custom: "/integrations/custom/custom.js",
  affiliate: "/integrations/affiliate/tag.js",
  addressValidation: "/integrations/address-validation/validate",
} as const;

export const DEMO_GTM_ID = "GTM-DEMO01";
export const DEMO_PIXEL_ID = "PX-DEMO-1234";
export const DEMO_STATS_API_KEY = "demo-stats-key";
/** The measurement id, the analytics integration's gtm_id. */
export const DEMO_GA_ID = "G-DEMO01";
/** The heat-map site id: its integration's api_key and the script's ?site=. */
export const DEMO_HEAT_MAP_SITE = "4810";
/** The e-mail marketing company id: its integration's api_key and the script's ?company_id=. */
export const DEMO_EMAIL_MARKETING_ID = "EM-DEMO";
export const DEMO_AFFILIATE_ID = "AFF-DEMO";
/** Sent by the store's server as X-Api-Key. */
export const DEMO_ADDRESS_API_KEY = "demo-address-key";

export const DEMO_ENABLED_INTEGRATIONS: readonly number[] = [
  INTEGRATION_TYPES.tagManager,
  INTEGRATION_TYPES.socialPixel,
  INTEGRATION_TYPES.chatWidget,
  INTEGRATION_TYPES.operateStatistics,
  INTEGRATION_TYPES.googleAnalytics,
  INTEGRATION_TYPES.heatMap,
  INTEGRATION_TYPES.emailMarketing,
  INTEGRATION_TYPES.customScripts,
  INTEGRATION_TYPES.affiliateTracking,
  INTEGRATION_TYPES.addressValidation,
];

export const integrations: Integration[] = [
  {
    id: 1,
    type: INTEGRATION_TYPES.tagManager,
    gtm_id: DEMO_GTM_ID,
    events_enabled: true,
    base_url: `${ORIGIN_PLACEHOLDER}/integrations/tag-manager`,
    api_key: null,
    script: null,
    position: "head",
  },
  {
    id: 2,
    type: INTEGRATION_TYPES.socialPixel,
    gtm_id: null,
    events_enabled: true,
    base_url: null,
    api_key: DEMO_PIXEL_ID,
    script: `<script async src="${ORIGIN_PLACEHOLDER}${STAND_IN_PATHS.pixel}"></script>`,
    position: "end_body",
  },
  {
    id: 3,
    type: INTEGRATION_TYPES.chatWidget,
    gtm_id: null,
    events_enabled: true,
    base_url: null,
    api_key: null,
    script: `<script async src="${ORIGIN_PLACEHOLDER}${STAND_IN_PATHS.chat}"></script>`,
    position: "end_body",
  },
  {
    id: 4,
    type: INTEGRATION_TYPES.operateStatistics,
    gtm_id: null,
    events_enabled: true,
    base_url: `${ORIGIN_PLACEHOLDER}/integrations/statistics`,
    api_key: DEMO_STATS_API_KEY,
    script: null,
    position: null,
  },
  {
    id: 5,
    type: INTEGRATION_TYPES.googleAnalytics,
    gtm_id: DEMO_GA_ID,
    events_enabled: true,
    base_url: `${ORIGIN_PLACEHOLDER}/integrations/analytics`,
    api_key: null,
    script: null,
    position: "head",
  },
  {
    id: 6,
    type: INTEGRATION_TYPES.heatMap,
    gtm_id: null,
    events_enabled: true,
    base_url: null,
    api_key: DEMO_HEAT_MAP_SITE,
    script: `<script async src="${ORIGIN_PLACEHOLDER}${STAND_IN_PATHS.heatMap}?site=${DEMO_HEAT_MAP_SITE}"></script>`,
    position: "head",
  },
  {
    id: 7,
    type: INTEGRATION_TYPES.emailMarketing,
    gtm_id: null,
    events_enabled: true,
    base_url: null,
    api_key: DEMO_EMAIL_MARKETING_ID,
    script: `<script async src="${ORIGIN_PLACEHOLDER}${STAND_IN_PATHS.emailMarketing}?company_id=${DEMO_EMAIL_MARKETING_ID}"></script>`,
    position: "end_body",
  },
  {
    id: 8,
    type: INTEGRATION_TYPES.customScripts,
    gtm_id: null,
    events_enabled: false,
    base_url: null,
    api_key: null,
    // An inline script, then one loaded from the mock: custom.js records what the inline one left.
    script:
      '<script>window.customScripts = (window.customScripts || []).concat("inline");</script>' +
      `<script async src="${ORIGIN_PLACEHOLDER}${STAND_IN_PATHS.custom}"></script>`,
    position: "start_body",
  },
  {
    id: 9,
    type: INTEGRATION_TYPES.affiliateTracking,
    gtm_id: null,
    events_enabled: true,
    base_url: null,
    api_key: DEMO_AFFILIATE_ID,
    script: `<script async src="${ORIGIN_PLACEHOLDER}${STAND_IN_PATHS.affiliate}"></script>`,
    position: "end_body",
  },
  {
    id: 10,
    type: INTEGRATION_TYPES.addressValidation,
    gtm_id: null,
    events_enabled: true,
    base_url: `${ORIGIN_PLACEHOLDER}/integrations/address-validation`,
    api_key: DEMO_ADDRESS_API_KEY,
    script: null,
    position: null,
  },
];
