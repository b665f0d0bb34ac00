/** The delivery window every rate carries: the slowest piece's handling, then the rate's transit, in business days. */
import { describe, expect, it } from "vitest";

import { leadTime } from "~/lib/lead-time";

import { pages } from "./seed/pages";
import { HANDLING_DAYS, TRANSIT_DAYS, deliveryOf, estimateRates, handlingOf, ratesFor } from "./shipping";

// A Friday: business days skip the weekend.
const FRIDAY = new Date(2026, 11, 4, 10, 0);
const inStock = { digital: false, track_inventory: true };
const madeToOrder = { digital: false, track_inventory: false };
const eGiftCard = { digital: true, track_inventory: false };

describe("handlingOf", () => {
  it("waits for the slowest piece: one made-to-order piece holds the whole parcel", () => {
    expect(handlingOf([inStock])).toEqual(HANDLING_DAYS.in_stock);
    expect(handlingOf([inStock, madeToOrder])).toEqual(HANDLING_DAYS.made_to_order);
  });

  it("does not count an e-mailed card as a parcel piece", () => {
    expect(handlingOf([inStock, eGiftCard])).toEqual(HANDLING_DAYS.in_stock);
  });
});

describe("deliveryOf", () => {
  it("counts business days from the quote: in stock by express, Friday to Wednesday at the latest", () => {
    expect(deliveryOf("express", [inStock], FRIDAY)).toEqual({ min_days: 2, max_days: 3, earliest: "2026-12-08", latest: "2026-12-09" });
  });

  it("adds a made-to-order piece's weeks before any rate's transit: overnight does not arrive overnight", () => {
    const overnight = deliveryOf("overnight", [madeToOrder], FRIDAY);
    expect(overnight.min_days).toBe(HANDLING_DAYS.made_to_order.min + TRANSIT_DAYS.overnight.min);
    expect(overnight.max_days).toBe(HANDLING_DAYS.made_to_order.max + TRANSIT_DAYS.overnight.max);
    // 16 to 21 business days from Friday 4 December.
    expect(overnight).toMatchObject({ earliest: "2026-12-28", latest: "2027-01-04" });
  });

  it("e-mails a card the same day", () => {
    expect(deliveryOf("email", [eGiftCard], FRIDAY)).toEqual({ min_days: 0, max_days: 0, earliest: "2026-12-04", latest: "2026-12-04" });
  });
});

describe("ratesFor and estimateRates", () => {
  const ny = { state: "NY", address: "1 West 72nd Street", apartment: null };

  it("give every rate its window for the bag's pieces", () => {
    const rates = ratesFor(ny, [madeToOrder]);
    expect(rates.map((rate) => rate.id)).toEqual(["ground", "express", "overnight"]);
    for (const rate of rates) expect(rate.delivery?.min_days).toBeGreaterThanOrEqual(HANDLING_DAYS.made_to_order.min);
    expect(estimateRates([inStock]).map((rate) => rate.delivery?.max_days)).toEqual([
      HANDLING_DAYS.in_stock.max + TRANSIT_DAYS.ground.max,
      HANDLING_DAYS.in_stock.max + TRANSIT_DAYS.express.max,
    ]);
  });
});

describe("the /shipping page", () => {
  it("names the made-to-order lead time in the words the store's product page and bag use for the same days", () => {
    const page = pages.find((p) => p.slug === "shipping")!;
    const html = page.translations.map((t) => t.content).join("");
    expect(html).toContain(`ship in ${leadTime(HANDLING_DAYS.made_to_order)}`);
  });
});
