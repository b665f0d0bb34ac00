import { describe, expect, it } from "vitest";

import { isThirdPartyFree } from "./third-party-free";

describe("isThirdPartyFree", () => {
  it("is every token page and the checkout from the payment step on", () => {
    expect(isThirdPartyFree("/recover-password/abc123")).toBe(true);
    expect(isThirdPartyFree("/verify/abc123?x=1")).toBe(true);
    expect(isThirdPartyFree("/checkout/c-1?step=payment")).toBe(true);
    expect(isThirdPartyFree("/checkout/c-1?step=review")).toBe(true);
    expect(isThirdPartyFree("/checkout/c-1/return?step=contact")).toBe(true);
    expect(isThirdPartyFree("/checkout/express")).toBe(true);
  });

  it("is order tracking, whatever its address holds: the page where an e-mail and a billing ZIP code are typed and what they find is shown", () => {
    expect(isThirdPartyFree("/track-your-order")).toBe(true);
    expect(isThirdPartyFree("/track-your-order?number=ML-100240&email=a%40b.co&billing_zip=60614")).toBe(true);
    expect(isThirdPartyFree("//Track-Your-Order/")).toBe(true);
    expect(isThirdPartyFree("/track-your-order-help")).toBe(false);
  });

  it("is on the safe side for a checkout address it does not know", () => {
    expect(isThirdPartyFree("/checkout/c-1")).toBe(true);
    expect(isThirdPartyFree("/checkout/c-1?step=Payment")).toBe(true);
    expect(isThirdPartyFree("//checkout//c-1?step=nonsense")).toBe(true);
  });

  it("leaves the steps before payment, the confirmation and the rest of the store to the third parties", () => {
    for (const step of ["contact", "address", "shipping"]) expect(isThirdPartyFree(`/checkout/c-1?step=${step}`)).toBe(false);
    expect(isThirdPartyFree("/checkout/success")).toBe(false);
    expect(isThirdPartyFree("/checkout/success/o-1")).toBe(false);
    expect(isThirdPartyFree("/checkout")).toBe(false);
    expect(isThirdPartyFree("/shop-all?step=payment")).toBe(false);
    expect(isThirdPartyFree("/recover-password")).toBe(false);
  });
});
