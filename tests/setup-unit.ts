import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";

// Test files share their worker's modules (vitest.config.ts), so each file starts from what a new process holds
// (Testing Library registers its own cleanup in the first file only).
if (typeof document !== "undefined") {
  afterEach(cleanup);
  beforeAll(() => {
    const page = window as unknown as Record<string, unknown>;
    for (const name of ["dataLayer", "google_tag_manager", "fbq", "_fbq", "LiveChatWidget", "__lc"]) delete page[name];
  });
} else {
  beforeAll(async () => {
    const [{ DEFAULT_LANGUAGE, clearApiCache, setApiLanguage }, { clearEventMirror }, { setMediaBase }] = await Promise.all([
      import("~/services/api.server"),
      import("~/services/event-mirror.server"),
      import("~/services/media.server"),
    ]);
    clearApiCache();
    setApiLanguage(DEFAULT_LANGUAGE);
    clearEventMirror();
    setMediaBase(null);
  });
}

/** jsdom has <dialog> without its methods: just enough of a browser's modal dialog for a component test. */
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  window.addEventListener(
    "keydown",
    (event) => {
      const dialog = event.key === "Escape" && event.target instanceof Element ? event.target.closest("dialog") : null;
      if (!dialog?.open) return;
      // After the event has gone through the page, as a browser's default action.
      queueMicrotask(() => {
        if (event.defaultPrevented) return;
        if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
      });
    },
    true,
  );
}
