/**
 * CSRF and DNS-rebinding guard for the QA console: any page the tester visits can post to 127.0.0.1.
 * A post passes only with `Sec-Fetch-Site` same-origin/none (no page can set it), else an `Origin` that is
 * the console's own ("null" refused), else neither header (curl, scripts: no browser sent it), as Go's
 * CrossOriginProtection does. Every request must name a loopback host: a rebound hostile name gives
 * itself away in Host.
 */

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
