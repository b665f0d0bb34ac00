// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";

import type { OrderSummary as Summary } from "~/lib/checkout/summary";

import { CheckoutSteps } from "./CheckoutSteps";
import { OrderSummary } from "./OrderSummary";

const summary: Summary = {
  lines: [
    {
      id: 1,
      title: "Aurelia Ring",
      image: null,
      materials: "14K Yellow Gold",
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
    { code: "WELCOME10", kind: "discount", display: "-$190.00 (10%)" },
    { code: "GIFT-100-LUMIERE", kind: "gift card", display: "-$100.00" },
  ],
  shipping: null,
  tax: null,
  total: 1610,
};

function renderAt(ui: JSX.Element) {
  const Stub = createRemixStub([{ path: "/checkout/:id", Component: () => ui }]);
  return render(<Stub initialEntries={["/checkout/abc?step=shipping"]} />);
}

describe("OrderSummary", () => {
  it("shows each code as the API computed it, with a way to remove it", () => {
    renderAt(<OrderSummary summary={summary} step="contact" />);
    expect(screen.getByText("-$190.00 (10%)")).toBeInTheDocument();
    expect(screen.getByText("-$100.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove WELCOME10" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove GIFT-100-LUMIERE" })).toBeInTheDocument();
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

  it("puts the API's message under the code field", () => {
    renderAt(<OrderSummary summary={summary} step="contact" codeError="The code NOPE is not valid." codeValue="NOPE" />);
    const input = screen.getByLabelText("Gift card or discount code");
    expect(input).toHaveValue("NOPE");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain("error");
    expect(screen.getByText("The code NOPE is not valid.")).toBeInTheDocument();
  });
});

describe("CheckoutSteps", () => {
  it("links the finished steps and the next one, not the later ones", () => {
    renderAt(
      <CheckoutSteps
        checkoutId="abc"
        current="shipping"
        steps={[
          { id: "contact", done: true },
          { id: "address", done: true },
          { id: "shipping", done: false },
          { id: "payment", done: false },
          { id: "review", done: false },
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
