/**
 * JavaScript that fails is JavaScript that is off. When the page's own request for a navigation or a form (single
 * fetch's `.data`) fails, hangs past DATA_TIMEOUT_MS, or a navigation waits on a route module that never comes, the
 * browser does what it would have done without JavaScript: it loads the page asked for, or posts the form, as a
 * document. The page in view stays as it is until the next one arrives; no error page is shown for a request the
 * server never answered. An answer the server gave (a 4xx or 5xx) is the router's to show, as before.
 */
import { isChunkLoadError } from "./chunk-reload";

/** A `.data` read that has not answered by then is given up; past the store's own API timeout (8 s). */
export const DATA_TIMEOUT_MS = 10_000;
/** A navigation still pending by then (its route module never arrived) becomes a page load. */
export const NAVIGATION_TIMEOUT_MS = DATA_TIMEOUT_MS + 2_000;
/** A click or submit this recent is what a failed request was doing. */
const GESTURE_MS = DATA_TIMEOUT_MS + 2_000;
/** A hidden field the page adds once it runs, asking the action for the enhanced answer (data, not the page back). */
export const ENHANCED_FIELD = "enhanced";
/** On a form: let its next submit event pass to the browser (resubmitNatively). */
export const NATIVE_SUBMIT_ATTR = "data-native-submit";

type Gesture = { kind: "click"; href: string; at: number } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null; at: number };
type RouterLocation = { pathname: string; search: string; hash: string };
type Navigation = { state: "idle" | "loading" | "submitting"; location?: RouterLocation; formMethod?: string };
export type RemixRouter = { state: { navigation: Navigation }; subscribe: (listener: (state: { navigation: Navigation }) => void) => () => void };

export type Fallback = { kind: "load"; href: string } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null } | { kind: "reload" };

const hrefOf = (location: RouterLocation) => `${location.pathname}${location.search}${location.hash}`;

/**
 * What the browser would have done for the request that failed: the navigation under way, else the shopper's last
 * click or submit, else a reload of the page in view (a revalidation after a form the server took).
 */
export function fallbackFor(method: string, navigation: Navigation | undefined, gesture: Gesture | null, now: number): Fallback {
  const recent = gesture && now - gesture.at <= GESTURE_MS ? gesture : null;
  if (method.toUpperCase() !== "GET") {
    return recent?.kind === "submit" ? { kind: "submit", form: recent.form, submitter: recent.submitter } : { kind: "reload" };
  }
  if (navigation && navigation.state !== "idle" && navigation.location) return { kind: "load", href: hrefOf(navigation.location) };
  if (recent?.kind === "click") return { kind: "load", href: recent.href };
  return { kind: "reload" };
}

/** The browsers' words for a fetch the network refused: Chromium, Firefox, Safari. */
const NETWORK_MESSAGE = /^(failed to fetch|networkerror when attempting to fetch resource\.?|load failed|network error)$/i;

/**
 * A failure of the page's own JavaScript, not an answer of the server's: a chunk that did not load, a fetch the network
 * refused, route data cut short (Remix cannot decode it). Render errors (a TypeError in a component) are not.
 */
export function isClientFailure(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  const message = error instanceof Error ? error.message : "";
  if (error instanceof TypeError && NETWORK_MESSAGE.test(message)) return true;
  return message.startsWith("Unable to decode turbo-stream response");
}

/** A same-origin request for route data (single fetch): `/path.data`, `/_root.data`. */
export function isRouteDataRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.endsWith(".data");
}

type FallbackWindow = Pick<Window, "addEventListener" | "fetch" | "location" | "setTimeout" | "clearTimeout"> & {
  __remixRouter?: RemixRouter;
  document: Document;
};

/** The shopper's last click or submit, and whether the page is already being left; one page, one install. */
let gesture: Gesture | null = null;
let leaving = false;
let installed: { win: FallbackWindow; now: () => number } | null = null;

/** Whether the shopper has clicked a link or sent a form since this document loaded (no loop of reloads, then). */
export function shopperActed(): boolean {
  return gesture !== null;
}

/**
 * Does what the browser would have done for what the shopper last asked (see fallbackFor), once: the page is left.
 * Also for a form's or a drawer's code that did not load once the page is running (lib/lazy-part.tsx).
 */
