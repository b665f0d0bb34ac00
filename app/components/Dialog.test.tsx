// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";

import { Dialog } from "./Dialog";

/** An opener, the dialog it opens, and a parent that would act on Escape (as a drawer does). */
function Harness({ kind, onConfirm = () => undefined, onParentKey = () => undefined }: { kind: "alert" | "confirm"; onConfirm?: () => void; onParentKey?: () => void }) {
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(0);
  return (
    <div onKeyDown={onParentKey}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <output>closed {closed}</output>
      {open ? (
        kind === "confirm" ? (
          <Dialog
            kind="confirm"
            title="Remove item"
            confirmLabel="Remove"
            onConfirm={onConfirm}
            onClose={() => {
              setOpen(false);
              setClosed((n) => n + 1);
            }}
          >
            Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?
          </Dialog>
        ) : (
          <Dialog
            kind="alert"
            title="Error"
            onClose={() => {
              setOpen(false);
              setClosed((n) => n + 1);
            }}
          >
            No default_sku
          </Dialog>
        )
      ) : null}
    </div>
  );
}

function open(kind: "alert" | "confirm", props: { onConfirm?: () => void; onParentKey?: () => void } = {}) {
  render(<Harness kind={kind} {...props} />);
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const closedTimes = () => Number(screen.getByRole("status").textContent?.replace("closed ", ""));

describe("Dialog", () => {
  it("is a modal alert dialog labelled by its title and described by its message, with focus on OK", () => {
    open("alert");
    const dialog = screen.getByRole("alertdialog", { name: "Error" });
    expect(dialog).toHaveAccessibleDescription("No default_sku");
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "OK" })).toHaveFocus();
  });

  it("alert: OK closes it and gives focus back to the opener", () => {
    const opener = open("alert");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(closedTimes()).toBe(1);
    expect(opener).toHaveFocus();
  });

  it("confirm: has the caller's confirm button and Cancel, with focus on Cancel", () => {
    open("confirm");
    const dialog = screen.getByRole("alertdialog", { name: "Remove item" });
    expect(dialog).toHaveAccessibleDescription("Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?");
    expect(screen.getByRole("button", { name: "Remove" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("confirm: the confirm button confirms, then closes, and focus goes back", () => {
    const onConfirm = vi.fn();
    const opener = open("confirm", { onConfirm });
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(closedTimes()).toBe(1);
    expect(opener).toHaveFocus();
  });

  it("confirm: Cancel closes without confirming", () => {
    const onConfirm = vi.fn();
    const opener = open("confirm", { onConfirm });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("Escape closes it without confirming, and goes no further than the dialog", async () => {
    const onConfirm = vi.fn();
    const onParentKey = vi.fn();
    const opener = open("confirm", { onConfirm, onParentKey });
    await act(async () => void fireEvent.keyDown(screen.getByRole("button", { name: "Cancel" }), { key: "Escape" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onParentKey).not.toHaveBeenCalled();
    expect(closedTimes()).toBe(1);
    expect(opener).toHaveFocus();
  });

  it("a click on the backdrop closes it; a click in its box does not", () => {
    const onConfirm = vi.fn();
    const opener = open("confirm", { onConfirm });
    const dialog = screen.getByRole("alertdialog");
    const message = screen.getByText(/Do you want to proceed/);
    fireEvent.pointerDown(message);
    fireEvent.click(message);
    // A press that starts in the box and ends on the backdrop (selecting text) is not a click on the backdrop.
    fireEvent.pointerDown(message);
    fireEvent.click(dialog);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });
});
