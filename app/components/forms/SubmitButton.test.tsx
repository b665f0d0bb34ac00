// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { defineForm } from "~/lib/forms/form";

import { DoorForm } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

const note = defineForm("note", z.object({ name: z.string().min(1, "Name is required") }));

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
        Component: () => (
          <DoorForm form={note}>
            <TextInput name="name" label="Name" />
            <SubmitButton busyText="Sending…">Send</SubmitButton>
          </DoorForm>
        ),
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
});
