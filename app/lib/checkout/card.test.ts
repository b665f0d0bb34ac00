import { describe, expect, it } from "vitest";

import { cardBrand, isExpired, isValidCardNumber, parseExpiry, passesLuhn, securityCodeLength } from "./card";

describe("card rules", () => {
  it("accepts the gateway's test numbers, with spaces or dashes", () => {
    expect(isValidCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(isValidCardNumber("5555-5555-5555-4444")).toBe(true);
    expect(isValidCardNumber("378282246310005")).toBe(true);
  });

  it("rejects a wrong check digit, letters and wrong lengths", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(isValidCardNumber("4242424242424241")).toBe(false);
    expect(isValidCardNumber("4242x42424242424")).toBe(false);
    expect(isValidCardNumber("4242")).toBe(false);
    expect(isValidCardNumber("42424242424242424242")).toBe(false);
  });

  it("names the brand from the number's prefix", () => {
    expect(cardBrand("4242424242424242")).toBe("Visa");
    expect(cardBrand("5555555555554444")).toBe("Mastercard");
    expect(cardBrand("2221000000000009")).toBe("Mastercard");
    expect(cardBrand("371449635398431")).toBe("American Express");
    expect(cardBrand("6011111111111117")).toBe("Discover");
    expect(cardBrand("9999")).toBe("Card");
  });

  it("asks American Express for 4 security digits and the others for 3", () => {
    expect(securityCodeLength("378282246310005")).toBe(4);
    expect(securityCodeLength("4242424242424242")).toBe(3);
  });

  it("reads MM/YY, MM/YYYY and MMYY, and refuses month 13", () => {
    expect(parseExpiry("04/29")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("4 / 2031")).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry("1230")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("13/29")).toBeNull();
    expect(parseExpiry("soon")).toBeNull();
  });

  it("keeps a card valid through its expiry month", () => {
    const now = new Date(2026, 10, 22);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});
