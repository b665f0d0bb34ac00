/** POST /carts/checkout and GET /checkout/get-order: the checks, card payments, gift cards, the order and what it changes. */
import { describe, expect, it } from "vitest";

import {
  checkoutOrderResponse,
  ordersResponse,
  placeOrderResponse,
  trackingResponse,
  type Order,
} from "~/services/schemas/orders.server";

import { MILESTONES } from "./seed/orders";
import { store } from "./store";
import {
  addressIn,
  api,
  BASE,
  cardToken,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  getJson,
  GIFT_RECIPIENT,
  NY_ADDRESS,
  patchCheckout,
  postJson,
  priced,
  setupMockApi,
} from "./testing";

setupMockApi({ campaign: false });

const checkout = (body: Record<string, unknown>, init: RequestInit = {}) =>
  api("/api/v1/carts/checkout", {
    method: "POST",
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });
const bind = (cart_unique_id: string, gift_card_code: string) =>
  postJson("/api/v1/carts/bind-gift-card", { cart_unique_id, gift_card_code });
const getOrder = (cartId: string) => getJson(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`);

/** A 200 from POST /carts/checkout with an order. */
async function orderOf(response: Response): Promise<Order> {
  expect(response.status).toBe(200);
  const { data } = placeOrderResponse.parse(await response.json());
  expect(data.redirect_url).toBeNull();
  return data.order!;
}

/** A cart with every step done: e-mail, a New York address, a rate and (unless skipped) a payment. */
async function readyCart(
  lines: Parameters<typeof cartWith>,
  steps: { address?: Record<string, unknown>; rate?: string; payment?: Record<string, unknown> | null; codes?: string[] } = {},
) {
  const cart = await cartWith(...lines);
  for (const code of steps.codes ?? []) await cartOf(await bind(cart.unique_id, code));
  const payment = steps.payment === undefined ? { payment_method: "card", payment_token: await cardToken() } : (steps.payment ?? {});
  return cartOf(
    await patchCheckout(cart.unique_id, {
      email: "Camille@Example.com",
      shipping_address: steps.address ?? NY_ADDRESS,
      shipping_rate_id: steps.rate ?? "express",
      ...payment,
    }),
  );
}

describe("POST /api/v1/carts/checkout with an Idempotency-Key", () => {
  const keyed = (key: string, body: Record<string, unknown>) => checkout(body, { headers: { "Idempotency-Key": key } });

  it("orders once: a retry with the key gets the first answer again, marked replayed, and get-order names the key", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id]);
    const ordersBefore = store.orders.length;
    const first = await keyed("attempt-1", { cart_unique_id: cart.unique_id });
    const order = await orderOf(first.clone());
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await keyed("attempt-1", { cart_unique_id: cart.unique_id });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await orderOf(again)).toEqual(order);
    expect(store.orders.length).toBe(ordersBefore + 1);
    const outcome = checkoutOrderResponse.parse((await getOrder(cart.unique_id)).body).data;
    expect(outcome).toMatchObject({ status: "paid", idempotency_key: "attempt-1", order: { po_number: order.po_number } });
  });

  it("gives a declined card's answer again for its key; a new attempt needs a new key", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id], { payment: { payment_method: "card", payment_token: await cardToken("4000000000000002") } });
    const declined = await keyed("attempt-2", { cart_unique_id: cart.unique_id });
    expect(declined.status).toBe(402);
    const replayed = await keyed("attempt-2", { cart_unique_id: cart.unique_id });
    expect(replayed.status).toBe(402);
    expect(await replayed.json()).toEqual(await declined.json());
    expect(checkoutOrderResponse.parse((await getOrder(cart.unique_id)).body).data).toMatchObject({ status: "declined", idempotency_key: "attempt-2" });
  });

  it("refuses a key used with another body, and a malformed key", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id]);
    await orderOf(await keyed("attempt-3", { cart_unique_id: cart.unique_id }));
    await expectApiError(await keyed("attempt-3", { cart_unique_id: "another-cart" }), 422, "Idempotency-Key", "This Idempotency-Key was used with another request.");
    await expectApiError(await keyed("has space", { cart_unique_id: cart.unique_id }), 400, "Idempotency-Key", "The Idempotency-Key header must be 1 to 255 printable characters.");
  });

  it("says a key is still being worked on (409) until its first call has answered", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id]);
    store.idempotency["place-order attempt-4"] = { body: "{}", answer: null };
    await expectApiError(await keyed("attempt-4", { cart_unique_id: cart.unique_id }), 422, "Idempotency-Key", "This Idempotency-Key was used with another request.");
    const body = JSON.stringify({ cart_unique_id: cart.unique_id });
    store.idempotency["place-order attempt-5"] = { body, answer: null };
    await expectApiError(await keyed("attempt-5", { cart_unique_id: cart.unique_id }), 409, null, "A request with this Idempotency-Key is still being processed. Try again shortly.");
    delete store.idempotency["place-order attempt-5"];
    await orderOf(await keyed("attempt-5", { cart_unique_id: cart.unique_id }));
  });
});

describe("POST /api/v1/carts/checkout with a card", () => {
  it("places the order with the cart's money, lines, codes and card", async () => {
    const [a, b] = priced(1000, 120);
    const cart = await readyCart([{ id: a.id, quantity: 2 }, b.id], {
      address: { ...NY_ADDRESS, zip_code: "10023-4501", company: "Durand Studio" },
      codes: ["WELCOME10", "GIFT-100-LUMIERE"],
    });
    expect(cart).toMatchObject({ total_cost: 2120, discount_amount: 212, shipping_amount: 14, tax_amount: 169.34, gift_card_amount: 100, final_amount: 1991.34 });
    const before = Date.now();
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(order).toMatchObject({
      po_number: "ML-100253",
      status: "confirmed",
      milestone: MILESTONES.confirmed,
      tracking_number: null,
      tracking_url: null,
      email: "camille@example.com",
      billing_zip: "10023",
      shipping_address: {
        name: "Camille Durand",
        company: "Durand Studio",
        address: NY_ADDRESS.address,
        apartment: NY_ADDRESS.apartment,
        city: "New York",
        state: "NY",
        zip_code: "10023-4501",
        country: "US",
        phone_number: NY_ADDRESS.phone_number,
      },
      // Billed to the shipping address: its lines without the phone.
      billing_address: { name: "Camille Durand", company: "Durand Studio", city: "New York", state: "NY", zip_code: "10023-4501", country: "US" },
      subtotal_amount: 2120,
      discount_amount: 212,
      gift_card_amount: 100,
      shipping_amount: 14,
      tax_amount: 169.34,
      final_amount: 1991.34,
      currency_code: "USD",
      payment_method: "card",
      card: { brand: "Visa", last4: "4242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, holder_name: "Camille Durand", card_name: null },
      options: cart.options,
    });
    expect(order).not.toHaveProperty("user_id");
    expect(Date.parse(order.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(order.order_products.map((p) => [p.product_configuration_id, p.price, p.quantity, p.title])).toEqual(
      cart.items.map((i) => [i.product_configuration_id, i.base_cost, i.quantity, i.title]),
    );
    // Each line names its materials as the cart item did.
    expect(order.order_products.map((p) => p.materials.map((m) => m.title))).toEqual(cart.items.map((i) => i.materials.map((m) => m.title)));
    expect(order.order_products[0].materials.length).toBeGreaterThan(0);
    expect(order.order_products[0].image_url).toBe(`${BASE}/media/products/${cart.items[0].slug}/${cart.items[0].configuration_id}.svg`);
    expect(order.id).toBe(6);
    // The rate it ships by, and the window that rate promised at checkout.
    const chosen = cart.shipping_rates.rates.find((rate) => rate.id === cart.checkout.shipping_rate_id);
    expect(order.shipping_method).toEqual({ id: "express", title: "Express" });
    expect(order.estimated_delivery).toEqual({ earliest: chosen?.delivery?.earliest, latest: chosen?.delivery?.latest });
    expect(order.estimated_delivery?.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order).toMatchObject({ gift_message: null, gift_wrap: false });
  });

  it("keeps the gift message and wrap chosen at checkout on the order", async () => {
    const cart = await readyCart([priced(1000)[0].id]);
    await patchCheckout(cart.unique_id, { gift_message: "Will you marry me?", gift_wrap: true });
    expect(await orderOf(await checkout({ cart_unique_id: cart.unique_id }))).toMatchObject({ gift_message: "Will you marry me?", gift_wrap: true });
  });

  it("keeps each ring's size and each e-gift card's recipient on its order line", async () => {
    const ring = store.products.find((p) => p.sizes.length > 0 && p.configurations[0].track_inventory && p.configurations[0].stock_qty >= 2)!;
    const [charm] = priced(100);
    const eGiftCard = store.products.find((p) => p.digital)!.configurations[0];
    const cart = await readyCart([ring.configurations[0].id, charm.id, eGiftCard.id]);
    expect(cart.items.map((i) => i.options.size)).toEqual([ring.sizes[0].value, null, null]);
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    const recipient = { name: GIFT_RECIPIENT.recipient_name, email: GIFT_RECIPIENT.recipient_email, message: GIFT_RECIPIENT.gift_message, send_on: null };
    expect(order.order_products.map((p) => [p.product_configuration_id, p.size, p.recipient])).toEqual([
      [ring.configurations[0].id, ring.sizes[0].value, null],
      [charm.id, null, null],
      [eGiftCard.id, null, recipient],
    ]);
  });

  it("places a bag of e-gift cards with a billing address alone: no shipping address, rate to choose or tax", async () => {
    const eGiftCard = store.products.find((p) => p.digital)!.configurations[0];
    const cart = await cartWith(eGiftCard.id);
    const billing = { ...NY_ADDRESS, phone_number: undefined };
    await patchCheckout(cart.unique_id, { email: "camille@example.com", payment_method: "card", payment_token: await cardToken() });
    await expectApiError(await checkout({ cart_unique_id: cart.unique_id }), 400, "billing_address", "Enter a billing address.");
    const billed = await cartOf(await patchCheckout(cart.unique_id, { billing_address: billing }));
    // E-mail is its one rate, chosen for it; a card is money, so no sales tax even in New York.
    expect(billed).toMatchObject({ shipping_amount: 0, tax_amount: 0, final_amount: eGiftCard.cost, checkout: { shipping_address: null } });
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(order).toMatchObject({ shipping_address: null, billing_zip: NY_ADDRESS.zip_code.slice(0, 5), shipping_method: { id: "email" }, tax_amount: 0 });
    expect(order.billing_address).toMatchObject({ city: NY_ADDRESS.city });
  });

  it("keeps each e-gift card's amount and the day it is sent on on its order line", async () => {
    const card = store.products.find((p) => p.digital)!;
    const [atOnce, fiveHundred] = ["EGIFT-250", "EGIFT-500"].map((sku) => card.configurations.find((c) => c.sku === sku)!);
    const cart = await cartWith(atOnce.id);
    const sendOn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await cartOf(await postJson("/api/v1/carts/items", { ...GIFT_RECIPIENT, cart_unique_id: cart.unique_id, product_configuration_id: fiveHundred.id, send_on: sendOn }));
    const billing = { ...NY_ADDRESS, phone_number: undefined };
    await patchCheckout(cart.unique_id, { email: "camille@example.com", billing_address: billing, payment_method: "card", payment_token: await cardToken() });
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(order.final_amount).toBe(750);
    expect(order.order_products.map((p) => [p.configuration_id, p.materials.map((m) => m.title), p.price, p.recipient?.send_on])).toEqual([
      ["EGIFT-250", ["USD 250"], 250, null],
      ["EGIFT-500", ["USD 500"], 500, sendOn],
    ]);
    expect(store.orders.at(-1)!.order_products[1].recipient).toMatchObject({ send_on: sendOn });
  });

  it("shows the card's name on the checkout and on the order", async () => {
    const [a] = priced(100);
    const cart = await readyCart([a.id], { payment: { payment_method: "card", payment_token: await cardToken("5555555555554444", { card_name: "Anniversary Mastercard" }) } });
    expect(cart.checkout.card).toMatchObject({ last4: "4444", card_name: "Anniversary Mastercard" });
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(order.card).toEqual({
      brand: "Mastercard", last4: "4444", exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, holder_name: "Camille Durand", card_name: "Anniversary Mastercard",
    });
  });

  it("continues the order numbers", async () => {
    const [a] = priced(100);
    const first = await orderOf(await checkout({ cart_unique_id: (await readyCart([a.id])).unique_id }));
    const second = await orderOf(await checkout({ cart_unique_id: (await readyCart([a.id])).unique_id }));
    expect([first.po_number, second.po_number]).toEqual(["ML-100253", "ML-100254"]);
  });

  it("forgets the cart, keeps the outcome for get-order, and takes the pieces out of stock", async () => {
    const [a] = priced(300);
    const madeToOrder = store.products.flatMap((p) => p.configurations).find((c) => !c.track_inventory && c.cost > 0)!;
    const stockBefore = a.stock_qty;
    const cart = await readyCart([{ id: a.id, quantity: 2 }, madeToOrder.id]);
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(a.stock_qty).toBe(stockBefore - 2);
    expect(madeToOrder.stock_qty).toBe(0);
    expect((await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`)).status).toBe(404);
    await expectApiError(await checkout({ cart_unique_id: cart.unique_id }), 404, null, "Not found");

    const { status, body } = await getOrder(cart.unique_id);
    expect(status).toBe(200);
    expect(checkoutOrderResponse.parse(body).data).toEqual({ status: "paid", payment_method: "card", message: null, order, payer: null });
  });

  it("charges nothing when gift cards pay it all", async () => {
    const [a] = priced(150);
    const cart = await readyCart([a.id], { address: addressIn("DE", "19801"), rate: "ground", payment: null, codes: ["GIFT-500-LUMIERE"] });
    expect(cart).toMatchObject({ final_amount: 0, checkout: { payment_method: null } });
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(order).toMatchObject({ payment_method: "gift_card", card: null, final_amount: 0, gift_card_amount: 150 });
  });
});

