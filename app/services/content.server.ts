/** Content pages and the sitemap entity. */
import { api, asRouteError } from "./api.server";
import { pageResponse, sitemapResponse } from "./schemas/site.server";

/** A missing page is the API's 404, which the client passes through to the error page. */
export async function getPage(request: Request, slug: string) {
  const response = await api(request, `/pages/${encodeURIComponent(slug)}`, {
    schema: pageResponse,
    cache: "page",
  }).catch(asRouteError);
  return response.data;
}

export async function getSitemapEntries(request: Request) {
  const response = await api(request, "/system-entities/sitemap", {
    schema: sitemapResponse,
    cache: "page",
  }).catch(asRouteError);
  return response.data.data.sitemap;
}
