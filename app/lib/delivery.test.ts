import { deliveryText } from "./delivery";

describe("deliveryText", () => {
  it("writes the window in the store's date format, a single day once", () => {
    expect(deliveryText({ earliest: "2026-12-21", latest: "2026-12-28" }, "MM/dd/yyy")).toBe("12/21/2026 to 12/28/2026");
    expect(deliveryText({ earliest: "2026-12-04", latest: "2026-12-04" }, "MM/dd/yyy")).toBe("12/04/2026");
    expect(deliveryText({ earliest: "2026-12-21", latest: "2027-01-04" }, "LLLL do yyy")).toBe("December 21st 2026 to January 4th 2027");
  });

  it("keeps the calendar day whatever the server's zone: a day is not an instant", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Pacific/Honolulu";
    try {
      expect(deliveryText({ earliest: "2026-12-01", latest: "2026-12-01" }, "MM/dd/yyy")).toBe("12/01/2026");
    } finally {
      process.env.TZ = zone;
    }
  });

  it("promises nothing without a window, or with one it cannot read", () => {
    expect(deliveryText(null, "MM/dd/yyy")).toBeNull();
    expect(deliveryText({ earliest: "soon", latest: "2026-12-28" }, "MM/dd/yyy")).toBeNull();
    expect(deliveryText({ earliest: "2026-02-30", latest: "2026-12-28" }, "MM/dd/yyy")).toBeNull();
  });
});