describe("gift card balances", () => {
  it("are spent by orders in the order applied, and the next cart sees what is left", async () => {
    const [a, b] = priced(150, 500);
    const first = await readyCart([a.id], { address: addressIn("DE", "19801"), rate: "ground", payment: null, codes: ["GIFT-100-LUMIERE", "GIFT-500-LUMIERE"] });
    const order = await orderOf(await checkout({ cart_unique_id: first.unique_id }));
    expect(order).toMatchObject({
      gift_card_amount: 150,
      options: { gift_cards: { "GIFT-100-LUMIERE": { used_gift_card_amount: 100 }, "GIFT-500-LUMIERE": { used_gift_card_amount: 50 } } },
    });
    expect(store.gift_cards.map((g) => [g.code, g.balance_cents])).toEqual([
      ["GIFT-100-LUMIERE", 0],
      ["GIFT-500-LUMIERE", 45_000],
      ["GIFT-15-PERCENT", null],
      ["GIFT-EMPTY", 0],
    ]);

    const second = await cartWith(b.id);
    await expectApiError(await bind(second.unique_id, "GIFT-100-LUMIERE"), 400, "gift_card_code", "This gift card has no balance left.");
    const withCard = await cartOf(await bind(second.unique_id, "GIFT-500-LUMIERE"));
    expect(withCard.options.gift_cards["GIFT-500-LUMIERE"]).toMatchObject({ base_gift_card_amount: 450, used_gift_card_amount: 450 });
    expect(withCard).toMatchObject({ gift_card_amount: 450, final_amount: 50 });
  });

  it("are not spent by a declined payment", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id], { codes: ["GIFT-100-LUMIERE"], payment: { payment_method: "card", payment_token: await cardToken("4000000000000002") } });
    expect((await checkout({ cart_unique_id: cart.unique_id })).status).toBe(402);
    expect(store.gift_cards[0].balance_cents).toBe(10_000);
  });
});

