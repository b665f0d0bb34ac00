// Spec 9: runs 2.5 s after start even before boot; serialized into the inline script, so it uses nothing outside its
// parameters.
export function injectWhenDue(win: Window, planId: string, dueMs: number, injectedEvent: string, inertModule: string) {
  type Script = { src?: string; code?: string; position: string };
  type Planned = { kind: string; id: string | null; scripts: Script[] };
  type Page = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  const doc = win.document;
  const page = win as Page;
  // The nonce is only readable while this script runs.
  const nonce = (doc.currentScript as HTMLScriptElement | null)?.nonce ?? "";

  function read(): Planned[] {
    const element = doc.getElementById(planId);
    if (!element) return [];
    try {
      const plan: unknown = JSON.parse(element.textContent ?? "");
      return Array.isArray(plan) ? (plan as Planned[]) : [];
    } catch {
      return [];
    }
  }

  function script(planned: Script, kind: string): HTMLScriptElement {
    const element = doc.createElement("script");
    if (planned.src) {
      element.src = planned.src;
      element.async = true;
    } else element.textContent = planned.code ?? "";
    if (nonce) element.nonce = nonce;
    element.dataset.integration = kind;
    return element;
  }

  function inject(plan: Planned[]) {
    // Keeps start_body scripts in plan order.
    const bodyStart = doc.body.firstChild;
    for (const integration of plan) {
      try {
        if (integration.kind === "tag_manager") (page.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
        if (integration.kind === "analytics" && integration.id) {
          const layer = (page.dataLayer ??= []);
          page.gtag ??= function gtag() {
            // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object itself
            layer.push(arguments);
          };
          page.gtag("js", new Date());
          page.gtag("config", integration.id);
        }
        for (const planned of integration.scripts) {
          const element = script(planned, integration.kind);
          if (planned.position === "head") doc.head.append(element);
          else if (planned.position === "start_body") doc.body.insertBefore(element, bodyStart);
          else doc.body.append(element);
        }
      } catch {
        // One third party's failure must not stop the next one, nor the page.
      }
    }
    doc.documentElement.dataset.integrations = "injected";
    doc.dispatchEvent(new Event(injectedEvent));
  }

  // An element inserted mid-hydration would break React 18's hydration; boot starts when no inert module is left.
  function whenNotHydrating(run: () => void) {
    const root = doc.documentElement;
    const booting = () => !doc.querySelector(`script[type="${inertModule}"]`) && !root.dataset.hydrated;
    if (!booting()) return run();
    const observer = new MutationObserver(() => {
      if (booting()) return;
      observer.disconnect();
      run();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  }

  function schedule() {
    const plan = read();
    if (plan.length === 0) return;
    win.setTimeout(() => whenNotHydrating(() => inject(plan)), Math.max(0, dueMs - win.performance.now()));
  }

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", schedule, { once: true });
  else schedule();
}
