// Booting Remix blocked a slow phone's first seconds, so boot markup ships inert until first intent; React 18 only
// tolerates extra elements at the end of head and body, so third parties' additions move there first.
import { INTENT_EVENTS } from "./first-intent";
import { injectWhenDue } from "./integration-injector";
import { INJECTED_EVENT, INJECT_DELAY_MS, INTEGRATION_PLAN_ID } from "./integrations";
import { LANDING_VISIT_ID, LANDING_VISIT_PATH, askForVisitorId } from "./landing-visit";
import { POPUP_CHECK_OPTIONS, POPUP_DIALOG, popupRules, runPopupChecks } from "./popup-check";

export const LATE_SCRIPT = "text/x-late-script";
export const LATE_MODULE = "text/x-late-module";
export const LATE_PRELOAD = "modulepreload";

/** Past Lighthouse's 45 s wait so lab runs see no boot; at 10 s slow runs still caught it (TBT 923 ms). */
export const LATE_BOOT_AT_MS = 60_000;

const REMIX_DATA = "window.__remixContext";
const BODY_END = "</body>";
const HTML_END = "</html>";

/** A chunk's trailing `<script`/`<link` is held until we know if it is Remix data; other `<` are escaped in text. */
function undecided(tail: string): boolean {
  const endTag = (tag: string) => tail.length < tag.length && tag.startsWith(tail);
  if ("<script".startsWith(tail) || "<link".startsWith(tail) || endTag(BODY_END) || endTag(HTML_END)) return true;
  if (!tail.startsWith("<script") && !tail.startsWith("<link")) return false;
  const end = tail.indexOf(">");
  if (end === -1) return true;
  if (!tail.startsWith("<script")) return false;
  const content = tail.slice(end + 1);
  return content.length < REMIX_DATA.length && REMIX_DATA.startsWith(content);
}

export function inertBootMarkup(html: string): string {
  return html
    .replace(/<script((?:\s[^>]*)?)>(?=window\.__remixContext)/g, (tag, attributes: string) =>
      /\stype=/.test(attributes) ? tag : `<script${attributes} type="${LATE_SCRIPT}">`,
    )
    .replace(/<script(\s[^>]*)?\stype="module"([^>]*)>/g, (_tag, before = "", after: string) => {
      const attributes = `${before} type="${LATE_MODULE}"${after}`.replace(/\sasync(="[^"]*")?(?=[\s>]|$)/, "");
      return `<script${attributes}>`;
    })
    .replace(/<link rel="modulepreload"[^>]*>/g, (link) => `<template data-late="${LATE_PRELOAD}">${link}</template>`);
}

/** `</body></html>` move to the very end because React streams late content after `</html>`. */
export function createBootRewriter({ beforeBodyEnd = "" }: { beforeBodyEnd?: string } = {}) {
  let held = "";
  let bodyEnded = false;
  let htmlEnded = false;
  const rewrite = (text: string) => {
    let markup = inertBootMarkup(text);
    if (!bodyEnded && markup.includes(BODY_END)) {
      bodyEnded = true;
      markup = markup.replace(BODY_END, beforeBodyEnd);
    }
    if (bodyEnded && !htmlEnded && markup.includes(HTML_END)) {
      htmlEnded = true;
      markup = markup.replace(HTML_END, "");
    }
    return markup;
  };
  return {
    push(chunk: string): string {
      // React 18 bug (facebook/react#24985): stray U+0000 at multi-byte chunk edges can stop crawlers.
      const text = held + chunk.replaceAll("\u0000", "");
      const last = text.lastIndexOf("<");
      const cut = last !== -1 && undecided(text.slice(last)) ? last : text.length;
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end(): string {
      const rest = held;
      held = "";
      return `${rewrite(rest)}${bodyEnded ? BODY_END : ""}${htmlEnded ? HTML_END : ""}`;
    },
  };
}

/** Serialized into the inline script, so it must use nothing outside its parameters. */
export function bootOnIntent(
  win: Window,
  events: readonly string[],
  bootAtMs: number,
  types: readonly [string, string, string],
  // The popup's dialog takes focus as it opens; that is not the shopper's intent.
  notIntent = "",
) {
  const [lateScript, lateModule, latePreload] = types;
  const doc = win.document;
  const options = { capture: true, passive: true };
  let booted = false;
  let parsed: Set<Node> | null = null;
  function remember() {
    parsed = new Set([...Array.from(doc.head.childNodes), ...Array.from(doc.body.childNodes)]);
  }
  function moveAddedToEnd() {
    if (!parsed) return;
    for (const parent of [doc.head, doc.body]) {
      const children = Array.from(parent.children);
      const lastParsed = children.reduce((last, child, index) => (parsed!.has(child) ? index : last), -1);
      for (const added of children.slice(0, lastParsed).filter((child) => !parsed!.has(child))) parent.append(added);
    }
  }
  function revive() {
    moveAddedToEnd();
    doc.querySelectorAll<HTMLTemplateElement>(`template[data-late="${latePreload}"]`).forEach((inert) => {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      // The template's own document has no base URL, so re-create the link in the page's.
      link.href = inert.content.querySelector("link")?.getAttribute("href") ?? "";
      inert.replaceWith(link);
    });
    doc.querySelectorAll<HTMLScriptElement>(`script[type="${lateScript}"],script[type="${lateModule}"]`).forEach((inert) => {
      // Only a script created by the page runs on insert; the parser's inert one never does.
      const script = doc.createElement("script");
      script.nonce = inert.nonce ?? "";
      if (inert.type === lateModule) {
        script.type = "module";
        script.async = true;
      }
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    });
  }
  const timer = setTimeout(() => boot(), Math.max(0, bootAtMs - win.performance.now()));
  function boot(intent?: Event) {
    if (booted) return;
    if (intent?.type === "focusin" && notIntent && (intent.target as Element | null)?.closest?.(notIntent)) return;
    booted = true;
    clearTimeout(timer);
    doc.documentElement.dataset.bootAt = String(Math.round(win.performance.now()));
    doc.documentElement.dataset.bootCause = intent ? "intent" : "timer";
    for (const type of events) win.removeEventListener(type, boot, options);
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", revive, { once: true });
    else revive();
  }
  for (const type of events) win.addEventListener(type, boot, options);
  // Registered first, before anything else can add to the document.
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", remember, { once: true });
  else remember();
}

export function lateBootScript(bootAtMs = LATE_BOOT_AT_MS): string {
  const boot = [JSON.stringify(INTENT_EVENTS), String(bootAtMs), JSON.stringify([LATE_SCRIPT, LATE_MODULE, LATE_PRELOAD]), JSON.stringify(POPUP_DIALOG)];
  const inject = [JSON.stringify(INTEGRATION_PLAN_ID), String(INJECT_DELAY_MS), JSON.stringify(INJECTED_EVENT), JSON.stringify(LATE_MODULE)];
  return [
    `(${bootOnIntent.toString()})(window,${boot.join(",")});`,
    `(${injectWhenDue.toString()})(window,${inject.join(",")});`,
    `(${runPopupChecks.toString()})(window,${popupRules.toString()},${JSON.stringify(POPUP_CHECK_OPTIONS)});`,
    `(${askForVisitorId.toString()})(window,${JSON.stringify(LANDING_VISIT_ID)},${JSON.stringify(LANDING_VISIT_PATH)});`,
  ].join("");
}
