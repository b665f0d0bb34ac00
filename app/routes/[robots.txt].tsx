import type { LoaderFunctionArgs } from "@remix-run/node";

import { env } from "~/services/env.server";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = env.SITE_URL ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /profile",
    "Disallow: /checkout",
    "Disallow: /resources/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
