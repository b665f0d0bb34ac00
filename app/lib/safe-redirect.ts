// Spec 2/6: the `redirect` query must never leave this site: only a path on this origin passes; whatever a browser could
// read as another host (`//x`, `/\x`, dot segments or %2E resolving to `//x`) falls back. The input is returned
// unchanged: a normalised copy could be the very `//host` the checks were made against.
const BASE = "http://storefront.invalid";

export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  // Browsers drop tabs and newlines inside URLs ("/\t/x" is "//x"); a Location header holds printable ASCII only
  // (anything else threw: a 500). The store's own links are percent-encoded, so they pass.
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

function isHostLike(path: string): boolean {
  return path.startsWith("//") || path.startsWith("/\\");
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "//";
  }
}

export function signInUrl(path: string): string {
  const back = safeRedirect(path, "/");
  const query = new URLSearchParams({ drawer: "1" });
  if (back !== "/") query.set("redirect", back);
  return `/?${query.toString()}`;
}
