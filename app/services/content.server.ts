import { api, asRouteError } from "./api.server";
import { pageResponse, sitemapResponse } from "./schemas/site.server";

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
