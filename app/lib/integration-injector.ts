/**
 * Spec 9: the integrations' scripts go in 2.5 s after the page starts, whether or not the shopper has touched it and
 * its JavaScript has started (lib/late-boot.ts). This runs from the document's inline script, so it works alone:
 * it reads the page's plan (`#integration-plan`, rendered by root.tsx from the server's
 * services/integrations.server.ts), and at `performance.now() >= dueMs` it
 *
 * - starts what each vendor's own snippet would start (the tag manager's `gtm.start` entry, Google Analytics'
 *   `gtag('js')` and `gtag('config', id)`): the store never runs a vendor's inline snippet;
 * - puts each script where its settings say (head, start or end of the body), async, with the page's nonce; a
 *   custom script's inline code is in the plan only when the operator allows it (README, "Integrations");
 * - marks `<html data-integrations="injected">` and fires `integrations-injected` on the document, for the
 *   browser side (lib/integrations-client.ts) to start its readiness polls.
 *
 * Due while the page hydrates (the shopper touched it just before), they wait for the end of it.
 *
 * It is serialized as it is written, so it uses nothing from outside its parameters.
 */
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
    // The start of the body as it was: scripts for there go before it, in the plan's order.
    const bodyStart = doc.body.firstChild;
    for (const integration of plan) {
      try {
        if (integration.kind === "tag_manager") (page.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
        if (integration.kind === "analytics" && integration.id) {
          const layer = (page.dataLayer ??= []);
          // Google's gtag() pushes its `arguments` object: gtag.js reads them as commands.
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
        // One third party's failure is not the next one's, nor the page's.
      }
    }
    doc.documentElement.dataset.integrations = "injected";
    doc.dispatchEvent(new Event(injectedEvent));
  }

  /**
   * Not while React hydrates: the late boot moves what came before it to where React 18 lets it be, but an element
   * put elsewhere between the boot and the end of hydration would cost the page its hydration. The boot has begun
   * once none of Remix's boot markup is left inert; it has ended at `data-hydrated`.
   */
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

  // The plan and the body are there once the document is parsed.
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", schedule, { once: true });
  else schedule();
}
