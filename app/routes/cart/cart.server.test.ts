import { addFault } from "../../../mock-api/faults";
import { store } from "../../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";

import { INVALID_SEND_ON } from "~/lib/forms/cart";

import { cartAction } from "./cart.server";

setupRouteTests({ campaign: false });

/** A tracked piece with stock to spare, on sale or not. */
const piece = () => store.products.flatMap((product) => product.configurations.map((configuration) => ({ product, configuration })))
  .find(({ product, configuration }) => !product.digital && product.sizes.length === 0 && configuration.track_inventory && configuration.stock_qty >= 5)!;

const ring = () => {
  const product = store.products.find((p) => p.sizes.length > 0 && p.configurations.some((c) => c.track_inventory && c.stock_qty >= 5))!;
  return { product, configuration: product.configurations.find((c) => c.track_inventory && c.stock_qty >= 5)! };
};

async function shopperWithPiece(quantity = 2) {
  const shopper = routeShopper();
  const { product, configuration } = piece();
  const added = await shopper.post(cartAction, "/cart", {
    intent: "add",
    product_configuration_id: String(configuration.id),
    quantity: String(quantity),
    redirectTo: "/shop-all",
  });
  expect(added.status).toBe(302);
  const cartId = String(shopper.jar.session().cart_unique_id);
  const line = store.carts[cartId].lines[0];
  return { shopper, cartId, line, product, configuration };
}

/** What the API heard (the statistics stand-in hears the same events too). */
const eventsNamed = (id: string) => store.events.filter((event) => event.source === "api" && event.body.event_id === id).map((event) => event.body);

