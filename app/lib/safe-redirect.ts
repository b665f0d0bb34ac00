/**
 * Spec 2/6: after sign-in the shopper follows the `redirect` query. It must
 * never leave this site: only a path on this origin is accepted. Anything that
 * a browser could read as another host (`//evil.example`, `/\evil.example`,
 * `https://evil.example`, control characters that browsers strip) falls back.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" is "//evil.example".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (to.includes("\\")) return fallback;
  try {
    const base = "http://storefront.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in drawer URL that brings the shopper back to `path` (spec 4 "Session"). */
export function signInUrl(path: string): string {
  const back = safeRedirect(path, "/");
  const query = new URLSearchParams({ drawer: "1" });
  if (back !== "/") query.set("redirect", back);
  return `/?${query.toString()}`;
}
