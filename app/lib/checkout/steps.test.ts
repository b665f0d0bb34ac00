import { describe, expect, it } from "vitest";

import { type CheckoutProgress, firstIncompleteStep, resolveStep, stepHref, stepTitle, stepsOf } from "./steps";

const empty: CheckoutProgress = {
  email: null,
  shipping_address: null,
  shipping_rate_id: null,
  payment_method: null,
  card: null,
  amountDue: 100,
};
const addressed = { ...empty, email: "a@b.co", shipping_address: { zip_code: "10023" } };

describe("checkout steps", () => {
  it("starts at contact and moves on as each step is completed", () => {
    expect(firstIncompleteStep(empty)).toBe("contact");
    expect(firstIncompleteStep({ ...empty, email: "a@b.co" })).toBe("address");
    expect(firstIncompleteStep(addressed)).toBe("shipping");
    expect(firstIncompleteStep({ ...addressed, shipping_rate_id: "ground" })).toBe("payment");
    expect(firstIncompleteStep({ ...addressed, shipping_rate_id: "ground", payment_method: "paypal" })).toBe("review");
  });

  it("needs a verified card when the method is card", () => {
    const chosen = { ...addressed, shipping_rate_id: "ground", payment_method: "card" };
    expect(firstIncompleteStep(chosen)).toBe("payment");
    expect(firstIncompleteStep({ ...chosen, card: { last4: "4242" } })).toBe("review");
  });

  it("needs no payment when gift cards cover the order", () => {
    expect(firstIncompleteStep({ ...addressed, shipping_rate_id: "ground", amountDue: 0 })).toBe("review");
  });

  it("opens an earlier step but never one past the first incomplete", () => {
    expect(resolveStep("contact", addressed)).toBe("contact");
    expect(resolveStep("review", addressed)).toBe("shipping");
    expect(resolveStep("nonsense", addressed)).toBe("shipping");
    expect(resolveStep(undefined, empty)).toBe("contact");
  });

  it("asks a bag of e-mailed cards where it is billed, and no shipping method", () => {
    const digital = { ...empty, digitalOnly: true, email: "a@b.co" };
    expect(stepsOf(digital)).toEqual(["contact", "address", "payment", "review"]);
    expect(stepTitle("address", true)).toBe("Billing address");
    expect(stepTitle("address")).toBe("Shipping address");
    expect(firstIncompleteStep(digital)).toBe("address");
    // A shipping address is not what it needs: a billing address is, and then payment.
    expect(firstIncompleteStep({ ...digital, shipping_address: { zip_code: "10023" } })).toBe("address");
    const billed = { ...digital, billing_address: { zip_code: "10023" } };
    expect(firstIncompleteStep(billed)).toBe("payment");
    // Its URL has no shipping step: asked for, it is the step still to do.
    expect(resolveStep("shipping", billed)).toBe("payment");
    expect(resolveStep("address", billed)).toBe("address");
  });

  it("links each step under the checkout id", () => {
    expect(stepHref("ab/c", "payment")).toBe("/checkout/ab%2Fc?step=payment");
  });
});
