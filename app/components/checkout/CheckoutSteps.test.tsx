// @vitest-environment jsdom
import { STEP_TITLES } from "~/lib/checkout/steps";
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { CheckoutSteps } from "./CheckoutSteps";

function renderSteps() {
  const steps = [
    { id: "contact" as const, title: STEP_TITLES.contact, done: true },
    { id: "address" as const, title: STEP_TITLES.address, done: false },
    { id: "shipping" as const, title: STEP_TITLES.shipping, done: false },
    { id: "payment" as const, title: STEP_TITLES.payment, done: false },
    { id: "review" as const, title: STEP_TITLES.review, done: false },
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
