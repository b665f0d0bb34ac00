import { describe, expect, it } from "vitest";

import type { CartItem } from "~/services/schemas/cart.server";

import { needsEstimate, toOrderSummary } from "./summary";

const item: CartItem = {
  id: 7,
  product_id: 3,
  product_configuration_id: 12,
  slug: "heart-charm",
  configuration_id: "RG14",
  title: "Heart Charm",
  image_url: null,
  materials: [{ id: 1, title: "14k rose gold" }],
  options: {},
  quantity: 2,
  base_cost: 150,
  sale: false,
  sale_cost: 0,
  start_at_cost: 0,
  track_inventory: false,
  stock_qty: null,
  gift_campaign_id: null,
  digital: false,
  collections: [],
  categories: [],
};

const cart: Parameters<typeof toOrderSummary>[0] = {
  items: [item],
  total_cost: 300,
  discount_amount: 30,
  gift_card_amount: 100,
  shipping_amount: null,
  tax_amount: null,
  options: {
    discounts: { WELCOME10: { code: "WELCOME10", discount_type: 1, base_discount_amount: 10, used_discount_amount: 30 } },
    gift_cards: { "GIFT-100": { code: "GIFT-100", gift_card_type: 2, base_gift_card_amount: 100, used_gift_card_amount: 100 } },
  },
  checkout: { shipping_address: null },
  shipping_rates: { delay_notice: false },
};

const GROUND = { id: "ground", title: "Complimentary ground", amount: 0, delivery: { min_days: 5, max_days: 8, earliest: "2026-12-08", latest: "2026-12-11" } };
const EXPRESS = { id: "express", title: "Express", amount: 14, delivery: { min_days: 2, max_days: 3, earliest: "2026-12-03", latest: "2026-12-04" } };

const ADDRESS = { first_name: "Ada", last_name: "Byron", address: "1 West 72nd Street", city: "New York", state: "NY", zip_code: "10023", country: "US", phone_number: "212-555-0147" };

describe("order summary", () => {
  it("labels the discount and each gift card as the spec displays them", () => {
    expect(toOrderSummary(cart).codes).toEqual([
      { code: "WELCOME10", kind: "discount", display: "-USD 30.00 (10%)" },
      { code: "GIFT-100", kind: "gift card", display: "-USD 100.00" },
    ]);
  });

  it("keeps shipping and tax unknown until the API sends them", () => {
    const summary = toOrderSummary(cart);
    expect(summary).toMatchObject({ subtotal: 300, shipping: null, tax: null, count: 2, digitalOnly: false });
    expect(summary.total).toBe(170);
  });

  it("trusts the API's final amount over its own sum", () => {
    expect(toOrderSummary({ ...cart, shipping_amount: 14, tax_amount: 24.03, final_amount: 208.03 }).total).toBe(208.03);
    expect(toOrderSummary({ ...cart, shipping_amount: 14, tax_amount: 24.03 }).total).toBe(208.03);
  });

  it("never owes less than nothing", () => {
    expect(toOrderSummary({ ...cart, gift_card_amount: 1000 }).total).toBe(0);
  });

  it("estimates shipping at the estimate given until a rate is chosen, the total an estimate", () => {
    expect(needsEstimate(cart)).toBe(true);
    expect(toOrderSummary(cart, GROUND).estimate).toEqual({ shipping: 0, total: 170 });
    expect(toOrderSummary(cart, EXPRESS).estimate).toEqual({ shipping: 14, total: 184 });
    // The real total is still what is owed: the payment step and the order go by it.
    expect(toOrderSummary(cart, EXPRESS).total).toBe(170);
  });

  it("keeps the estimate at the shipping step, an address known and no rate chosen yet: never 'calculated at next step'", () => {
    const addressed = { ...cart, checkout: { shipping_address: ADDRESS }, tax_amount: 15.09, shipping_rates: { delay_notice: false, rates: [GROUND, EXPRESS] } };
    expect(needsEstimate(addressed)).toBe(true);
    expect(toOrderSummary(addressed, GROUND).estimate).toEqual({ shipping: 0, total: 185.09 });
    const chosen = { ...addressed, checkout: { shipping_address: ADDRESS, shipping_rate_id: "express" }, shipping_amount: 14 };
    expect(needsEstimate(chosen)).toBe(false);
    expect(toOrderSummary(chosen, GROUND)).toMatchObject({ estimate: null, shipping: 14 });
  });

  it("says when the parcel arrives: the chosen rate's window, else the estimated rate's, named", () => {
    const terms = { leadTimes: null, dateFormat: "MM/dd/yyy" };
    expect(toOrderSummary(cart, GROUND, terms).delivery).toEqual({ method: "Complimentary ground", dates: "12/08/2026 to 12/11/2026", estimated: true });
    const chosen = { ...cart, checkout: { shipping_address: ADDRESS, shipping_rate_id: "express" }, shipping_amount: 14, shipping_rates: { delay_notice: false, rates: [GROUND, EXPRESS] } };
    expect(toOrderSummary(chosen, null, terms).delivery).toEqual({ method: "Express", dates: "12/03/2026 to 12/04/2026", estimated: false });
    // No window from the API: no date is promised.
    expect(toOrderSummary(cart, { ...GROUND, delivery: null }, terms).delivery).toBeNull();
  });

  it("names a made-to-order line's lead time from the terms given", () => {
    expect(toOrderSummary(cart, null, { leadTimes: { min: 15, max: 20 }, dateFormat: "MM/dd/yyy" }).lines[0].leadTime).toBe("Made to order: ships in 3 to 4 weeks");
    expect(toOrderSummary(cart).lines[0].leadTime).toBe("Made to order");
  });

  it("shows no estimate when none could be had: shipping is then calculated at the next step", () => {
    expect(toOrderSummary(cart).estimate).toBeNull();
    expect(toOrderSummary(cart, null)).toMatchObject({ estimate: null, shipping: null, total: 170 });
  });

  it("estimates nothing for a cart that is e-mailed", () => {
    const emailed = { ...cart, items: [{ ...item, digital: true }] };
    expect(needsEstimate(emailed)).toBe(false);
    expect(toOrderSummary(emailed, GROUND).estimate).toBeNull();
  });

  it("carries the API's delay notice", () => {
    expect(toOrderSummary(cart).delayNotice).toBeNull();
    expect(toOrderSummary({ ...cart, shipping_rates: { delay_notice: true } }).delayNotice).toBe(
      "High order volumes: shipping and delivery may take longer than usual.",
    );
  });
});
