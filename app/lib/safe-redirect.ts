// Spec 2/6, security: `redirect` must stay on this origin; the input is returned unchanged because a normalised copy
// could be the very `//host` the checks rejected.
const BASE = "http://storefront.invalid";

export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  // Browsers drop tabs and newlines ("/\t/x" is "//x"), and a non-ASCII Location header threw a 500.
  if (/[^\u0020-\u007e]/.test(to)) return fallback;
  if (!to.startsWith("/") || to.includes("\\") || isHostLike(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  // Browsers remove dot segments and read %2E as a dot.
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
