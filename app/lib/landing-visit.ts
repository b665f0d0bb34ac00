// Spec 4's `visit` needs an id, but a shared-cache page cannot set a cookie, so the browser asks `/resources/visit`.
export const LANDING_VISIT_ID = "landing-visit";
export const LANDING_VISIT_PATH = "/resources/visit";

/** Serialized into the inline script, so it uses nothing outside its parameters. */
export function askForVisitorId(win: Window, scriptId: string, endpoint: string) {
  const doc = win.document;
  // Read before the page's own code sets a provisional id.
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
    // Read the body, or the request stays open and the page never reaches networkidle.
    void win
      .fetch(`${endpoint}?${query.toString()}`, { credentials: "same-origin" })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  if (doc.readyState === "complete") ask();
  else win.addEventListener("load", ask, { once: true });
}
