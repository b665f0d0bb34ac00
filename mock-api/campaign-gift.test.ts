import { describe, expect, it } from "vitest";

import { placeOrderResponse } from "~/services/schemas/orders.server";

import { renderMedia } from "./media";
import { returnableQuantity } from "./returns";
import { E_GIFT_CARD_SLUG, TRAVEL_ROLL_CONFIGURATION_ID, TRAVEL_ROLL_SKU, TRAVEL_ROLL_SLUG } from "./seed";
import { GIFT_WITH_PURCHASE } from "./seed/gifts";
import { store } from "./store";
import { api, cardToken, cartOf, cartWith, expectApiError, fillCheckout, getJson, NY_ADDRESS, placeCheckout, postJson, priced, sendJson, setupMockApi } from "./testing";

setupMockApi();

const eGiftCard = () => store.products.find((p) => p.slug === E_GIFT_CARD_SLUG)!.default_config.id;
const rolls = <T extends { product_configuration_id: number }>(cart: { items: T[] }) =>
  cart.items.filter((item) => item.product_configuration_id === TRAVEL_ROLL_CONFIGURATION_ID);
const fetchCart = async (id: string) => cartOf(await api(`/api/v1/carts?cart_unique_id=${id}`));

describe("the campaign's gift with purchase", () => {
  it("puts one travel roll, free and locked, in a cart with a piece to ship, and never a second", async () => {
    const [a, b] = priced(1200, 300);
    const cart = await cartWith(a.id, { id: b.id, quantity: 2 });
    expect(rolls(cart)).toEqual([
      expect.objectContaining({
        title: "Travel Jewelry Roll",
        vendor_model: TRAVEL_ROLL_SKU,
        quantity: 1,
        base_cost: 0,
        gift_campaign_id: GIFT_WITH_PURCHASE.campaign_id,
        gift_campaign_qty: 1,
        digital: false,
      }),
    ]);
    // It is the cart's last line and costs nothing.
    expect(cart.items.at(-1)!.product_configuration_id).toBe(TRAVEL_ROLL_CONFIGURATION_ID);
    expect(cart.total_cost).toBe(1800);
    expect(rolls(await fetchCart(cart.unique_id))).toHaveLength(1);
  });

  it("cannot be changed or removed, and leaves with the last piece", async () => {
    const [a] = priced(500);
    const cart = await cartWith(a.id);
    const [roll] = rolls(cart);
    await expectApiError(
      await sendJson(`/api/v1/carts/items/${roll.id}`, { cart_unique_id: cart.unique_id, quantity: 3 }, { method: "PATCH" }),
      400,
      "quantity",
      "This gift cannot be changed.",
    );
    await expectApiError(await sendJson(`/api/v1/carts/items/${roll.id}`, { cart_unique_id: cart.unique_id }, { method: "DELETE" }), 400, "id");

    const piece = cart.items.find((item) => item.gift_campaign_id === null)!;
    const emptied = await cartOf(await sendJson(`/api/v1/carts/items/${piece.id}`, { cart_unique_id: cart.unique_id }, { method: "DELETE" }));
    expect(emptied.items).toEqual([]);
  });

  it("comes with no e-gift card alone (nothing ships), and with a piece beside one", async () => {
    const cards = await cartWith(eGiftCard());
    expect(rolls(cards)).toEqual([]);
    const [a] = priced(400);
    const both = await cartOf(await postJson("/api/v1/carts/items", { cart_unique_id: cards.unique_id, product_configuration_id: a.id }));
    expect(rolls(both)).toHaveLength(1);
  });

  it("is given only while the campaign runs", async () => {
    store.campaign = null;
    const [a] = priced(400);
    expect(rolls(await cartWith(a.id))).toEqual([]);
  });

  it("does not hold the parcel back: the rates' dates are an in-stock piece's", async () => {
    const [a] = priced(400);
    const cart = await cartWith(a.id);
    const quote = async () => {
      const response = await postJson("/api/v1/orders/rates", { cart_unique_id: cart.unique_id, shipping_address: NY_ADDRESS });
      const { data } = (await response.json()) as { data: { rates: Array<{ id: string; delivery: { min_days: number } }> } };
      return data.rates.find((rate) => rate.id === "express")!.delivery.min_days;
    };
    const withRoll = await quote();
    store.campaign = null;
    await fetchCart(cart.unique_id);
    expect(await quote()).toBe(withRoll);
  });

  it("is on the placed order as a free line that is never returned, and it is not in the catalogue", async () => {
    const [a] = priced(700);
    const cart = await cartWith(a.id);
    const ready = await cartOf(await fillCheckout(cart.unique_id, { payment_method: "card", payment_token: await cardToken() }));
    const response = await placeCheckout({ cart_unique_id: cart.unique_id });
    expect(response.status).toBe(200);
    const order = placeOrderResponse.parse(await response.json()).data.order!;
    expect(order.order_products).toEqual(
      expect.arrayContaining([expect.objectContaining({ product_configuration_id: TRAVEL_ROLL_CONFIGURATION_ID, price: 0, quantity: 1 })]),
    );
    expect(order.final_amount).toBe(ready.final_amount);

    const stored = store.orders.find((o) => o.po_number === order.po_number)!;
    stored.status = "shipped";
    const [piece, roll] = stored.order_products;
    expect(returnableQuantity(stored, piece)).toBe(1);
    expect(roll.gift_campaign_id).toBe(GIFT_WITH_PURCHASE.campaign_id);
    expect(returnableQuantity(stored, roll)).toBe(0);

    expect((await api(`/api/v1/products/${TRAVEL_ROLL_SLUG}`)).status).toBe(404);
    const { body } = await getJson("/api/v1/system-catalog?search=travel%20roll&count=240");
    expect((body as { data: unknown[] }).data).toEqual([]);
    expect(renderMedia(`/media/products/${TRAVEL_ROLL_SLUG}/${TRAVEL_ROLL_SKU}.svg`)).toMatch(/^<svg/);
  });
});
