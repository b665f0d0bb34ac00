/**
 * Spec 4's `visit` event for a new visitor's first page, the one with the landing page and its referrer, carries the
 * visitor's id. A page a shared cache keeps cannot set a cookie, so the store sends that visit once the browser asks
 * for an id: `GET /resources/visit` (routes/resources.visit.ts) gives one (`uid`) and sends the visit with it.
 *
 * Each page ends with what that needs, the same for every visitor (services/landing-visit.server.ts): the page's
 * visit, signed (`#landing-visit`), and, without JavaScript, an image that asks for it. With JavaScript, the
 * document's inline script (`askForVisitorId`) asks once the page has loaded, only when the browser came without an
 * id, and adds the landing page's address and its referrer, which only the browser knows.
 */
export const LANDING_VISIT_ID = "landing-visit";
export const LANDING_VISIT_PATH = "/resources/visit";

/**
 * Runs in the page, from the document's inline script: serialized as it is written, so it uses nothing from outside
 * its parameters.
 */
export function askForVisitorId(win: Window, scriptId: string, endpoint: string) {
  const doc = win.document;
  // Read before anything on the page can set one (the page's own code gives a provisional id once it runs).
  if (/(?:^|;\s*)uid=/.test(doc.cookie)) return;
  function ask() {
    const element = doc.getElementById(scriptId);
    let token: unknown = null;
    try {
      token = JSON.parse(element?.textContent ?? "null");
    } catch {
      return;
    }
    if (typeof token !== "string") return;
    const query = new URLSearchParams({ v: token, u: win.location.pathname + win.location.search, r: doc.referrer });
    // Its body read, or the browser keeps the request open and the page never looks idle (networkidle).
    void win
      .fetch(`${endpoint}?${query.toString()}`, { credentials: "same-origin" })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  if (doc.readyState === "complete") ask();
  else win.addEventListener("load", ask, { once: true });
}
