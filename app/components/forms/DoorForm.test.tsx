// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { z } from "zod";

import { type FormResult, defineForm } from "~/lib/forms/form";

import { DoorForm } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

const contact = defineForm(
  "contact-us",
  z.object({ name: z.string().min(1, "Name is required"), email: z.string().email("Enter a valid email address"), password: z.string() }),
);

function renderForm(props: { result?: FormResult; defaultValues?: Record<string, string>; errors?: Record<string, string>; method?: "get" | "post" }) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <DoorForm form={contact} {...props}>
          <TextInput name="name" label="Name" />
          <TextInput name="email" label="Email" type="email" />
          <TextInput name="password" label="Password" type="password" />
          <SubmitButton busyText="Sending…">Send</SubmitButton>
        </DoorForm>
      ),
    },
  ]);
  return render(<Stub />);
}

const refused: FormResult = {
  intent: "contact-us",
  ok: false,
  message: "We could not send it.",
  fieldErrors: { email: "This address cannot receive mail." },
  values: { name: "Ada", email: "ada@example" },
};

describe("DoorForm", () => {
  it("posts its intent and starts from the page's values", () => {
    const { container } = renderForm({ defaultValues: { name: "Grace" } });
    expect(container.querySelector('input[name="intent"]')).toHaveValue("contact-us");
    expect(screen.getByLabelText("Name")).toHaveValue("Grace");
    expect(container.querySelector("form")).toHaveAttribute("method", "post");
  });

  it("shows a refused form with what was typed, each error under its field, and the form's message", () => {
    renderForm({ result: refused, defaultValues: { name: "Grace" } });
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("This address cannot receive mail.");
    expect(screen.getByRole("alert")).toHaveTextContent("We could not send it.");
  });

  it("marks each field of a refused form valid or invalid (spec 5), and none before the form is checked", () => {
    const field = (label: string) => screen.getByLabelText(label).closest(".field");
    const { unmount } = renderForm({ defaultValues: { name: "Grace" } });
    expect(field("Name")).not.toHaveClass("field--valid");
    unmount();
    renderForm({ result: refused });
    expect(field("Name")).toHaveClass("field--valid");
    expect(field("Email")).toHaveClass("field--invalid");
    expect(field("Email")).not.toHaveClass("field--valid");
    // Empty (a password is never sent back): neither.
    expect(field("Password")?.className).toBe("field");
  });

  it("marks a field valid once the form's own check in the browser passed it (spec 5), with the invalid ones", async () => {
    const field = (label: string) => screen.getByLabelText(label).closest(".field");
    renderForm({});
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example" } });
    expect(field("Name")?.className).toBe("field");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(field("Email")).toHaveClass("field--invalid"));
    expect(field("Name")).toHaveClass("field--valid");
    // Empty and allowed: nothing to call valid.
    expect(field("Password")?.className).toBe("field");
    // After a submit the check runs at each change: the mended field turns valid, an emptied one turns invalid.
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    await waitFor(() => expect(field("Email")).toHaveClass("field--valid"));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "" } });
    await waitFor(() => expect(field("Name")).toHaveClass("field--invalid"));
  });

  it("no longer calls a field the server passed valid once the shopper changes it, until it is checked again", () => {
    const field = (label: string) => screen.getByLabelText(label).closest(".field");
    renderForm({ result: refused });
    expect(field("Name")).toHaveClass("field--valid");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Grace" } });
    expect(field("Name")?.className).toBe("field");
  });

  it("takes a server's error off a field as soon as the shopper edits it", () => {
    renderForm({ result: refused });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    expect(screen.queryByText("This address cannot receive mail.")).toBeNull();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("shows errors the page hands in, under their fields", () => {
    renderForm({ errors: { name: "Your card was declined." } });
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Your card was declined.");
  });

  it("leaves its id and intent out of a GET form, whose fields become the URL", () => {
    const { container } = renderForm({ method: "get" });
    expect(container.querySelector('input[name="intent"]')).toBeNull();
    expect(container.querySelector("form")).not.toHaveAttribute("id");
  });
});
