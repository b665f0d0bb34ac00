// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import { PERCENT, STATIC } from "~/lib/money";

import { OrderTotals } from "./OrderTotals";

/** Each row of the list as "term: amount". */
function rows() {
  return screen
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

const order = {
  subtotal_amount: 2500,
  discount_amount: 250,
  gift_card_amount: 150,
  shipping_amount: 25,
  tax_amount: 199.69,
  final_amount: 2324.69,
  options: {
    discounts: { WELCOME10: { discount_type: PERCENT, used_discount_amount: 250, base_discount_amount: 10 } },
    gift_cards: {
      "GIFT-100": { gift_card_type: STATIC, used_gift_card_amount: 100, base_gift_card_amount: 100 },
      "GIFT-50": { gift_card_type: STATIC, used_gift_card_amount: 50, base_gift_card_amount: 50 },
    },
  },
};

describe("OrderTotals", () => {
  it("shows the subtotal, a percent discount, shipping, tax, each gift card and the total, as spec 4 displays codes", () => {
    render(<OrderTotals order={order} />);
    expect(rows()).toEqual([
      "Subtotal: USD 2,500.00",
      "Discount WELCOME10: -USD 250.00 (10%)",
      "Shipping: USD 25.00",
      "Tax: USD 199.69",
      "Gift card GIFT-100: -USD 100.00",
      "Gift card GIFT-50: -USD 50.00",
      "Total: USD 2,324.69",
    ]);
  });

  it("shows a static discount as a minus amount with the currency sign, complimentary shipping, and the total's own label", () => {
    render(
      <OrderTotals
        order={{
          ...order,
          discount_amount: 50,
          gift_card_amount: 0,
          shipping_amount: 0,
          options: { discounts: { SPRING50: { discount_type: STATIC, used_discount_amount: 50, base_discount_amount: 50 } }, gift_cards: {} },
        }}
        totalLabel="Total paid"
      />,
    );
    expect(rows()).toEqual(["Subtotal: USD 2,500.00", "Discount SPRING50: -USD 50.00", "Shipping: Complimentary", "Tax: USD 199.69", "Total paid: USD 2,324.69"]);
  });

  it("prices no shipping for an order that was e-mailed (e-gift cards alone)", () => {
    render(<OrderTotals order={{ ...order, shipping_amount: 0, shipping_method: { id: "email" }, options: { discounts: {}, gift_cards: {} } }} />);
    expect(rows().some((row) => row.startsWith("Shipping"))).toBe(false);
  });

  it("still says what codes took off when the API did not itemise them", () => {
    render(<OrderTotals order={{ ...order, options: { discounts: {}, gift_cards: {} } }} />);
    expect(rows()).toEqual(["Subtotal: USD 2,500.00", "Discount: -USD 250.00", "Shipping: USD 25.00", "Tax: USD 199.69", "Gift cards: -USD 150.00", "Total: USD 2,324.69"]);
  });
});
