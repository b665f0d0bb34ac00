/**
 * Spec 2/6: after sign-in the shopper follows the `redirect` query. It must
 * never leave this site: only a path on this origin is accepted. Anything that
 * a browser could read as another host falls back: `//evil.example`,
 * `/\evil.example`, `https://evil.example`, control characters that browsers
 * strip, text that is not printable ASCII (a Location header cannot hold it;
 * a path of ours is percent-encoded), and paths whose dot segments or
 * percent-encoding resolve to `//host` (`/.//evil.example`,
 * `/a/..//evil.example`, `/%2E%2E//evil.example`).
 *
 * The input is returned unchanged once it passes: a normalised copy could be
 * the very `//host` the checks were made against.
 */
const BASE = "http://storefront.invalid";

export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" is "//evil.example"; and a
  // Location header is bytes, so a path with other text than printable ASCII could not be sent at all
  // (the redirect threw: a 500). The store's own links are percent-encoded, so they pass.
  if (/[^\u0020-\u007e]/.test(to)) return fallback;
  if (!to.startsWith("/") || to.includes("\\") || isHostLike(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  // What a browser makes of the path: dot segments removed, %2E read as a dot.
  if (url.origin !== BASE || isHostLike(url.pathname) || isHostLike(decoded(url.pathname))) return fallback;
  return to;
}

/** A path a browser would read as a host: `//host` or `/\host`. */
function isHostLike(path: string): boolean {
  return path.startsWith("//") || path.startsWith("/\\");
}

/** The path with its percent-escapes read, so `/%2F%2Fevil.example` and `/%5Cevil.example` are seen for what they spell. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "//";
  }
}

/** The sign-in drawer URL that brings the shopper back to `path` (spec 4 "Session"). */
export function signInUrl(path: string): string {
  const back = safeRedirect(path, "/");
  const query = new URLSearchParams({ drawer: "1" });
  if (back !== "/") query.set("redirect", back);
  return `/?${query.toString()}`;
}
