// @vitest-environment jsdom
import { SYNC_HYDRATING_EVENTS, shieldUntilHydrated } from "./hydration-shield";

/** Stands for the window the shield is on, the document inside it where React 18 listens, and a link in that. */
function page() {
  const win = document.createElement("div");
  const doc = win.appendChild(document.createElement("div"));
  const link = doc.appendChild(Object.assign(document.createElement("a"), { href: "/faq" }));
  const reached: string[] = [];
  for (const type of [...SYNC_HYDRATING_EVENTS, "scroll", "pointermove", "focus"]) {
    doc.addEventListener(type, (event) => reached.push(event.type), { capture: true });
  }
  let hydrated = false;
  shieldUntilHydrated(win, () => hydrated);
  const fire = (type: string) => {
    const event = new Event(type, { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    return event;
  };
  return { reached, fire, hydrate: (value = true) => (hydrated = value) };
}

describe("shieldUntilHydrated", () => {
  it.each(SYNC_HYDRATING_EVENTS)("keeps %s from the document until the page has hydrated, without preventing what the browser does", (type) => {
    const { reached, fire } = page();
    const event = fire(type);
    expect(reached).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it("lets through the events React does not hydrate at once for", () => {
    const { reached, fire } = page();
    for (const type of ["scroll", "pointermove", "focus"]) fire(type);
    expect(reached).toEqual(["scroll", "pointermove", "focus"]);
  });

  it("lets every event through once the page has hydrated, and stays out of the way after", () => {
    const { reached, fire, hydrate } = page();
    fire("click");
    hydrate();
    fire("click");
    fire("keydown");
    // Gone for good: it no longer asks.
    hydrate(false);
    fire("pointerdown");
    expect(reached).toEqual(["click", "keydown", "pointerdown"]);
  });
});
