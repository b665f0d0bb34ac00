/**
 * Links from the API (menus, social links, tracking links, links inside
 * content) are followed by a shopper's browser, so only a link that cannot run
 * script may reach a page: http(s), mailto, tel, or a URL with no scheme
 * (`/path`, `path`, `?query`, `#fragment`). Everything else is refused:
 * `javascript:`, `data:`, `vbscript:`, any unknown scheme.
 *
 * A protocol-relative `//host` is read as `https://host`: a link to another
 * site, which content may carry, so it is allowed like any https link.
 *
 * The checks see what a browser would see: case does not matter
 * (`JaVaScRiPt:`), whitespace around the URL is dropped, and character
 * references that spell a scheme (`&#106;avascript:`, `javascript&colon;`)
 * are read. A control character anywhere (`java\tscript:`, `\0javascript:`) is
 * never part of a real link, and browsers silently drop some of them, so such
 * a URL is refused outright.
 *
 * The URL is returned as it came, only trimmed, once it passes.
 */
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function safeHref(url: string | null | undefined): string | null {
  const trimmed = cleaned(url);
  if (trimmed === null) return null;
  const scheme = schemeOf(trimmed);
  return scheme === null || LINK_SCHEMES.has(scheme) ? trimmed : null;
}

/** An absolute http(s) URL or nothing: where the store itself may send a shopper (a payment provider's page). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  const trimmed = cleaned(url);
  if (trimmed === null) return null;
  const scheme = schemeOf(trimmed);
  if (scheme !== "http" && scheme !== "https") return null;
  try {
    new URL(trimmed);
  } catch {
    return null;
  }
  return trimmed;
}

/** The URL trimmed, or null when it is empty or carries a control character, even one spelled as a character reference. */
function cleaned(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  const trimmed = url.trim();
  if (trimmed.length === 0 || CONTROL.test(trimmed) || CONTROL.test(decodeReferences(trimmed))) return null;
  return trimmed;
}

/**
 * The scheme a browser would read, lower-cased, or null for a URL without one.
 * A colon before the first `/`, `\`, `?` or `#` makes a scheme; one that is not
 * a valid scheme name is returned as it is, so it is refused, not taken for a path.
 */
function schemeOf(url: string): string | null {
  const head = decodeReferences(url).split(/[/\\?#]/, 1)[0];
  const colon = head.indexOf(":");
  return colon === -1 ? null : head.slice(0, colon).toLowerCase();
}

/** Numeric character references and the named ones that spell a colon, a tab or a newline. */
function decodeReferences(text: string): string {
  if (!text.includes("&")) return text;
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => fromCodePoint(parseInt(decimal, 10)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n");
}

function fromCodePoint(code: number): string {
  return code > 0x10ffff ? "\ufffd" : String.fromCodePoint(code);
}
