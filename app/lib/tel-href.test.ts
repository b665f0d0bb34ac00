import { telHref } from "./tel-href";

describe("telHref", () => {
  it("keeps a number's digits and its plus", () => {
    expect(telHref("+1 (212) 555-0147")).toBe("tel:+12125550147");
  });

  it("dials a ten-digit US number with +1", () => {
    expect(telHref("(312) 555-0199")).toBe("tel:+13125550199");
  });
});
