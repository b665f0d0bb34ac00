// React 18 quirk: a discrete event during Remix's data decode throws error #345 and hydration never ends, so until
// `data-hydrated` those events stop at the window.
/** react-dom's discreteReplayableEvents; hydration-shield.real.test.ts compares them with the installed build. */
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
