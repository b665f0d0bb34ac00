import { env } from "~/services/env.server";

export function loader() {
  const origin = env.SITE_URL;
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
