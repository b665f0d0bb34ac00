/**
 * The Varnish servers in front of the store (VARNISH_URLS,
 * deploy/varnish/store.vcl). Every public page leaves tagged with the API
 * cache version it was made from (`X-Api-Cv`, removed by Varnish before it
 * reaches a browser); when this instance sees a new version, each Varnish is
 * asked (a PURGE naming it, as Magento asks its Varnish) to ban the pages of any other, so a change in the API shows through
 * the cache within one poll rather than after the pages' TTL. Images and
 * built assets carry no tag and stay.
 */
import { env } from "./env.server";
import { getCacheVersion, onCacheVersionChange } from "./api.server";

const BAN_TIMEOUT_MS = 2_000;
/** Never poll faster than this, whatever CACHE_VERSION_POLL_MS says (0 means "before every read"). */
const MIN_WATCH_MS = 1_000;

let watching = false;

/** Starts telling the shared caches of new API cache versions; nothing without VARNISH_URLS. */
export function watchSharedCaches(origins: string[] = env.VARNISH_URLS ?? []) {
  if (watching || origins.length === 0) return;
  watching = true;
  onCacheVersionChange((cv) => void banOlderPages(cv, origins));
  // Pages served from the cache never reach this instance, so nothing else would read the version.
  const read = () => void getCacheVersion().catch(() => undefined);
  read();
  setInterval(read, Math.max(env.CACHE_VERSION_POLL_MS, MIN_WATCH_MS)).unref();
}

/** Asks each Varnish to ban the pages not made from `cv`; answers how many took it. A failure is logged, never thrown. */
export async function banOlderPages(cv: string, origins: string[] = env.VARNISH_URLS ?? []): Promise<number> {
  const results = await Promise.allSettled(
    origins.map(async (origin) => {
      const response = await fetch(`${origin}/`, { method: "PURGE", headers: { "X-Api-Cv": cv }, signal: AbortSignal.timeout(BAN_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${origin} answered ${response.status}`);
    }),
  );
  for (const result of results) {
    if (result.status === "rejected") console.error("Shared cache ban failed:", result.reason instanceof Error ? result.reason.message : result.reason);
  }
  return results.filter((result) => result.status === "fulfilled").length;
}
