// The API's cache-version ping (README, "Caching"): a Bearer CACHE_VERSION_TOKEN re-reads GET /cv now; no token set, no route.
import { createHash, timingSafeEqual } from "node:crypto";

import type { ActionFunctionArgs } from "@remix-run/node";

import { refreshCacheVersion } from "~/services/api.server";
import { env } from "~/services/env.server";

const NO_STORE = { "Cache-Control": "no-store" };

const digest = (text: string) => createHash("sha256").update(text).digest();

export function tokenMatches(header: string | null, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

export async function action({ request }: ActionFunctionArgs) {
  if (!env.CACHE_VERSION_TOKEN) return new Response("Not found\n", { status: 404, headers: NO_STORE });
  if (request.method !== "POST") return new Response("Method not allowed\n", { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  if (!tokenMatches(request.headers.get("Authorization"), env.CACHE_VERSION_TOKEN)) {
    return new Response("Unauthorized\n", { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Bearer" } });
  }
  return Response.json({ cv: await refreshCacheVersion() }, { headers: NO_STORE });
}

export function loader() {
  return new Response("Not found\n", { status: 404, headers: NO_STORE });
}
