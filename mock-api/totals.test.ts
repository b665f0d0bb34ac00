/** The money rules of totals.ts on their own: every amount in cents. */
import { describe, expect, it } from "vitest";

import type { DiscountCode, GiftCard } from "./model";
import { DEFAULT_TAX_RATE, taxRate } from "./tax";
import { computeTotals, type TotalsInput } from "./totals";

const item = (base_cost: number, quantity = 1, gift = false) => ({ base_cost, quantity, gift_campaign_id: gift ? 1 : null });
const discount = (type: DiscountCode["type"], value: number): DiscountCode => ({ code: "D", type, value, expires_at: null });
const card = (code: string, type: GiftCard["type"], value: number, balance: number | null = type === "static" ? value * 100 : null): GiftCard => ({
  code,
  type,
  value,
  balance_cents: balance,
});

const totals = (input: Partial<TotalsInput>) =>
  computeTotals({ items: [], discount: null, giftCards: [], shipping: null, taxRate: null, ...input });

describe("computeTotals", () => {
  it("sums the items to the cent; a gift-campaign line is free", () => {
    expect(totals({ items: [item(0.1, 3), item(0.2, 1), item(999, 1, true)] })).toMatchObject({ subtotal: 50, final: 50 });
  });

  it("takes a percent discount as round(subtotal x pct / 100)", () => {
    expect(totals({ items: [item(123.45)], discount: discount("percent", 10) })).toMatchObject({ subtotal: 12345, discount: 1235, final: 11110 });
  });

  it("takes a static discount up to the subtotal, never more", () => {
    expect(totals({ items: [item(200)], discount: discount("static", 50) })).toMatchObject({ discount: 5000, final: 15000 });
    expect(totals({ items: [item(30)], discount: discount("static", 50) })).toMatchObject({ discount: 3000, final: 0 });
  });

  it("leaves tax and shipping null until they are known", () => {
    expect(totals({ items: [item(100)] })).toMatchObject({ tax: null, shipping: null, final: 10000 });
  });

  it("taxes no e-gift card: a bag of them owes none at any address, a mixed bag only on its pieces", () => {
    const eGift = { ...item(250), digital: true };
    // Texas: USD 15.63 on the card alone before; nothing now, and nothing before an address either.
    expect(totals({ items: [eGift], taxRate: taxRate("TX") })).toMatchObject({ subtotal: 25000, tax: 0, final: 25000 });
    expect(totals({ items: [eGift] })).toMatchObject({ tax: 0 });
    // A USD 1,000 ring beside it, 10 % off both: the ring's share of the discount is 100, so 900 is taxed at 6.25 %.
    expect(totals({ items: [item(1000), eGift], discount: discount("percent", 10), taxRate: taxRate("TX") })).toMatchObject({
      subtotal: 125000,
      discount: 12500,
      tax: 5625,
    });
  });

  it("taxes the items after the discount, not the shipping", () => {
    const t = totals({ items: [item(1000)], discount: discount("static", 50), shipping: 45, taxRate: taxRate("NY") });
    // (1000 - 50) x 0.08875 = 84.3125
    expect(t).toMatchObject({ subtotal: 100000, discount: 5000, tax: 8431, shipping: 4500, final: 100000 - 5000 + 8431 + 4500 });
  });

  it("rounds tax half up without float error", () => {
    // 200 x 0.0625 = 12.5 cents exactly: 13.
    expect(totals({ items: [item(2)], taxRate: 0.0625 }).tax).toBe(13);
    expect(totals({ items: [item(0.04)], taxRate: 0.0625 }).tax).toBe(0);
  });

  it.each([
    ["NY", 0.08875], ["CA", 0.0725], ["IL", 0.0625], ["TX", 0.0625], ["FL", 0.06], ["WA", 0.065], ["MA", 0.0625], ["NJ", 0.06625],
    ["DE", 0], ["MT", 0], ["NH", 0], ["OR", 0], ["AK", 0], ["OH", DEFAULT_TAX_RATE], ["DC", 0.06], ["HI", 0.06],
  ])("taxes %s at %s", (state, rate) => {
    expect(taxRate(state)).toBe(rate);
    expect(totals({ items: [item(1000)], taxRate: taxRate(state) }).tax).toBe(Math.round(100000 * rate));
  });

  it("lets gift cards pay the whole amount due in the order applied, each up to its balance", () => {
    const input = { items: [item(150)], shipping: 14, taxRate: 0 };
    const small = card("SMALL", "static", 100);
    const big = card("BIG", "static", 500);
    const first = totals({ ...input, giftCards: [small, big] });
    expect(first.giftCards.map((g) => [g.card.code, g.used])).toEqual([["SMALL", 10000], ["BIG", 6400]]);
    expect(first).toMatchObject({ giftCard: 16400, final: 0 });
    const reversed = totals({ ...input, giftCards: [big, small] });
    expect(reversed.giftCards.map((g) => [g.card.code, g.used])).toEqual([["BIG", 16400], ["SMALL", 0]]);
  });

  it("takes a percent gift card's share of the whole amount due, capped by what is left", () => {
    const input = { items: [item(200)], discount: discount("percent", 10), shipping: 14, taxRate: 0.06 };
    // due = 200 - 20 + 14 + 10.80 = 204.80; 15% = 30.72
    const percentFirst = totals({ ...input, giftCards: [card("P", "percent", 15), card("S", "static", 100)] });
    expect(percentFirst.giftCards.map((g) => g.used)).toEqual([3072, 10000]);
    expect(percentFirst.final).toBe(20480 - 3072 - 10000);
    // The same share when it comes second: it is a share of the amount due, not of what is left.
    const percentSecond = totals({ ...input, giftCards: [card("S", "static", 100), card("P", "percent", 15)] });
    expect(percentSecond.giftCards.map((g) => g.used)).toEqual([10000, 3072]);
    // ...unless less than that is left.
    const capped = totals({ ...input, giftCards: [card("S", "static", 200), card("P", "percent", 15)] });
    expect(capped.giftCards.map((g) => g.used)).toEqual([20000, 480]);
    expect(capped.final).toBe(0);
  });

  it("uses a static gift card's remaining balance, and nothing of an empty one", () => {
    const t = totals({ items: [item(300)], giftCards: [card("PART", "static", 100, 2550), card("EMPTY", "static", 100, 0)] });
    expect(t.giftCards.map((g) => g.used)).toEqual([2550, 0]);
    expect(t).toMatchObject({ giftCard: 2550, final: 30000 - 2550 });
  });
});
