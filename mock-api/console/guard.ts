/**
 * Who may use the QA console. The mock listens on loopback only, but the
 * tester's browser visits other sites too, and any page can make it post a
 * form to http://127.0.0.1:4010 (cross-site request forgery): reset the
 * store, break the API, read nothing but change everything. So:
 *
 * - a post is taken only from the console's own origin: a browser names the
 *   page's origin in `Origin` (and says `Sec-Fetch-Site: cross-site` or
 *   `same-site` for another one); another origin, or "null" (a sandboxed
 *   frame, a redirect from elsewhere), is refused. Without either header
 *   (curl, scripts) the post is taken: no browser sent it;
 * - every request must name a loopback host: a hostile site that points its
 *   own name at 127.0.0.1 (DNS rebinding) is then same-origin with itself,
 *   but its Host header gives it away.
 */

/** The host names the console answers to (127.0.0.0/8 counts as loopback too). */
const LOOPBACK = /^(localhost|\[::1\]|127(?:\.\d{1,3}){3})$/i;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Why the console refuses this request (a sentence to show), or null when it may go on. */
export function consoleRefusal(request: Pick<Request, "method" | "url" | "headers">): string | null {
  const url = new URL(request.url);
  if (!LOOPBACK.test(url.hostname)) {
    return `The QA console answers on loopback only (127.0.0.1 or localhost), not on ${url.hostname}.`;
  }
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return null;

  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site")?.toLowerCase();
  const fromElsewhere =
    (origin !== null && origin !== url.origin) || fetchSite === "cross-site" || fetchSite === "same-site";
  if (!fromElsewhere) return null;
  const from = origin === null ? "another site" : origin === "null" ? "a page with no origin" : origin;
  return `Refused: this form was posted from ${from}. The QA console only takes posts from its own page (${url.origin}).`;
}
