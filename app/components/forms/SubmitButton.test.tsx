// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { defineForm } from "~/lib/forms/form";

import { DoorForm } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

const note = defineForm("note", z.object({ name: z.string().min(1, "Name is required") }));

function NoteForm() {
  return (
    <DoorForm form={note}>
      <TextInput name="name" label="Name" />
      <SubmitButton busyText="Sending…">Send</SubmitButton>
    </DoorForm>
  );
}

describe("SubmitButton", () => {
  it("blocks a second submit while the first is on its way (spec 4 \"Forms\")", async () => {
    let posts = 0;
    const Stub = createRemixStub([
      {
        path: "/",
        // An answer that never comes: the form stays submitting.
        action: () => {
          posts += 1;
          return new Promise(() => undefined);
        },
        Component: NoteForm,
      },
    ]);
    render(<Stub />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));

    const busy = await screen.findByRole("button", { name: "Sending…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    fireEvent.click(busy);
    await waitFor(() => expect(posts).toBe(1));
  });

  it("stays busy at least 200 ms when the answer is fast, so the label does not flash (spec 9)", async () => {
    const Stub = createRemixStub([
      {
        path: "/",
        action: () => ({ ok: true }),
        Component: NoteForm,
      },
    ]);
    render(<Stub />);
    // Each text the button shows, with when it showed it.
    const button = screen.getByRole("button", { name: "Send" });
    const shown: Array<[string | null, number]> = [];
    const observer = new MutationObserver(() => shown.push([button.textContent, performance.now()]));
    observer.observe(button, { childList: true, characterData: true, subtree: true });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.click(button);

    // The answer comes at once; the label holds on, once, without a flicker.
    await waitFor(() => expect(shown.at(-1)?.[0]).toBe("Send"), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    expect(shown.map(([text]) => text)).toEqual(["Sending…", "Send"]);
    expect(shown[1][1] - shown[0][1]).toBeGreaterThanOrEqual(190);
  });

  it("shows no busy label for a form its own check refused, which posts nothing", async () => {
    let posts = 0;
    const Stub = createRemixStub([
      {
        path: "/",
        action: () => {
          posts += 1;
          return null;
        },
        Component: NoteForm,
      },
    ]);
    render(<Stub />);
    const button = screen.getByRole("button", { name: "Send" });
    const shown: Array<string | null> = [];
    const observer = new MutationObserver(() => shown.push(button.textContent));
    observer.observe(button, { childList: true, characterData: true, subtree: true });
    fireEvent.click(button);
    await screen.findByText("Name is required");
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(shown).toEqual([]);
    expect(button).toBeEnabled();
    expect(posts).toBe(0);
  });
});
