// Varnish: a new `cv` bans older tagged pages; each ban carries VARNISH_BAN_TOKEN, the only thing the VCL lets ban.
import { env } from "~/services/env.server";
import { getCacheVersion, onCacheVersionChange } from "~/services/api.server";

const BAN_TIMEOUT_MS = 2_000;
const MIN_WATCH_MS = 1_000;

let watching = false;

export function watchSharedCaches(origins: string[] = env.VARNISH_URLS ?? []) {
  if (watching || origins.length === 0) return;
  watching = true;
  onCacheVersionChange((cv) => void banOlderPages(cv, origins));
  // Pages served from the cache never reach this instance, so nothing else would read the version.
  const read = () => void getCacheVersion().catch(() => undefined);
  read();
  setInterval(read, Math.max(env.CACHE_VERSION_POLL_MS, MIN_WATCH_MS)).unref();
}

/** A failure is logged, never thrown. */
export async function banOlderPages(cv: string, origins: string[] = env.VARNISH_URLS ?? [], token = env.VARNISH_BAN_TOKEN ?? ""): Promise<number> {
  const results = await Promise.allSettled(
    origins.map(async (origin) => {
      const headers = { "X-Api-Cv": cv, "X-Ban-Token": token };
      const response = await fetch(`${origin}/`, { method: "PURGE", headers, signal: AbortSignal.timeout(BAN_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${origin} answered ${response.status}`);
    }),
  );
  for (const result of results) {
    if (result.status === "rejected") console.error("Shared cache ban failed:", result.reason instanceof Error ? result.reason.message : result.reason);
  }
  return results.filter((result) => result.status === "fulfilled").length;
}
