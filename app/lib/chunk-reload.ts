/**
 * Spec 4 "Routing and errors" and spec 8: a chunk that fails to load (a route
 * module, or a form's lazily loaded code, after a deploy replaced the build or
 * on a flaky connection) reloads the page once, at most once per 60 s (spec 9
 * "Chunk reload guard"). The guard's last reload is kept in sessionStorage, so
 * it survives the reload it allows and a chunk that stays broken shows the
 * error page instead of reloading in a loop. Any other error never reloads.
 *
 * Where the failures arrive: Remix 2.17.5 imports a route module in
 * `loadRouteModule` (@remix-run/react, routeModules.js), for every route
 * discovered lazily and for `<Link prefetch>`. When the import fails it logs
 * "Error loading route module `…`, reloading page...", then the error, and
 * calls `window.location.reload()`: it reloads the page the shopper is
 * leaving, not the one they asked for, with no guard (a prefetch on hover
 * reloads the page under the pointer). `surfaceRouteModuleErrors` throws the
 * error out of Remix's `catch` before that reload. Remix's single fetch then
 * drops the rejected `route.lazy` and the navigation ends on the page asked
 * for, whose route has no module: React Router renders the root's
 * HydrateFallback there, which throws the failure to the root's
 * ErrorBoundary (RouteError). A form's chunk rejects its `React.lazy`, which
 * throws while rendering to the same boundary (lib/lazy-part.tsx). RouteError asks
 * the guard below, and reloads the page (by then the one asked for) or shows
 * the error page.
 */

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = "chunk-reload-at";

/**
 * The messages browsers give a dynamic import whose file could not be fetched:
 * Chromium "Failed to fetch dynamically imported module: https://…/x.js",
 * Firefox "error loading dynamically imported module: https://…", Safari
 * "Importing a module script failed."
 */
const CHUNK_MESSAGE = /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && CHUNK_MESSAGE.test(message);
}

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether a failure of the page's JavaScript may reload `address` now; if so, records it. At most one reload of the
 * same address per 60 s (spec 9's guard, counted per page: a second page whose code fails within the minute still
 * loads as a document, where a guard for all pages showed the error page). Without a storage (the browser refuses
 * it) nothing could stop a loop, so it never reloads. A last reload in the future (the clock was set back) does not
 * block.
 */
export function claimChunkReload(storage: () => GuardStorage, now: number, address: string): boolean {
  try {
    const session = storage();
    const [at, ...rest] = (session.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? "").split(" ");
    const since = now - Number(at);
    if (rest.join(" ") === address && since >= 0 && since < CHUNK_RELOAD_GUARD_MS) return false;
    session.setItem(CHUNK_RELOAD_STORAGE_KEY, `${now} ${address}`);
    return true;
  } catch {
    return false;
  }
}

const REMIX_RELOAD_MESSAGE = "Error loading route module";

type ErrorConsole = { error: (...args: unknown[]) => void };

let lastFailure: unknown = null;

/** The error of the last route module that failed to load, if any. */
export const routeModuleFailure = () => lastFailure;

/**
 * Wraps `console.error` so that Remix's reload on a failed route module (see
 * above) throws the import's error instead: Remix logs its message, then the
 * error, then reloads; the second call logs the error, keeps it for
 * `routeModuleFailure` and throws it, before the reload. Every other call is
 * left as it is. Remix is pinned (package.json); chunk-reload.test.ts reads
 * its source so that an upgrade that moves this seam fails a test.
 */
export function surfaceRouteModuleErrors(target: ErrorConsole): void {
  const original = target.error;
  let failing = false;
  target.error = (...args: unknown[]) => {
    if (failing) {
      failing = false;
      original.apply(target, args);
      lastFailure = args[0];
      throw args[0];
    }
    if (typeof args[0] === "string" && args[0].startsWith(REMIX_RELOAD_MESSAGE)) failing = true;
    original.apply(target, args);
  };
}