describe("the cart drawer's forms", () => {
  it("removes a line and tells analytics which product left, as add_to_cart does", async () => {
    const { shopper, cartId, line, product, configuration } = await shopperWithPiece(2);
    const removed = await shopper.post(cartAction, "/cart", { intent: "remove", item_id: String(line.id), redirectTo: "/about?panel=cart" });
    expect(removed).toMatchObject({ status: 302, location: "/about?panel=cart" });
    expect(store.carts[cartId].lines).toEqual([]);
    await vi.waitFor(() => expect(eventsNamed("remove_from_cart")).toHaveLength(1));
    expect(eventsNamed("remove_from_cart")[0]).toMatchObject({
      cart_id: cartId,
      product_id: product.id,
      product_configuration_id: configuration.id,
      product_sku: configuration.sku,
      product_price: configuration.cost.toFixed(2),
      weight: 2,
      tag: String(line.id),
    });
  });

  it("says nothing of a removal that failed (spec 8: swallowed), and the line stays", async () => {
    const { shopper, cartId, line } = await shopperWithPiece();
    addFault({ path: `/api/v1/carts/items/${line.id}`, method: "DELETE", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    const removed = await shopper.post(cartAction, "/cart", { intent: "remove", item_id: String(line.id), redirectTo: "/about?panel=cart" });
    expect(removed).toMatchObject({ status: 302, location: "/about?panel=cart" });
    expect(store.carts[cartId].lines).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventsNamed("remove_from_cart")).toEqual([]);
  });

  it("changes the quantity of the session's cart", async () => {
    const { shopper, cartId, line } = await shopperWithPiece(1);
    const updated = await shopper.post(cartAction, "/cart", { intent: "update", item_id: String(line.id), quantity: "3", redirectTo: "/about?panel=cart" });
    expect(updated).toMatchObject({ status: 302, location: "/about?panel=cart" });
    expect(store.carts[cartId].lines[0].quantity).toBe(3);
  });
});

describe("a quantity beyond what a line allows (the drawer without JavaScript)", () => {
  it("is set to the stock, and the drawer says so", async () => {
    const { shopper, cartId, line, configuration } = await shopperWithPiece(1);
    const asked = configuration.stock_qty + 5;
    const updated = await shopper.post(cartAction, "/cart", { intent: "update", item_id: String(line.id), quantity: String(asked), redirectTo: "/about?panel=cart" });
    expect(updated).toMatchObject({ status: 302, location: "/about?panel=cart" });
    expect(store.carts[cartId].lines[0].quantity).toBe(configuration.stock_qty);
    expect((await shopper.shell()).cartNotice).toEqual({
      ok: false,
      message: `Only ${configuration.stock_qty} left in stock. The quantity is now ${configuration.stock_qty}.`,
    });
  });

  it("is set to 999 for a made-to-order piece, however many digits were typed", async () => {
    const shopper = routeShopper();
    const made = store.products.filter((p) => p.sizes.length === 0).flatMap((p) => p.configurations).find((c) => !c.track_inventory)!;
    await shopper.post(cartAction, "/cart", { intent: "add", product_configuration_id: String(made.id), quantity: "1", redirectTo: "/shop-all" });
    const cartId = String(shopper.jar.session().cart_unique_id);
    const itemId = String(store.carts[cartId].lines[0].id);
    for (const typed of ["5000", "9".repeat(400)]) {
      await shopper.post(cartAction, "/cart", { intent: "update", item_id: itemId, quantity: typed, redirectTo: "/about?panel=cart" });
      expect(store.carts[cartId].lines[0].quantity).toBe(999);
      expect((await shopper.shell()).cartNotice).toEqual({ ok: false, message: "The most you can order is 999. The quantity is now 999." });
    }
  });

  it("with JavaScript, answers the same words, and a quantity within the limit says nothing", async () => {
    const { shopper, line, configuration } = await shopperWithPiece(1);
    const over = await shopper.post(cartAction, "/cart", { intent: "update", item_id: String(line.id), quantity: String(configuration.stock_qty + 1), enhanced: "1" });
    expect(over.data).toMatchObject({ ok: true, message: `Only ${configuration.stock_qty} left in stock. The quantity is now ${configuration.stock_qty}.` });
    await shopper.shell(); // the add's own notice, read
    const within = await shopper.post(cartAction, "/cart", { intent: "update", item_id: String(line.id), quantity: "2", redirectTo: "/about?panel=cart" });
    expect(within).toMatchObject({ status: 302, location: "/about?panel=cart" });
    expect((await shopper.shell()).cartNotice).toBeNull();
  });
});

describe("adding a ring", () => {
  const addRing = (shopper: ReturnType<typeof routeShopper>, fields: Record<string, string>) =>
    shopper.post(cartAction, "/cart", { intent: "add", product_configuration_id: String(ring().configuration.id), redirectTo: `/product/${ring().product.slug}`, ...fields });

  it("goes to the bag in the size chosen, on a line that names it", async () => {
    const shopper = routeShopper();
    const added = await addRing(shopper, { quantity: "1", size: "6.5" });
    expect(added).toMatchObject({ status: 302, location: `/product/${ring().product.slug}` });
    const cartId = String(shopper.jar.session().cart_unique_id);
    expect(store.carts[cartId].lines.map((line) => [line.size, line.quantity])).toEqual([["6.5", 1]]);
    expect((await shopper.shell()).cartNotice).toEqual({ ok: true, message: "Added to your bag." });
  });

  it("without a size, goes back to the piece saying so, with the quantity kept, and adds nothing", async () => {
    const shopper = routeShopper();
    const refused = await addRing(shopper, { quantity: "2", size: "" });
    expect(refused).toMatchObject({ status: 302, location: `/product/${ring().product.slug}` });
    expect(shopper.jar.session().cart_unique_id).toBeUndefined();
    expect((await shopper.shell()).cartNotice).toEqual({ ok: false, message: "Please choose a ring size.", field: "size", chosen: { quantity: "2" } });
  });

  it("keeps only what a select offers: a huge value would overflow the session cookie", async () => {
    const shopper = routeShopper();
    const refused = await addRing(shopper, { quantity: "9".repeat(3000), size: "x".repeat(3000) });
    expect(refused.status).toBe(302);
    expect((await shopper.shell()).cartNotice).toMatchObject({ ok: false, chosen: {} });
    const sized = routeShopper();
    await addRing(sized, { quantity: "4", size: "x".repeat(9) });
    expect((await sized.shell()).cartNotice).toMatchObject({ ok: false, field: "size", chosen: { quantity: "4" } });
  });

  it("with JavaScript, answers the refusal under the size, keeping what was chosen", async () => {
    const refused = await addRing(routeShopper(), { quantity: "2", size: "12", enhanced: "1" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, fieldErrors: { size: "The selected size is invalid." }, values: { quantity: "2", size: "12" } });
  });
});

describe("adding an e-gift card", () => {
  const eGiftCard = () => store.products.find((p) => p.digital)!;
  /** The UTC day `days` from now: well inside (or outside) the API's window whatever the zone. */
  const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const addCard = (shopper: ReturnType<typeof routeShopper>, fields: Record<string, string>) =>
    shopper.post(cartAction, "/cart", { intent: "add", product_configuration_id: String(eGiftCard().configurations[0].id), redirectTo: `/product/${eGiftCard().slug}`, ...fields });

  it("goes to the bag addressed to its recipient, with the message", async () => {
    const shopper = routeShopper();
    const added = await addCard(shopper, { quantity: "1", recipient_name: " Ada Lovelace ", recipient_email: "Ada@Example.com", gift_message: "Happy birthday" });
    expect(added).toMatchObject({ status: 302, location: `/product/${eGiftCard().slug}` });
    const cartId = String(shopper.jar.session().cart_unique_id);
    expect(store.carts[cartId].lines.map((line) => line.recipient)).toEqual([{ name: "Ada Lovelace", email: "ada@example.com", message: "Happy birthday", send_on: null }]);
    const shell = await shopper.shell();
    expect(shell.cartNotice).toEqual({ ok: true, message: "Added to your bag." });
    expect(shell.cart.lines[0].details).toEqual([
      "USD 250",
      "For Ada Lovelace (ada@example.com)",
      "Sent by e-mail when the order is placed",
      "Message: “Happy birthday”",
    ]);
  });

  it("in the amount chosen, sent on the day chosen, said in the store's date format", async () => {
    const shopper = routeShopper();
    const fiveHundred = eGiftCard().configurations.find((c) => c.sku === "EGIFT-500")!;
    const day = dayIn(30);
    await addCard(shopper, { product_configuration_id: String(fiveHundred.id), recipient_name: "Ada Lovelace", recipient_email: "ada@example.com", send_on: day });
    const cartId = String(shopper.jar.session().cart_unique_id);
    expect(store.carts[cartId].lines.map((line) => [line.product_configuration_id, line.recipient?.send_on])).toEqual([[fiveHundred.id, day]]);
    const [year, month, date] = day.split("-");
    const shell = await shopper.shell();
    expect(shell.cart.lines[0]).toMatchObject({ price: 500, details: ["USD 500", "For Ada Lovelace (ada@example.com)", `Sent by e-mail on ${month}/${date}/${year}`] });
  });

  it("refused a day gone, goes back with the API's words on the day, every typed field kept, and adds nothing", async () => {
    const shopper = routeShopper();
    const typed = { recipient_name: "Ada Lovelace", recipient_email: "ada@example.com", gift_message: "Happy birthday", send_on: dayIn(-3) };
    const refused = await addCard(shopper, { quantity: "1", ...typed });
    expect(refused.status).toBe(302);
    expect(shopper.jar.session().cart_unique_id).toBeUndefined();
    expect((await shopper.shell()).cartNotice).toEqual({
      ok: false,
      message: "The delivery date has passed: choose today or a later day.",
      field: "send_on",
      chosen: { quantity: "1", ...typed },
    });
    const enhanced = await addCard(routeShopper(), { ...typed, send_on: dayIn(400), enhanced: "1" });
    expect(enhanced.data).toMatchObject({ ok: false, fieldErrors: { send_on: "The delivery date can be at most 365 days from today." } });
  });

  it("refuses what is no day in its own words (the API's differ), before the API hears of it", async () => {
    const shopper = routeShopper();
    await addCard(shopper, { recipient_name: "Ada", recipient_email: "ada@example.com", send_on: "2026-02-30" });
    expect((await shopper.shell()).cartNotice).toMatchObject({ ok: false, message: INVALID_SEND_ON, field: "send_on", chosen: { send_on: "2026-02-30" } });
    expect(shopper.jar.session().cart_unique_id).toBeUndefined();
  });

  it("without a recipient, goes back saying whom it needs, with what was typed, and adds nothing", async () => {
    const shopper = routeShopper();
    const refused = await addCard(shopper, { quantity: "1", recipient_name: "", recipient_email: "ada@example.com", gift_message: "Happy birthday" });
    expect(refused.status).toBe(302);
    expect(shopper.jar.session().cart_unique_id).toBeUndefined();
    expect((await shopper.shell()).cartNotice).toEqual({
      ok: false,
      message: "Please enter the recipient's name.",
      field: "recipient_name",
      chosen: { quantity: "1", recipient_email: "ada@example.com", gift_message: "Happy birthday" },
    });
  });

  it("refuses a malformed e-mail before the API hears of it, and keeps no typed value beyond its limit", async () => {
    const shopper = routeShopper();
    await addCard(shopper, { recipient_name: "Ada", recipient_email: "ada@", gift_message: "x".repeat(5000) });
    expect((await shopper.shell()).cartNotice).toEqual({
      ok: false,
      message: "Enter a valid email address",
      field: "recipient_email",
      chosen: { recipient_name: "Ada", recipient_email: "ada@" },
    });
  });

  it("with JavaScript, answers the refusal on its field", async () => {
    const refused = await addCard(routeShopper(), { recipient_name: "Ada", enhanced: "1" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, fieldErrors: { recipient_email: "Please enter the recipient's e-mail address." } });
  });
});
