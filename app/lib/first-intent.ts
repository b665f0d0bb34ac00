// Keeps deferred work off a slow phone's first seconds.
export const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"] as const;

export function onFirstIntent(target: Window, callback: () => void, fallbackMs: number): () => void {
  const options = { capture: true, passive: true } as const;
  // Cancelling removes every way `run` is reached, so it runs at most once.
  const cancel = () => {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) target.removeEventListener(type, run, options);
  };
  function run() {
    cancel();
    callback();
  }
  const timer = setTimeout(run, fallbackMs);
  for (const type of INTENT_EVENTS) target.addEventListener(type, run, options);
  return cancel;
}
