import { describe, expect, it } from "vitest";

import { CONFIRM_RETRY_AFTER_MS, type Placing, placingVerdict } from "./placing";

const KEY = "6f1c2a9e-4b7d-4e21-9c3a-1d2e3f4a5b6c";
const placing: Placing = { cart: "cart-1", checkout: "co-1", key: KEY, at: 1_000_000 };
const soon = placing.at + 5_000;
const late = placing.at + CONFIRM_RETRY_AFTER_MS;

describe("placingVerdict", () => {
  it("lands on the order once the cart's checkout is paid, whichever call paid it", () => {
    expect(placingVerdict({ status: "paid", order: { po_number: "ML-100253" }, idempotency_key: KEY }, placing, soon)).toEqual({ kind: "placed" });
    expect(placingVerdict({ status: "paid", order: { po_number: "ML-100253" }, idempotency_key: "another" }, placing, late)).toEqual({ kind: "placed" });
    expect(placingVerdict({ status: "paid", order: { po_number: "ML-100253" } }, placing, soon)).toEqual({ kind: "placed" });
  });

  it("takes a decline that is this attempt's, or names no attempt, back to payment with its message", () => {
    expect(placingVerdict({ status: "declined", message: "Your card was declined.", order: null, idempotency_key: KEY }, placing, soon)).toEqual({
      kind: "declined",
      message: "Your card was declined.",
    });
    expect(placingVerdict({ status: "cancelled", order: null }, placing, soon)).toEqual({ kind: "declined", message: null });
  });

  it("keeps confirming while the outcome is another attempt's, unknown or unreadable, then lets the same attempt be placed again", () => {
    const earlierDecline = { status: "declined", message: "Your card was declined.", order: null, idempotency_key: "an-earlier-attempt" };
    for (const outcome of [earlierDecline, null, { status: "pending", order: null }, { status: "paid", order: null }]) {
      expect(placingVerdict(outcome, placing, soon)).toEqual({ kind: "waiting" });
      expect(placingVerdict(outcome, placing, late - 1)).toEqual({ kind: "waiting" });
      expect(placingVerdict(outcome, placing, late)).toEqual({ kind: "retry" });
    }
  });
});
