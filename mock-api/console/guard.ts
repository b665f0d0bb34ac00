/** CSRF and DNS-rebinding guard (any page can post to 127.0.0.1), as Go's CrossOriginProtection: Sec-Fetch-Site, else Origin, else neither. */
// Every request must name a loopback host: a rebound hostile name gives itself away in Host.

/** 127.0.0.0/8 counts as loopback too. */
const LOOPBACK = /^(localhost|\[::1\]|127(?:\.\d{1,3}){3})$/i;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function consoleRefusal(request: Pick<Request, "method" | "url" | "headers">): string | null {
  const url = new URL(request.url);
  if (!LOOPBACK.test(url.hostname)) {
    return `The QA console answers on loopback only (127.0.0.1 or localhost), not on ${url.hostname}.`;
  }
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return null;

  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site")?.toLowerCase();
  const fromHere = fetchSite !== undefined ? fetchSite === "same-origin" || fetchSite === "none" : origin === null || origin === url.origin;
  if (fromHere) return null;
  const from = origin === null ? "another site" : origin === "null" ? "a page with no origin" : origin;
  return `Refused: this form was posted from ${from}. The QA console only takes posts from its own page (${url.origin}).`;
}
