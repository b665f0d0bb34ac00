import { toCartLine } from "./cart-line";
import { ringSizeText } from "./line-choice";

const item = (overrides: Partial<Parameters<typeof toCartLine>[0]> = {}) => ({
  id: 7,
  slug: "aurelia-ring",
  configuration_id: "YG14-DIA",
  title: "Aurelia Ring",
  image_url: "https://cdn.example/a.svg",
  materials: [{ title: "14K Yellow Gold" }, { title: "Diamond" }],
  quantity: 2,
  base_cost: 950,
  sale: false,
  sale_cost: 0,
  start_at_cost: 0,
  track_inventory: true,
  stock_qty: 4,
  gift_campaign_id: null,
  digital: false,
  ...overrides,
});

describe("toCartLine", () => {
  it("shows the line's title, materials, price, limits and edit link", () => {
    expect(toCartLine(item())).toEqual({
      id: 7,
      title: "Aurelia Ring",
      image: "https://cdn.example/a.svg",
      details: ["14K Yellow Gold, Diamond"],
      quantity: 2,
      price: 950,
      compareAt: null,
      maxQuantity: 4,
      leadTime: null,
      locked: false,
      editHref: "/product/aurelia-ring?configuration_id=YG14-DIA",
    });
  });

  it("names a made-to-order piece's lead time from the store's terms, as its page does", () => {
    const madeToOrder = item({ track_inventory: false, stock_qty: 0 });
    expect(toCartLine(madeToOrder, { min: 15, max: 20 })).toMatchObject({ leadTime: "Made to order: ships in 3 to 4 weeks", maxQuantity: 999 });
    expect(toCartLine(madeToOrder).leadTime).toBe("Made to order");
    expect(toCartLine(item(), { min: 15, max: 20 }).leadTime).toBeNull();
  });

  it("uses the sale price and strikes through start_at_cost", () => {
    expect(toCartLine(item({ sale: true, sale_cost: 800, start_at_cost: 950 }))).toMatchObject({ price: 800, compareAt: 950 });
  });

  it("names a ring's size, as every page that shows a line says it", () => {
    expect(toCartLine(item({ options: { size: "6.5" } })).details).toEqual(["14K Yellow Gold, Diamond", ringSizeText("6.5")]);
    expect(ringSizeText("6.5")).toBe("Ring size 6.5");
  });

  it("names an e-gift card's amount, recipient, day (in the store's date format) and message", () => {
    const recipient = { name: "Ada Lovelace", email: "ada@example.com", message: "Happy birthday", send_on: "2026-01-01" };
    const card = item({ materials: [{ title: "USD 500" }], options: { recipient } });
    expect(toCartLine(card, null, "dd.MM.yyyy").details).toEqual([
      "USD 500",
      "For Ada Lovelace (ada@example.com)",
      "Sent by e-mail on 01.01.2026",
      "Message: “Happy birthday”",
    ]);
    expect(toCartLine(item({ materials: [{ title: "USD 500" }], options: { recipient: { ...recipient, send_on: null } } })).details).toContain(
      "Sent by e-mail when the order is placed",
    );
  });

  it("locks gift-campaign lines, which link to no page (a gift is not edited, a gift with purchase has none)", () => {
    expect(toCartLine(item({ gift_campaign_id: 1 }))).toMatchObject({ locked: true, editHref: null });
  });

  it("allows 999 when inventory is not tracked", () => {
    expect(toCartLine(item({ track_inventory: false, stock_qty: 0 })).maxQuantity).toBe(999);
  });
});
