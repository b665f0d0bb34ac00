// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";

import { ExpressCheckout, type ExpressChoice } from "./ExpressCheckout";

function renderExpress(methods: ExpressChoice[]) {
  const Stub = createRemixStub([{ path: "/", Component: () => <ExpressCheckout methods={methods} total={1250} from="/shop-all?sort=new" /> }]);
  return render(<Stub />);
}

const ALL: ExpressChoice[] = [
  { id: "paypal_express", title: "PayPal" },
  { id: "affirm_express", title: "Affirm" },
  { id: "google_pay", title: "Google Pay" },
  { id: "apple_pay", title: "Apple Pay" },
];

describe("ExpressCheckout", () => {
  it("offers PayPal and Affirm as forms that post the method and the page to come back to", async () => {
    renderExpress(ALL);
    const section = await screen.findByRole("region", { name: "Express checkout" });
    for (const [title, method] of [["PayPal", "paypal_express"], ["Affirm", "affirm_express"]]) {
      const button = within(section).getByRole("button", { name: `Check out with ${title}` });
      const form = button.closest("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/checkout/express");
      const fields = Object.fromEntries(new FormData(form));
      expect(fields).toEqual({ intent: "express", payment_method: method, from: "/shop-all?sort=new" });
    }
    // The wallets are not plain forms: nothing of them without a browser that can pay with them.
    expect(within(section).queryByRole("button", { name: /Google Pay|Apple Pay/ })).toBeNull();
  });

  it("shows nothing when the API lists no express method", async () => {
    renderExpress([]);
    await screen.findByText((_, element) => element?.tagName === "BODY");
    expect(screen.queryByRole("region", { name: "Express checkout" })).toBeNull();
  });
});
