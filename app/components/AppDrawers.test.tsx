// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, fireEvent, render, screen } from "@testing-library/react";

import { loadForms } from "~/lib/lazy-part";

import { SITE_FORMS } from "~/site-forms";

import { AppDrawers } from "./AppDrawers";
import { DRAWER_TRANSITION_MS } from "./Drawer";
import { DrawerLink } from "./DrawerLink";
import { SiteFormsProvider } from "./SiteForms";

const labels = {
  title: "Email us",
  subTitle: "We answer within a day.",
  subject: "Subject",
  full_name: "First name",
  last_name: "Last name",
  email: "Email",
  text_area: "Message",
  button_text: "Send",
};

function renderDrawers(answer: object = { intent: "email-us", ok: true }) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <>
          <DrawerLink drawer="email-us">Write to us</DrawerLink>
          <AppDrawers
            signedIn={false}
            cart={{ lines: [], subtotal: 0, shippingNote: null, digitalOnly: false, failed: false, delayNotice: null }}
            express={[]}
            emailUs={labels}
            contactEmail={null}
            loginFooterHtml={null}
            favorites={null}
            cartNotice={null}
          />
        </>
      ),
    },
    { path: "/email-us", action: () => answer },
  ]);
  return render(<SiteFormsProvider value={SITE_FORMS}><Stub initialEntries={["/?panel=email-us"]} /></SiteFormsProvider>);
}

// The drawers' forms load lazily; loaded first, as the server does, so a test waits on the drawer rather than on a cold import.
beforeAll(() => loadForms());

async function fillAndSend() {
  fireEvent.change(await screen.findByLabelText(labels.text_area), { target: { value: "Could you resize my ring?" } });
  fireEvent.change(screen.getByLabelText(labels.full_name), { target: { value: "Ada" } });
  fireEvent.change(screen.getByLabelText(labels.last_name), { target: { value: "Lovelace" } });
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: "ada@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: labels.button_text }));
}

async function sendMessage() {
  await fillAndSend();
  expect(await screen.findByRole("heading", { name: "Thank you" })).toBeInTheDocument();
}

/** Closes the drawer, lets `ms` pass, and opens it again. */
async function reopenAfter(ms: number) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await act(async () => fireEvent.click(screen.getByRole("link", { name: "Close Email us" })));
  await act(async () => void vi.advanceTimersByTime(ms));
  await act(async () => fireEvent.click(screen.getByRole("link", { name: "Write to us" })));
  vi.useRealTimers();
}

describe("the email-us drawer's thank-you (spec 4: reset 500 ms after the drawer closes)", () => {
  afterEach(() => vi.useRealTimers());

  it("is still there when the drawer opens again within 500 ms", async () => {
    renderDrawers();
    await sendMessage();
    await reopenAfter(DRAWER_TRANSITION_MS - 1);
    expect(screen.getByRole("dialog", { name: "Email us" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Thank you" })).toBeInTheDocument();
  });

  it("has given way to an empty form when the drawer opens again after 500 ms", async () => {
    renderDrawers();
    await sendMessage();
    await reopenAfter(DRAWER_TRANSITION_MS);
    expect(screen.getByRole("dialog", { name: "Email us" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Thank you" })).toBeNull();
    expect(await screen.findByLabelText(labels.text_area)).toHaveValue("");
    expect(screen.getByLabelText(labels.email)).toHaveValue("");
  });
});

describe("the email-us drawer's refusal (spec 8: an alert titled Error! with the first message)", () => {
  it("with JavaScript, is the alert dialog, and OK leaves the form as it was", async () => {
    const values = { question: "Could you resize my ring?", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };
    renderDrawers({ intent: "email-us", ok: false, message: "Messages are paused for maintenance.", fieldErrors: {}, values });
    await fillAndSend();
    const alert = await screen.findByRole("alertdialog", { name: "Error!" });
    expect(alert).toHaveAccessibleDescription("Messages are paused for maintenance.");
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText(labels.text_area)).toHaveValue("Could you resize my ring?");
  });
});
