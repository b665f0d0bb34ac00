import type { LoaderFunctionArgs } from "@remix-run/node";

import { sitemapXml } from "~/lib/sitemap";
import { getSitemapEntries } from "~/services/content.server";
import { env } from "~/services/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = env.SITE_URL;
  const entries = await getSitemapEntries(request);
  return new Response(sitemapXml(origin, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
