import { type ReactNode, useEffect, useId, useRef } from "react";

const CONFIRMED = "confirm";

type Common = {
  title: string;
  children: ReactNode;
  onClose: () => void;
};
type Props = (Common & { kind: "alert" }) | (Common & { kind: "confirm"; confirmLabel: string; onConfirm: () => void });

// Spec 2's confirm and alert as a native modal <dialog>; without JavaScript the server renders them (`?remove=`, `?alert=`).
export function Dialog(props: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    safe.current?.focus();
    return () => {
      if (node.open) node.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onClosed(node: HTMLDialogElement) {
    // A close event that arrives once the dialog is open again (React's development remount) is not for us.
    if (node.open) return;
    if (props.kind === "confirm" && node.returnValue === CONFIRMED) props.onConfirm();
    props.onClose();
  }

  return (
    <dialog
      ref={dialog}
      className={`dialog dialog--${props.kind}`}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={(event) => onClosed(event.currentTarget)}
      // Keys stay in the dialog: Escape closes it, not the drawer it was opened from.
      onKeyDown={(event) => event.stopPropagation()}
      // The dialog's box fills the element, so a press on the element itself is a press on the backdrop.
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="dialog__box">
        <h2 id={titleId} className="dialog__title">
          {props.title}
        </h2>
        <div id={messageId} className="dialog__message">
          {props.children}
        </div>
        <div className="dialog__actions">
          {props.kind === "confirm" ? (
            <>
              <button type="button" className="button button--small" onClick={() => dialog.current?.close(CONFIRMED)}>
                {props.confirmLabel}
              </button>
              <button ref={safe} type="button" className="text-link link-button" onClick={() => dialog.current?.close()}>
                Cancel
              </button>
            </>
          ) : (
            <button ref={safe} type="button" className="button button--small" onClick={() => dialog.current?.close()}>
              OK
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
