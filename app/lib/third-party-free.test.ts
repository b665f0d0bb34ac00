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
