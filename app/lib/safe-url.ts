// Security: API links must not run script. Check what a browser sees (case, `&#106;` references); browsers drop
// control characters (`java\tscript:`), so any control character refuses the URL.
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function safeHref(url: string | null | undefined): string | null {
  const trimmed = cleaned(url);
  if (trimmed === null) return null;
  const scheme = schemeOf(trimmed);
  return scheme === null || LINK_SCHEMES.has(scheme) ? trimmed : null;
}

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

function cleaned(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  const trimmed = url.trim();
  if (trimmed.length === 0 || CONTROL.test(trimmed) || CONTROL.test(decodeReferences(trimmed))) return null;
  return trimmed;
}

/** An invalid scheme name is kept so it is refused, not taken for a path. */
function schemeOf(url: string): string | null {
  const head = decodeReferences(url).split(/[/\\?#]/, 1)[0];
  const colon = head.indexOf(":");
  return colon === -1 ? null : head.slice(0, colon).toLowerCase();
}

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
