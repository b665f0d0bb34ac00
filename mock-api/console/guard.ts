/**
 * Who may use the QA console. The mock listens on loopback only, but the
 * tester's browser visits other sites too, and any page can make it post a
 * form to http://127.0.0.1:4010 (cross-site request forgery): reset the
 * store, break the API, read nothing but change everything. So:
 *
 * - a post is taken only from the console's own page. Browsers say where a
 *   request comes from in `Sec-Fetch-Site`, which no page can set: only
 *   `same-origin` (or `none`, the tester's own doing) passes. A browser too old
 *   to send it still sends `Origin`, which must then be the console's own;
 *   "null" (a sandboxed frame, or a page with a no-referrer policy) is
 *   refused. Without either header (curl, scripts) the post is taken: no
 *   browser sent it. (Go's CrossOriginProtection follows the same rules.);
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
  const fromHere = fetchSite !== undefined ? fetchSite === "same-origin" || fetchSite === "none" : origin === null || origin === url.origin;
  if (fromHere) return null;
  const from = origin === null ? "another site" : origin === "null" ? "a page with no origin" : origin;
  return `Refused: this form was posted from ${from}. The QA console only takes posts from its own page (${url.origin}).`;
}