describe("a declined card", () => {
  it.each([
    ["4000000000000002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
    ["4111111111111111", "This card is not a test card. Use one of the documented test numbers."],
  ])("%s is a 402 on number: %s", async (number, message) => {
    const [a] = priced(300);
    const stockBefore = a.stock_qty;
    const cart = await readyCart([a.id], { payment: { payment_method: "card", payment_token: await cardToken(number) } });
    const response = await checkout({ cart_unique_id: cart.unique_id });
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ errors: [{ code: 402, property: "number", message }] });
    expect(a.stock_qty).toBe(stockBefore);
    expect(store.orders).toHaveLength(5);

    const { body } = await getOrder(cart.unique_id);
    expect(checkoutOrderResponse.parse(body).data).toEqual({ status: "declined", payment_method: "card", message, order: null, payer: null });
  });

  it("clears the card and the payment method; the shopper pays again with another card", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id], { payment: { payment_method: "card", payment_token: await cardToken("4000000000000002") } });
    expect((await checkout({ cart_unique_id: cart.unique_id })).status).toBe(402);
    const after = await cartOf(await api(`/api/v1/checkout/get-cart?cart_unique_id=${cart.unique_id}`));
    expect(after.checkout).toMatchObject({ payment_method: null, card: null, email: "camille@example.com", shipping_rate_id: "express" });
    await expectApiError(await checkout({ cart_unique_id: cart.unique_id }), 400, "payment_method", "Choose a payment method.");

    await cartOf(await patchCheckout(cart.unique_id, { payment_method: "card", payment_token: await cardToken("378282246310005") }));
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(order.card).toMatchObject({ brand: "American Express", last4: "0005" });
    expect(checkoutOrderResponse.parse((await getOrder(cart.unique_id)).body).data.status).toBe("paid");
  });
});