export function fallBackNatively(method = "GET"): void {
  if (!installed || leaving) return;
  leaving = true;
  const { win, now } = installed;
  run(fallbackFor(method, win.__remixRouter?.state.navigation, gesture, now()), win);
}

export function installNativeFallback(win: FallbackWindow, now: () => number = Date.now): void {
  installed = { win, now };
  gesture = null;
  leaving = false;

  win.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (link instanceof HTMLAnchorElement && link.origin === win.location.origin) gesture = { kind: "click", href: link.href, at: now() };
    },
    true,
  );
  win.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      // Before React's own listener (on the document): a form handed back to the browser is posted as it is.
      if (form.hasAttribute(NATIVE_SUBMIT_ATTR)) {
        form.removeAttribute(NATIVE_SUBMIT_ATTR);
        event.stopPropagation();
        return;
      }
      gesture = { kind: "submit", form, submitter: (event as SubmitEvent).submitter, at: now() };
    },
    true,
  );

  const fetch = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const asked = input instanceof Request ? input : null;
    if (!isRouteDataRequest(new URL(asked?.url ?? String(input), win.location.href), win.location.origin)) return fetch(input, init);
    const method = init?.method ?? asked?.method ?? "GET";
    const caller = init?.signal ?? asked?.signal ?? undefined;
    const timeout = new AbortController();
    // Only a read is given up: a post may still be at work on the server (an order being placed), and posting the
    // form again would do it twice. A post fails over to the browser only when the network refuses it.
    const timer =
      method.toUpperCase() === "GET"
        ? win.setTimeout(() => timeout.abort(new DOMException("The page's data did not come in time", "TimeoutError")), DATA_TIMEOUT_MS)
        : undefined;
    return fetch(input, { ...init, signal: either(caller, timeout) }).then(
      (response) => {
        win.clearTimeout(timer);
        return response;
      },
      (error: unknown) => {
        win.clearTimeout(timer);
        // The router's own abort (a newer navigation) is not a failure.
        if (caller?.aborted) throw error;
        fallBackNatively(method);
        // Nothing reaches the router: the page stays as it is while the browser loads the next one.
        return new Promise<Response>(() => {});
      },
    );
  };

  watchNavigations(win, () => fallBackNatively("GET"));
}

/** Aborted when the caller's signal or the controller is. */
function either(caller: AbortSignal | undefined, own: AbortController): AbortSignal {
  if (!caller) return own.signal;
  if (caller.aborted) own.abort(caller.reason);
  else caller.addEventListener("abort", () => own.abort(caller.reason), { once: true });
  return own.signal;
}

/** A GET navigation still pending after NAVIGATION_TIMEOUT_MS: its route module never came. */
function watchNavigations(win: FallbackWindow, giveUp: () => void): void {
  let tries = 0;
  const attach = () => {
    const router = win.__remixRouter;
    if (!router) {
      // The router is made as the page hydrates, which waits for the shopper's first touch.
      if ((tries += 1) < 600) win.setTimeout(attach, 200);
      return;
    }
    let timer: number | undefined;
    let pending: RouterLocation | undefined;
    router.subscribe(({ navigation }) => {
      const watched = navigation.state === "loading" && !navigation.formMethod ? navigation.location : undefined;
      if (watched === pending) return;
      win.clearTimeout(timer);
      pending = watched;
      if (watched) timer = win.setTimeout(giveUp, NAVIGATION_TIMEOUT_MS);
    });
  };
  attach();
}

export function run(fallback: Fallback, win: Pick<Window, "location">): void {
  if (fallback.kind === "load") win.location.assign(fallback.href);
  else if (fallback.kind === "reload") win.location.reload();
  else resubmitNatively(fallback.form, fallback.submitter);
}

/** Posts the form as the browser would have without JavaScript, with the button that sent it. */
export function resubmitNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.setAttribute(NATIVE_SUBMIT_ATTR, "");
  // Posted as a document, the form asks for the document's answer: the page it came from, not the enhanced one's data.
  form.querySelectorAll<HTMLInputElement>(`input[name="${ENHANCED_FIELD}"]`).forEach((field) => (field.disabled = true));
  // A busy button is disabled, and a disabled button's name and value are not sent.
  if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) submitter.disabled = false;
  if (submitter && submitter.getAttribute("form") === null && form.contains(submitter)) form.requestSubmit(submitter);
  else form.requestSubmit();
}
