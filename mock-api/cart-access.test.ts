import { describe, expect, it } from "vitest";

import { placeOrderResponse } from "~/services/schemas/orders.server";

import { PAYMENT_LOCK_MESSAGES } from "./cart-access";
import { CHECKOUT_MESSAGES } from "./checkout";
import { store } from "./store";
import {
  RETURN_URL,
  api,
  attemptOf,
  bearer,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  fillCheckout,
  getJson,
  newShopperToken,
  patchCheckout,
  placeCheckout,
  postJson,
  pressProvider,
  priced,
  sendJson,
  setupMockApi,
} from "./testing";

setupMockApi({ campaign: false });

/** The demo shopper's cart, signed in: a guest's cart merged into the account's. */
async function accountCart() {
  const [piece] = priced(300);
  const guest = await cartWith(piece.id);
  const signIn = await postJson("/api/v1/authorizations", { email: "demo@maison-lumiere.example", password: "Lumiere-2026!", cart_unique_id: guest.unique_id });
  expect(signIn.status).toBe(200);
  const token = ((await signIn.json()) as { data: { access_token: { token: string } } }).data.access_token.token;
  return { cartId: guest.unique_id, token, lineId: guest.items[0].id, piece };
}

async function accountCardToken(token: string) {
  const response = await sendJson(
    "/api/v1/payment-gateways/card/tokens",
    { holder_name: "Camille Durand", number: "4242424242424242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" },
    { headers: bearer(token) },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe("an account's cart answers only to the account's bearer", () => {
  it("is a 404 to a guest and to another account, on every cart and checkout call; the owner gets it", async () => {
    const { cartId, token, lineId } = await accountCart();
    const other = await newShopperToken();
    const calls: Array<(headers: Record<string, string>) => Promise<Response>> = [
      (headers) => api(`/api/v1/carts?cart_unique_id=${cartId}`, { headers }),
      (headers) => api(`/api/v1/checkout/get-cart?cart_unique_id=${cartId}`, { headers }),
      (headers) => sendJson(`/api/v1/carts/items/${lineId}`, { cart_unique_id: cartId, quantity: 2 }, { method: "PATCH", headers }),
      (headers) => sendJson("/api/v1/carts/bind-gift-card", { cart_unique_id: cartId, gift_card_code: "WELCOME10" }, { headers }),
      (headers) => sendJson(`/api/v1/carts/${cartId}/start-checkout`, {}, { method: "PATCH", headers }),
      (headers) => patchCheckout(cartId, { email: "thief@example.com" }, headers),
      (headers) => sendJson("/api/v1/shipping-rates-by-address", { cart_unique_id: cartId, address: { country: "US", state: "NY", zip_code: "10023", city: "New York", address: "1 Main St", first_name: "A", last_name: "B", phone_number: "212-555-0100" } }, { headers }),
      (headers) => placeCheckout({ cart_unique_id: cartId }, headers),
      (headers) => sendJson("/api/v1/carts/unbind-gift-card", { cart_unique_id: cartId, gift_card_code: "WELCOME10" }, { headers }),
      (headers) => sendJson("/api/v1/orders/rates", { cart_unique_id: cartId }, { headers }),
      (headers) => sendJson("/api/v1/carts/checkout/express", { cart_unique_id: cartId, payment_method: "paypal_express", return_url: RETURN_URL }, { headers }),
      (headers) => sendJson("/api/v1/carts/checkout/express/shipping", { cart_unique_id: cartId, shipping_rate_id: "ground" }, { method: "PATCH", headers }),
      (headers) => sendJson("/api/v1/carts/checkout/paypal/shipping-method", { cart_unique_id: cartId, shipping_rate_id: "ground" }, { method: "PATCH", headers }),
      (headers) => sendJson("/api/v1/carts/checkout/paypal/order", { cart_unique_id: cartId }, { headers }),
      (headers) => api(`/api/v1/carts/items/${lineId}?cart_unique_id=${cartId}`, { method: "DELETE", headers }),
    ];
    for (const call of calls) {
      await expectApiError(await call({}), 404, null, "Not found");
      await expectApiError(await call(bearer(other)), 404, null, "Not found");
    }
    expect(store.carts[cartId].lines).toHaveLength(1);
    expect(store.carts[cartId].checkout.email).toBeNull();
    expect((await cartOf(await api(`/api/v1/carts?cart_unique_id=${cartId}`, { headers: bearer(token) }))).unique_id).toBe(cartId);
  });

  it("answers nobody once the account signs out: the revoked bearer is a guest's, and reads nothing", async () => {
    const { cartId, token } = await accountCart();
    expect((await api("/api/v1/authorizations", { method: "DELETE", headers: bearer(token) })).status).toBe(200);
    await expectApiError(await api(`/api/v1/carts?cart_unique_id=${cartId}`, { headers: bearer(token) }), 404, null, "Not found");
    await expectApiError(await api(`/api/v1/carts?cart_unique_id=${cartId}`), 404, null, "Not found");
  });

  it("tells a placed order's outcome only to its account", async () => {
    const { cartId, token } = await accountCart();
    await cartOf(await fillCheckout(cartId, { payment_token: await accountCardToken(token) }, bearer(token)));
    placeOrderResponse.parse(await (await placeCheckout({ cart_unique_id: cartId }, bearer(token))).json());
    await expectApiError(await api(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`), 404, null, "Not found");
    await expectApiError(await api(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`, { headers: bearer(await newShopperToken()) }), 404, null);
    const { status, body } = await getJson(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`, { headers: bearer(token) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { status: "paid" } });
  });
});

describe("a card typed in an account", () => {
  it("can be attached and charged only with that account's bearer", async () => {
    const { cartId, token } = await accountCart();
    const card = await accountCardToken(token);
    const guestCart = (await cartWith(priced(300)[0].id)).unique_id;
    // A guest who learnt the token cannot put it on a cart of their own.
    await expectApiError(await fillCheckout(guestCart, { payment_token: card }), 400, "payment_token", CHECKOUT_MESSAGES.cardUnverified);
    await cartOf(await fillCheckout(cartId, { payment_token: card }, bearer(token)));
    expect(store.carts[cartId].checkout.card_token).toBe(card);
  });

  it("is retired at sign-out: the checkout forgets it and cannot be paid with it", async () => {
    const { cartId, token } = await accountCart();
    await cartOf(await fillCheckout(cartId, { payment_token: await accountCardToken(token) }, bearer(token)));
    expect((await api("/api/v1/authorizations", { method: "DELETE", headers: bearer(token) })).status).toBe(200);
    expect(store.carts[cartId].checkout).toMatchObject({ card_token: null, payment_method: null });
    const again = await demoToken();
    await expectApiError(await placeCheckout({ cart_unique_id: cartId }, bearer(again)), 400, "payment_method");
    expect(store.orders).toHaveLength(5);
  });
});

describe.each(["paypal", "klarna", "affirm"] as const)("a payment open at %s", (provider) => {
  /** A guest's cart of one USD 300 piece, at review, sent to the provider's page. */
  async function atProvider() {
    const [piece] = priced(300);
    const cart = await cartWith(piece.id);
    await cartOf(await fillCheckout(cart.unique_id, { payment_method: provider }));
    const placed = placeOrderResponse.parse(await (await placeCheckout({ cart_unique_id: cart.unique_id, return_url: RETURN_URL })).json());
    const path = new URL(placed.data.redirect_url!).pathname;
    const sessionId = path.split("/").pop()!;
    return { cartId: cart.unique_id, lineId: cart.items[0].id, path, sessionId, piece };
  }

  it("asks the buyer to approve the order's total: USD 300, Express USD 14 and New York's tax", async () => {
    const { sessionId, path } = await atProvider();
    expect(store.payment_sessions[sessionId].amount_cents).toBe(30000 + 1400 + 2663);
    expect(await (await api(path)).text()).toContain("$340.63");
  });

  it("is retired by a change to the bag: approving places nothing, and the return says why", async () => {
    const { cartId, lineId, path, sessionId } = await atProvider();
    await cartOf(await sendJson(`/api/v1/carts/items/${lineId}`, { cart_unique_id: cartId, quantity: 3 }, { method: "PATCH" }));
    expect(store.payment_sessions[sessionId].status).toBe("cancelled");
    expect((await pressProvider(path, "approve")).status).toBe(404);
    expect(store.orders).toHaveLength(5);
    expect(store.carts[cartId].checkout.payment_method).toBeNull();
    expect(await attemptOf(cartId)).toMatchObject({ status: "cancelled", payment_method: provider, message: PAYMENT_LOCK_MESSAGES.bagChanged(provider) });
  });

  it.each([
    ["a code", (cartId: string) => sendJson("/api/v1/carts/bind-gift-card", { cart_unique_id: cartId, gift_card_code: "WELCOME10" })],
    ["the address", (cartId: string) => patchCheckout(cartId, { shipping_address: { ...store.carts[cartId].checkout.shipping_address, city: "Albany", zip_code: "12207" } })],
    ["the shipping method", (cartId: string) => patchCheckout(cartId, { shipping_rate_id: "overnight" })],
  ])("is retired by %s too", async (_, change) => {
    const { cartId, sessionId } = await atProvider();
    await cartOf(await change(cartId));
    expect(store.payment_sessions[sessionId].status).toBe("cancelled");
  });

  it("is kept by what changes nothing it approved: the billing address, or the same address quoted again", async () => {
    const { cartId, sessionId } = await atProvider();
    await cartOf(await patchCheckout(cartId, { billing_address: { ...store.carts[cartId].checkout.shipping_address, address: "2 Billing Road" } }));
    const address = store.carts[cartId].checkout.shipping_address;
    expect((await sendJson("/api/v1/shipping-rates-by-address", { cart_unique_id: cartId, address })).status).toBe(200);
    expect(store.payment_sessions[sessionId].status).toBe("pending");
  });

  it("declines at approval a total that is no longer the amount on the page", async () => {
    const { cartId, path, piece } = await atProvider();
    // The price changed at the store while the buyer read the page.
    piece.cost = 320;
    expect((await pressProvider(path, "approve")).status).toBe(303);
    expect(store.orders).toHaveLength(5);
    const message = PAYMENT_LOCK_MESSAGES.amountChanged(provider, 34063, 36240);
    expect(message).toContain("USD 362.40");
    expect(await attemptOf(cartId)).toMatchObject({ status: "declined", message });
  });

  it("places exactly what was approved when nothing changed", async () => {
    const { cartId, path } = await atProvider();
    expect((await pressProvider(path, "approve")).status).toBe(303);
    expect(store.orders.at(-1)).toMatchObject({ final_amount: 340.63, payment_method: provider });
    expect(await attemptOf(cartId)).toMatchObject({ status: "paid" });
  });
});
