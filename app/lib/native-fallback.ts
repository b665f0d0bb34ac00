/** Spec: failing JS behaves as JS off; a failed or hung `.data` request or route module falls back to a document load or post. */
import { isChunkLoadError } from "./chunk-reload";

/** Past the store API's own 8 s timeout. */
export const DATA_TIMEOUT_MS = 10_000;
export const NAVIGATION_TIMEOUT_MS = DATA_TIMEOUT_MS + 2_000;
const GESTURE_MS = DATA_TIMEOUT_MS + 2_000;
export const ENHANCED_FIELD = "enhanced";
export const NATIVE_SUBMIT_ATTR = "data-native-submit";

type Gesture = { kind: "click"; href: string; at: number } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null; at: number };
type RouterLocation = { pathname: string; search: string; hash: string };
type Navigation = { state: "idle" | "loading" | "submitting"; location?: RouterLocation; formMethod?: string };
export type RemixRouter = { state: { navigation: Navigation }; subscribe: (listener: (state: { navigation: Navigation }) => void) => () => void };

export type Fallback = { kind: "load"; href: string } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null } | { kind: "reload" };

const hrefOf = (location: RouterLocation) => `${location.pathname}${location.search}${location.hash}`;

export function fallbackFor(method: string, navigation: Navigation | undefined, gesture: Gesture | null, now: number): Fallback {
  const recent = gesture && now - gesture.at <= GESTURE_MS ? gesture : null;
  if (method.toUpperCase() !== "GET") {
    return recent?.kind === "submit" ? { kind: "submit", form: recent.form, submitter: recent.submitter } : { kind: "reload" };
  }
  if (navigation && navigation.state !== "idle" && navigation.location) return { kind: "load", href: hrefOf(navigation.location) };
  if (recent?.kind === "click") return { kind: "load", href: recent.href };
  return { kind: "reload" };
}

/** Chromium, Firefox and Safari word a refused fetch differently. */
const NETWORK_MESSAGE = /^(failed to fetch|networkerror when attempting to fetch resource\.?|load failed|network error)$/i;

/** Server answers and render errors are the router's to show, not client failures. */
export function isClientFailure(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  const message = error instanceof Error ? error.message : "";
  if (error instanceof TypeError && NETWORK_MESSAGE.test(message)) return true;
  return message.startsWith("Unable to decode turbo-stream response");
}

export function isRouteDataRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.endsWith(".data");
}

type FallbackWindow = Pick<Window, "addEventListener" | "fetch" | "location" | "setTimeout" | "clearTimeout"> & {
  __remixRouter?: RemixRouter;
  document: Document;
};

let gesture: Gesture | null = null;
let leaving = false;
let installed: { win: FallbackWindow; now: () => number } | null = null;

export function shopperActed(): boolean {
  return gesture !== null;
}

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
      // Capture phase, before React's document listener, so a form handed back to the browser posts natively.
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
    // Never time out a post: it may still be placing an order, and posting again would do it twice.
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
        return new Promise<Response>(() => {});
      },
    );
  };

  watchNavigations(win, () => fallBackNatively("GET"));
}

function either(caller: AbortSignal | undefined, own: AbortController): AbortSignal {
  if (!caller) return own.signal;
  if (caller.aborted) own.abort(caller.reason);
  else caller.addEventListener("abort", () => own.abort(caller.reason), { once: true });
  return own.signal;
}

function watchNavigations(win: FallbackWindow, giveUp: () => void): void {
  let tries = 0;
  const attach = () => {
    const router = win.__remixRouter;
    if (!router) {
      // The router appears only after late boot (lib/late-boot.ts).
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

export function resubmitNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.setAttribute(NATIVE_SUBMIT_ATTR, "");
  // A document post must get the page back, not the enhanced data answer.
  form.querySelectorAll<HTMLInputElement>(`input[name="${ENHANCED_FIELD}"]`).forEach((field) => (field.disabled = true));
  // A busy button is disabled, and a disabled button's name and value are not sent.
  if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) submitter.disabled = false;
  if (submitter && submitter.getAttribute("form") === null && form.contains(submitter)) form.requestSubmit(submitter);
  else form.requestSubmit();
}
