/**
 * Keeps the events React would answer by hydrating at once away from React
 * until the page has hydrated.
 *
 * React 18 hydrates the page as a transition. When a key, press, click or
 * other discrete event reaches a part it has not hydrated yet, it hydrates
 * that part synchronously first. If that happens while Remix is still
 * decoding the page's data (its root suspends, with no Suspense boundary
 * above it), React throws "Root did not complete" (error #345) and the page
 * is never hydrated. With the late boot (lib/late-boot.ts) hydration starts on
 * the shopper's first touch or key, so the rest of that touch or key arrives
 * exactly then.
 *
 * Until the root has hydrated (the layout marks `data-hydrated`), those
 * events stop at the window, before React's listeners on the document: the
 * browser still does what it does without JavaScript (a link is followed, a
 * form posted, a key typed), as it does for any press before the page boots.
 */

/** The events React 18 hydrates synchronously for (react-dom's discrete replayable events). */
export const SYNC_HYDRATING_EVENTS = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
] as const;

/** Installs the shield on `win` (the window); it removes itself at the first event after `hydrated()` is true. */
export function shieldUntilHydrated(win: EventTarget, hydrated: () => boolean) {
  const options = { capture: true } as const;
  function shield(event: Event) {
    if (hydrated()) {
      for (const type of SYNC_HYDRATING_EVENTS) win.removeEventListener(type, shield, options);
      return;
    }
    event.stopImmediatePropagation();
  }
  for (const type of SYNC_HYDRATING_EVENTS) win.addEventListener(type, shield, options);
}
