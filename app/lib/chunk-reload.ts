// Spec 4 "Routing and errors", spec 8, spec 9 "Chunk reload guard": sessionStorage survives the reload, so a broken
// chunk shows the error page instead of looping. Remix 2.17.5 reloads the page being left with no guard.

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = "chunk-reload-at";

/** Chromium, Firefox and Safari word a failed dynamic import differently. */
const CHUNK_MESSAGE = /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && CHUNK_MESSAGE.test(message);
}

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/** Per address, so another failing page still loads; no storage means no loop guard, so never reload. */
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

export const routeModuleFailure = () => lastFailure;

/** Remix logs its message, then the error, then reloads: throwing on the second log pre-empts the reload (Remix is pinned; a test guards this seam). */
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
