// @vitest-environment jsdom
import { STEP_TITLES } from "~/lib/checkout/steps";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";

import type { OrderSummary as Summary } from "~/lib/checkout/summary";

import { CheckoutSteps } from "./CheckoutSteps";
import { OrderSummary } from "./OrderSummary";

const summary: Summary = {
  lines: [
    {
      id: 1,
      title: "Aurelia Ring",
      image: null,
      details: ["14K Yellow Gold", "Ring size 7"],
      leadTime: null,
      quantity: 2,
      price: 950,
      compareAt: null,
      maxQuantity: 999,
      locked: false,
      editHref: null,
    },
  ],
  count: 2,
  digitalOnly: false,
  subtotal: 1900,
  codes: [
    { code: "WELCOME10", kind: "discount", display: "-USD 190.00 (10%)" },
    { code: "GIFT-100-LUMIERE", kind: "gift card", display: "-USD 100.00" },
  ],
  shipping: null,
  tax: null,
  total: 1610,
  estimate: null,
  delivery: null,
  delayNotice: null,
};

function renderAt(ui: JSX.Element, path = "/checkout/abc?step=shipping", action: (fields: Record<string, FormDataEntryValue>) => null = () => null) {
  const Stub = createRemixStub([
    { path: "/checkout/:id", Component: () => ui, action: ({ request }) => request.formData().then((form) => action(Object.fromEntries(form))) },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const REMOVE_CONFIRM = "Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?";

describe("OrderSummary", () => {
  it("shows each code as the API computed it, with a way to remove it", () => {
    renderAt(<OrderSummary summary={summary} step="contact" />);
    expect(screen.getByText("-USD 190.00 (10%)")).toBeInTheDocument();
    expect(screen.getByText("-USD 100.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove WELCOME10" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove GIFT-100-LUMIERE" })).toBeInTheDocument();
  });

  it("names each line's ring size on every step", () => {
    for (const step of ["contact", "shipping", "payment", "review"] as const) {
      const { unmount } = renderAt(<OrderSummary summary={summary} step={step} />, `/checkout/abc?step=${step}`);
      expect(screen.getByText("Ring size 7")).toBeInTheDocument();
      unmount();
    }
  });

  it("leaves shipping and tax to the next step until the API knows them", () => {
    renderAt(<OrderSummary summary={summary} step="contact" />);
    expect(screen.getAllByText("Calculated at next step")).toHaveLength(2);
    expect(screen.getByText("USD 1,610.00")).toBeInTheDocument();
  });

  it("shows complimentary shipping, tax, and hides shipping for digital-only orders", () => {
    const { unmount } = renderAt(<OrderSummary summary={{ ...summary, shipping: 0, tax: 168.63 }} step="review" />);
    expect(screen.getByText("Complimentary")).toBeInTheDocument();
    expect(screen.getByText("USD 168.63")).toBeInTheDocument();
    unmount();
    renderAt(<OrderSummary summary={{ ...summary, digitalOnly: true, shipping: 0, tax: 0 }} step="review" />);
    expect(screen.queryByText("Shipping")).toBeNull();
  });

  it("shows standard shipping's price as the estimate, and the total as an estimate, until there is an address", () => {
    const { unmount } = renderAt(<OrderSummary summary={{ ...summary, estimate: { shipping: 0, total: 1610 } }} step="contact" />);
    const free = screen.getByRole("complementary").querySelector("dl")!;
    expect(within(free).getByText("Shipping (estimated)").nextElementSibling).toHaveTextContent("Complimentary");
    expect(within(free).getByText("Estimated total").nextElementSibling).toHaveTextContent("USD 1,610.00");
    unmount();
    renderAt(<OrderSummary summary={{ ...summary, estimate: { shipping: 14, total: 1624 } }} step="contact" />);
    const totals = screen.getByRole("complementary").querySelector("dl")!;
    expect(within(totals).getByText("Shipping (estimated)").nextElementSibling).toHaveTextContent("USD 14.00");
    expect(within(totals).getByText("Estimated total").nextElementSibling).toHaveTextContent("USD 1,624.00");
    expect(within(totals).queryByText("Total")).toBeNull();
  });

  it("says when the parcel arrives, naming the rate while it is only an estimate, and a made-to-order line's lead time", () => {
    const made = { ...summary.lines[0], leadTime: "Made to order: ships in 3 to 4 weeks" };
    const { unmount } = renderAt(
      <OrderSummary summary={{ ...summary, lines: [made], delivery: { method: "Complimentary ground", dates: "12/28/2026 to 01/08/2027", estimated: true } }} step="contact" />,
    );
    const totals = screen.getByRole("complementary").querySelector("dl")!;
    expect(within(totals).getByText("Estimated delivery").nextElementSibling).toHaveTextContent("12/28/2026 to 01/08/2027 (Complimentary ground)");
    expect(screen.getByText("Made to order: ships in 3 to 4 weeks")).toBeInTheDocument();
    unmount();
    renderAt(<OrderSummary summary={{ ...summary, delivery: { method: "Express", dates: "12/08/2026 to 12/09/2026", estimated: false } }} step="review" />);
    expect(screen.getByText("Estimated delivery").nextElementSibling).toHaveTextContent(/^12\/08\/2026 to 12\/09\/2026$/);
  });

  it("says when high order volumes may slow shipping, politely", () => {
    const { unmount } = renderAt(<OrderSummary summary={summary} step="contact" />);
    expect(screen.queryByRole("status")).toBeNull();
    unmount();
    renderAt(<OrderSummary summary={{ ...summary, delayNotice: "High order volumes: shipping and delivery may take longer than usual." }} step="payment" />);
    expect(screen.getByRole("status")).toHaveTextContent("High order volumes: shipping and delivery may take longer than usual.");
  });

  it("puts the API's message under the code field", () => {
    renderAt(<OrderSummary summary={summary} step="contact" codeError="The code NOPE is not valid." codeValue="NOPE" />);
    const input = screen.getByLabelText("Gift card or discount code");
    expect(input).toHaveValue("NOPE");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain("error");
    expect(screen.getByText("The code NOPE is not valid.")).toBeInTheDocument();
  });
});

describe("the bag in the order panel", () => {
  const gift = { ...summary.lines[0], id: 2, title: "Travel Roll", quantity: 1, price: 0, locked: true };

  it("gives each line a quantity with Update and Remove, named for the piece, posting the cart's forms back to the step", () => {
    renderAt(<OrderSummary summary={summary} step="shipping" />);
    const quantity = screen.getByRole("spinbutton", { name: "Quantity for Aurelia Ring" });
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAttribute("max", "999");
    const update = screen.getByRole("button", { name: "Update quantity of Aurelia Ring" });
    expect(update).toHaveTextContent(/^Update/);
    expect(update).toHaveAttribute("name", "intent");
    expect(update).toHaveAttribute("value", "update");
    const form = update.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form.getAttribute("action")).toBe("/checkout/abc?step=shipping#order-line-1");
    expect(within(form).getByDisplayValue("/checkout/abc?step=shipping")).toHaveAttribute("name", "redirectTo");
    const remove = screen.getByRole("button", { name: "Remove Aurelia Ring" });
    expect(remove).toHaveAttribute("value", "remove");
    expect(remove.closest("form")).toBe(form);
    expect(screen.queryByRole("link", { name: "Edit bag" })).toBeNull();
  });

  it("shows a gift line's quantity, with no way to change or remove it", () => {
    renderAt(<OrderSummary summary={{ ...summary, lines: [summary.lines[0], gift] }} step="shipping" />);
    expect(screen.getByText("Quantity 1 · a gift with your order")).toBeInTheDocument();
    expect(screen.queryByRole("spinbutton", { name: "Quantity for Travel Roll" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Travel Roll" })).toBeNull();
  });

  it("says why a change was refused under that line, keeping what was typed", () => {
    const refusal = { intent: "update", ok: false as const, fieldErrors: { quantity: "Only 3 left in stock." }, values: { item_id: "1", quantity: "7" } };
    renderAt(<OrderSummary summary={{ ...summary, lines: [summary.lines[0], { ...gift, id: 3, locked: false, title: "Lune Hoops" }] }} step="shipping" bagRefusal={refusal} />);
    const quantity = screen.getByRole("spinbutton", { name: "Quantity for Aurelia Ring" });
    expect(quantity).toHaveValue(7);
    expect(quantity).toHaveAttribute("aria-invalid", "true");
    expect(quantity).toHaveAccessibleDescription("Only 3 left in stock.");
    expect(screen.getAllByText("Only 3 left in stock.")).toHaveLength(1);
    expect(screen.getByRole("spinbutton", { name: "Quantity for Lune Hoops" })).not.toHaveAttribute("aria-invalid");
  });

  it("asks before a 0 removes the line when the URL says so (the step without JavaScript)", () => {
    renderAt(<OrderSummary summary={summary} step="shipping" confirming={1} />, "/checkout/abc?step=shipping&remove=1");
    const question = screen.getByRole("alertdialog", { name: "Remove item" });
    expect(question).toHaveTextContent(REMOVE_CONFIRM);
    expect(within(question).getByRole("button", { name: "Remove" }).closest("form")!.getAttribute("action")).toBe("/checkout/abc?step=shipping#order-line-1");
    expect(within(question).getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/checkout/abc?step=shipping");
  });

  it("with JavaScript, a 0 asks in the dialog: Cancel keeps the quantity, Remove posts the line's removal", async () => {
    const action = vi.fn((_fields: Record<string, FormDataEntryValue>) => null);
    renderAt(<OrderSummary summary={summary} step="payment" />, "/checkout/abc?step=payment", action);
    const quantity = screen.getByRole("spinbutton", { name: "Quantity for Aurelia Ring" });
    fireEvent.change(quantity, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Update quantity of Aurelia Ring" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove item" });
    expect(dialog).toHaveAccessibleDescription(REMOVE_CONFIRM);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(quantity).toHaveValue(2);
    expect(action).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Update quantity of Aurelia Ring" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledWith({ intent: "remove", item_id: "1", redirectTo: "/checkout/abc?step=payment" });
  });
});

describe("CheckoutSteps", () => {
  it("links the finished steps and the next one, not the later ones", () => {
    renderAt(
      <CheckoutSteps
        checkoutId="abc"
        current="shipping"
        steps={[
          { id: "contact", title: STEP_TITLES.contact, done: true },
          { id: "address", title: STEP_TITLES.address, done: true },
          { id: "shipping", title: STEP_TITLES.shipping, done: false },
          { id: "payment", title: STEP_TITLES.payment, done: false },
          { id: "review", title: STEP_TITLES.review, done: false },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Checkout steps" });
    expect(within(nav).getByRole("link", { name: /Contact/ })).toHaveAttribute("href", "/checkout/abc?step=contact");
    expect(within(nav).getByText("Shipping method").closest("[aria-current]")).toHaveAttribute("aria-current", "step");
    expect(within(nav).queryByRole("link", { name: /Payment/ })).toBeNull();
    expect(within(nav).queryByRole("link", { name: /Review/ })).toBeNull();
  });
});
