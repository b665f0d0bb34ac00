// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { CheckoutSteps } from "./CheckoutSteps";

function renderSteps() {
  const steps = [
    { id: "contact" as const, done: true },
    { id: "address" as const, done: false },
    { id: "shipping" as const, done: false },
    { id: "payment" as const, done: false },
    { id: "review" as const, done: false },
  ];
  const Stub = createRemixStub([{ path: "*", Component: () => <CheckoutSteps checkoutId="abc" current="address" steps={steps} /> }]);
  return render(<Stub initialEntries={["/checkout/abc?step=address"]} />);
}

describe("CheckoutSteps", () => {
  it("writes no numbers of its own: the list numbers the steps (CSS draws them), so a text browser reads '1. Contact'", () => {
    renderSteps();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(["Contact (done)", "Shipping address", "Shipping method", "Payment", "Review"]);
    expect(screen.getByRole("list").tagName).toBe("OL");
  });

  it("links the finished steps and the first open one, and marks the current one", () => {
    renderSteps();
    expect(screen.getByRole("link", { name: /^Contact/ })).toHaveAttribute("href", "/checkout/abc?step=contact");
    expect(screen.getByText("Shipping address").closest("[aria-current]")).toHaveAttribute("aria-current", "step");
    expect(screen.queryByRole("link", { name: "Payment" })).toBeNull();
  });
});
