import "@testing-library/jest-dom/vitest";

/**
 * jsdom has <dialog> without its methods: a modal dialog as browsers run it,
 * enough for a component test. showModal opens it; close(value) sets its
 * returnValue, closes it and fires "close"; Escape inside an open dialog
 * fires "cancel" and, unless that is cancelled, closes it.
 */
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