describe("checks before an order, in order", () => {
  it("each step in turn: empty cart, e-mail, address, method, stock, payment", async () => {
    const [a] = priced(300);
    a.stock_qty = 5;
    const cart = await cartWith({ id: a.id, quantity: 3 });
    const id = cart.unique_id;
    const expectStep = async (property: string | null, message: string) =>
      expectApiError(await checkout({ cart_unique_id: id }), 400, property, message);

    await expectStep("email", "Enter your e-mail address.");
    await cartOf(await patchCheckout(id, { email: "c@example.com" }));
    await expectStep("shipping_address", "Enter a shipping address.");
    await cartOf(await patchCheckout(id, { shipping_address: NY_ADDRESS }));
    await expectStep("shipping_rate_id", "Choose a shipping method.");
    await cartOf(await patchCheckout(id, { shipping_rate_id: "ground" }));

    const title = store.products.find((p) => p.id === a.product_id)!.translations[0].title;
    a.stock_qty = 2; // sold elsewhere since
    await expectStep("quantity", `Only 2 left in stock: ${title}.`);
    a.stock_qty = 0;
    await expectStep("quantity", `This item is out of stock: ${title}.`);
    a.stock_qty = 3;
    await expectStep("payment_method", "Choose a payment method.");

    await cartOf(await api(`/api/v1/carts/items/${cart.items[0].id}?cart_unique_id=${id}`, { method: "DELETE" }));
    await expectStep(null, "Your cart is empty.");
    expect(store.orders).toHaveLength(5);
  });

  it("uses the item's title in the stock message", async () => {
    const product = store.products.find((p) => p.slug === "aurelia-sun-disc-necklace")!;
    const config = product.configurations[0];
    config.stock_qty = 5;
    const cart = await readyCart([{ id: config.id, quantity: 3 }]);
    config.stock_qty = 2;
    await expectApiError(await checkout({ cart_unique_id: cart.unique_id }), 400, "quantity", "Only 2 left in stock: Aurelia Sun Disc Necklace.");
  });

  it("checks its own fields: cart_unique_id required, unknown cart 404", async () => {
    await expectApiError(await checkout({}), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectApiError(await checkout({ cart_unique_id: "nope" }), 404, null, "Not found");
  });
});

describe("POST /api/v1/carts/checkout with PayPal, Klarna or Affirm", () => {
  it("needs an absolute return_url", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id], { payment: { payment_method: "paypal" } });
    await expectApiError(await checkout({ cart_unique_id: cart.unique_id }), 400, "return_url", "The return_url field is required.");
    for (const return_url of ["/checkout/return", "ftp://example.com/x", "javascript:alert(1)"]) {
      await expectApiError(await checkout({ cart_unique_id: cart.unique_id, return_url }), 400, "return_url");
    }
    expect(store.payment_sessions).toEqual({});
  });

  it("opens a payment session and answers the provider's page; the cart waits", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id], { payment: { payment_method: "klarna" } });
    expect(cart.final_amount).toBe(340.63); // 300 + 14 express + 26.63 tax
    const response = await checkout({ cart_unique_id: cart.unique_id, return_url: "http://localhost:3000/checkout/abc/return?step=review" });
    expect(response.status).toBe(200);
    const { data } = placeOrderResponse.parse(await response.json());
    expect(data.order).toBeNull();
    expect(data.redirect_url).toMatch(new RegExp(`^${BASE}/__provider/ps_[0-9a-f]{24}$`));
    const session = Object.values(store.payment_sessions)[0];
    expect(session).toMatchObject({ cart_unique_id: cart.unique_id, method: "klarna", amount_cents: 34063, status: "pending", user_id: null });
    expect((await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`)).status).toBe(200);
    expect(checkoutOrderResponse.parse((await getOrder(cart.unique_id)).body).data).toEqual({
      status: "pending",
      payment_method: "klarna",
      message: null,
      order: null,
      payer: null,
    });
  });
});

describe("the order afterwards", () => {
  it("is a signed-in buyer's: in GET /orders and GET /orders/{id}", async () => {
    const token = await demoToken();
    const [a] = priced(300);
    const cart = await readyCart([a.id]);
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }, { headers: { Authorization: `Bearer ${token}` } }));
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const list = ordersResponse.parse((await getJson("/api/v1/orders", auth)).body);
    expect(list.meta).toEqual({ total: 4 });
    expect(list.data[0]).toEqual(order);
    // The detail adds what the return flow needs: nothing is returnable before the order ships.
    expect((await getJson(`/api/v1/orders/${order.id}`, auth)).body).toEqual({
      data: { ...order, order_products: order.order_products.map((line) => ({ ...line, returnable_quantity: 0 })), returns: [] },
    });
  });

  it("is a guest's with no or a stale token, and anyone can track it", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id], { address: addressIn("CA", "90036-1234") });
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }, { headers: { Authorization: "Bearer 99|nope" } }));
    expect(store.orders.at(-1)!.user_id).toBeNull();
    const { status, body } = await getJson(`/api/v1/tracking?${new URLSearchParams({ number: order.po_number.toLowerCase(), email: "CAMILLE@example.com", billing_zip: "90036" })}`);
    expect(status).toBe(200);
    expect(trackingResponse.parse(body).data.data).toEqual(order);
  });
});

describe("an order billed to another address", () => {
  it("keeps the billing address, and tracking finds it by the billing ZIP, not the shipping one", async () => {
    const [a] = priced(300);
    const cart = await readyCart([a.id], { address: addressIn("CA", "90036-1234") });
    const office = { first_name: "Camille", last_name: "Durand", address: "1 Market Street", city: "San Francisco", state: "CA", zip_code: "94105", country: "US" };
    await cartOf(await patchCheckout(cart.unique_id, { billing_address: office }));
    const order = await orderOf(await checkout({ cart_unique_id: cart.unique_id }));
    expect(order).toMatchObject({ billing_zip: "94105", billing_address: { name: "Camille Durand", address: "1 Market Street", zip_code: "94105" } });
    expect(order.billing_address).not.toHaveProperty("phone_number");
    const track = (zip: string) => getJson(`/api/v1/tracking?${new URLSearchParams({ number: order.po_number, email: "camille@example.com", billing_zip: zip })}`);
    expect((await track("94105")).status).toBe(200);
    expect((await track("90036")).status).toBe(404);
  });
});

describe("GET /api/v1/checkout/get-order", () => {
  it("400s without an id and 404s for a cart that never checked out", async () => {
    await expectApiError(await api("/api/v1/checkout/get-order"), 400, "cart_unique_id", "The cart_unique_id field is required.");
    const [a] = priced(300);
    const cart = await cartWith(a.id);
    await expectApiError(await api(`/api/v1/checkout/get-order?cart_unique_id=${cart.unique_id}`), 404, null, "Not found");
    await expectApiError(await api("/api/v1/checkout/get-order?cart_unique_id=constructor"), 404, null, "Not found");
  });
});
