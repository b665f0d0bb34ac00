/**
 * Late boot: the page's JavaScript starts on the shopper's first sign of
 * intent, not while the page is still being shown.
 *
 * Every page is whole and usable as the server sends it: its links and forms
 * work without JavaScript. On a slow phone, running Remix's inline data and
 * the page's modules, then hydrating, took the main thread for most of the
 * first seconds, in tasks of 50 to 250 ms that delay the first paints and any
 * tap. So the document arrives with Remix's boot markup inert:
 *
 * - the inline scripts that hand the page's data to the browser
 *   (`window.__remixContext…`) get `type="${LATE_SCRIPT}"`,
 * - the module script that imports the page's routes gets `type="${LATE_MODULE}"`
 *   (a data block, so without `async`),
 * - its module preloads go inside `<template data-late="${LATE_PRELOAD}">`:
 *   fetched while the page loads, even at low priority, the modules shared a
 *   slow connection with the first image, and their compiling took the main
 *   thread. A template's content is inert, and valid HTML wherever it stands.
 *
 * React streams what it finishes after the shell (Remix's last data scripts)
 * after `</html>`; the rewriter keeps `</body></html>` for the very end, so
 * the document is valid HTML.
 *
 * A small inline script (`lateBootScript`) waits for the first pointer move or
 * press, touch, key, focus move, scroll or wheel, or `LATE_BOOT_AT_MS` after
 * the page started, whichever comes first. What is due earlier for a visitor
 * who does not touch the page needs none of its code: the integrations' scripts
 * at 2.5 s (lib/integration-injector.ts) and the popup's check at 4 s
 * (lib/popup-check.ts) run from the same inline script. It then puts each inert element
 * back as a live one, in document order, at the same place: the data scripts
 * run, the modules load and React hydrates a document that is exactly what
 * the server rendered. A press that comes before hydration has finished does
 * what it does without JavaScript, which every form and link here supports.
 *
 * Third parties may have run by then (lib/integration-injector.ts puts their
 * scripts in at 2.5 s), and their scripts insert elements of their own. React
 * 18 hydrates a document that has extra elements at the end of the head and
 * the body, and nowhere else; so just before it revives Remix, the boot moves
 * every element of the head and the body that was not in the parsed document
 * to the end of its parent. A moved script that has run, or is loading, does
 * not run again.
 */
import { INTENT_EVENTS } from "./first-intent";
import { injectWhenDue } from "./integration-injector";
import { INJECTED_EVENT, INJECT_DELAY_MS, INTEGRATION_PLAN_ID } from "./integrations";
import { LANDING_VISIT_ID, LANDING_VISIT_PATH, askForVisitorId } from "./landing-visit";
import { POPUP_CHECK_OPTIONS, POPUP_DIALOG, popupRules, runPopupChecks } from "./popup-check";

export const LATE_SCRIPT = "text/x-late-script";
export const LATE_MODULE = "text/x-late-module";
export const LATE_PRELOAD = "modulepreload";

/**
 * With no sign of intent, the page boots this long after it started (for the real-user figures and the time-on-page
 * events): past the longest a lab run waits (Lighthouse's 45 s), so a phone's first seconds are the page's alone.
 * At 10 s, a slow run's trace still reached it now and then (TBT 923 ms, a score of 74).
 */
export const LATE_BOOT_AT_MS = 60_000;

const REMIX_DATA = "window.__remixContext";
const BODY_END = "</body>";
const HTML_END = "</html>";

/**
 * What an opening tag at the end of a chunk may still turn into. A tag is
 * held back until it is decided: a `<script` or `<link` tag that has not
 * closed, or a script whose content has not yet shown whether it is Remix's
 * data. Every other `<` is a finished tag (script content and text escape `<`).
 */
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

/** Makes Remix's boot markup in a complete stretch of the document inert. */
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

/**
 * A rewriter for a document that arrives in chunks: `push` returns what may
 * be sent now, `end` the rest. A tag split between chunks is held back until
 * it is whole. `beforeBodyEnd` goes where `</body>` was (lib/landing-visit.ts); `</body></html>` go at the very end,
 * after whatever React streams once the shell is sent.
 */
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
      // React 18's stream writes a stray U+0000 where a chunk ends next to a multi-byte character (facebook/react#24985,
      // fixed after 18): a crawler may stop reading there, and HTML has no place for it.
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

/**
 * Runs in the page, from the inline script: boots the page once, on the first
 * of `events` or `bootAtMs` after the page started. It is serialized as it is
 * written, so it uses nothing from outside its parameters.
 */
export function bootOnIntent(
  win: Window,
  events: readonly string[],
  bootAtMs: number,
  types: readonly [string, string, string],
  /** Where a focus move is the page's doing, not the shopper's: the popup's dialog takes focus as it opens. */
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
  /** What others added since the parse goes to the end of the head or body, where React 18 lets it be. */
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
      // The template's own document has no address: the page's resolves the path.
      link.href = inert.content.querySelector("link")?.getAttribute("href") ?? "";
      inert.replaceWith(link);
    });
    doc.querySelectorAll<HTMLScriptElement>(`script[type="${lateScript}"],script[type="${lateModule}"]`).forEach((inert) => {
      // A script made by the page runs when it is inserted; the parser's inert one never does.
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
    // For the real-user figures (lib/report-vitals.ts): when the boot began, and whether a shopper's touch began it.
    doc.documentElement.dataset.bootAt = String(Math.round(win.performance.now()));
    doc.documentElement.dataset.bootCause = intent ? "intent" : "timer";
    for (const type of events) win.removeEventListener(type, boot, options);
    // The data scripts at the end of the document must all be there.
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", revive, { once: true });
    else revive();
  }
  for (const type of events) win.addEventListener(type, boot, options);
  // First among the parse's listeners: before anything else can add to the document.
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", remember, { once: true });
  else remember();
}

/**
 * The document's inline script, in its head: the late boot (the signs of intent are the drawers' forms',
 * lib/first-intent.ts), the integrations' injector (lib/integration-injector.ts), the popup's check
 * (lib/popup-check.ts) and the new visitor's ask for an id (lib/landing-visit.ts).
 */
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
