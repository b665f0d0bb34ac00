/**
 * Integrations (spec: bootstrap `integrations`, `enabled_integrations`): four stand-ins the mock serves and
 * logs (/__qa/events?source=). URLs hold {origin}, replaced with the request's origin so any port works.
 */
import type { Integration } from "../model";

/** Spec enumeration. */
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
} as const;

export const DEMO_GTM_ID = "GTM-DEMO01";
/** Its integration's api_key. */
export const DEMO_PIXEL_ID = "PX-DEMO-1234";
export const DEMO_STATS_API_KEY = "demo-stats-key";

export const DEMO_ENABLED_INTEGRATIONS: readonly number[] = [
  INTEGRATION_TYPES.tagManager,
  INTEGRATION_TYPES.socialPixel,
  INTEGRATION_TYPES.chatWidget,
  INTEGRATION_TYPES.operateStatistics,
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
];
