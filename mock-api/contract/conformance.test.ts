/** Real answers of the mock, driven in-process, checked against the published document. */
import { describe, expect, it } from "vitest";

import { sandboxBuyer } from "../express";
import { productPageUrl } from "../routes/messages";
import { DEMO_BILLING_ZIP, DEMO_EMAIL, DEMO_FAVORITE_SKUS, DEMO_PASSWORD, DEMO_RETURNABLE_ORDER_ID, DEMO_UNSHIPPED_ORDER_ID } from "../seed";
import { store } from "../store";
import {
  api,
  approvedExpress,
  BASE,
  bearer,
  cardToken,
  cartWith,
  choiceOf,
  demoToken,
  NY_ADDRESS,
  oneSizePieces,
  postJson,
  priced,
  RETURN_URL,
  setupMockApi,
} from "../testing";
import { matchOperation, responseProblems } from "./conformance";

setupMockApi();

type Answer = { status: number; body: Record<string, unknown> };

/** The call's answer, after checking it keeps the contract. */
async function call(method: string, path: string, { body, token, key }: { body?: unknown; token?: string; key?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(token ? bearer(token) : {}),
    ...(key ? { "Idempotency-Key": key } : {}),
    ...(body === undefined ? {} : { "Content-Type": "application/json" }),
  };
  const response = await api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown>;
  expect(responseProblems(method, new URL(path, BASE).pathname, response.status, json), `${method} ${path}`).toEqual([]);
  return { status: response.status, body: json };
}

const data = <T = Record<string, unknown>>(answer: Answer) => answer.body.data as T;

describe("the mock's answers keep the contract", () => {
  it("for the site and the catalogue", async () => {
    const product = store.products[0];
    for (const path of [
      "/cv",
      "/api/v1/bootstrap",
      "/api/v1/filters",
      "/api/v1/languages",
      "/api/v1/pages/about",
      "/api/v1/blocks/email-us",
      "/api/v1/campaign-discount",
      "/api/v1/popups?url=/",
      "/api/v1/system-entities/sitemap",
      "/api/v1/system-catalog?count=3&sort=newest",
      "/api/v1/system-catalog?search=zzzzqx",
      "/api/v1/system-catalog/rings?materials[]=DIA",
      `/api/v1/products/${product.slug}`,
      `/api/v1/products/${store.products.at(-1)!.id}`,
      `/api/v1/product-configurations/${product.configurations[0].id}`,
      "/api/v1/collections",
      "/api/v1/collections/celeste",
      "/api/v1/payment-methods",
      "/api/v1/payment-gateways",
      "/api/v1/order-options",
      "/api/v1/locations",
      "/api/v1/nearby-locations?zip=10023",
    ]) {
      expect((await call("GET", path)).status, path).toBe(200);
    }
  });

  it("for every record of the seed", async () => {
    const paths = [
      ...store.products.flatMap((p) => [`/api/v1/products/${p.slug}`, ...p.configurations.map((c) => `/api/v1/product-configurations/${c.id}`)]),
      ...store.pages.map((page) => `/api/v1/pages/${page.slug}`),
      ...store.blocks.map((block) => `/api/v1/blocks/${block.slug}`),
      ...[...store.categories, ...store.collections].map((group) => `/api/v1/system-catalog/${group.slug}?count=240`),
      ...store.collections.map((collection) => `/api/v1/collections/${collection.slug}`),
      ...store.orders.map((o) => `/api/v1/tracking?number=${o.po_number}&email=${encodeURIComponent(o.email)}&billing_zip=${o.billing_zip}`),
    ];
    for (const path of paths) expect((await call("GET", path)).status, path).toBe(200);
    const token = await demoToken();
    for (const order of store.orders.filter((o) => o.user_id !== null && o.email === DEMO_EMAIL)) {
      expect((await call("GET", `/api/v1/orders/${order.id}`, { token })).status).toBe(200);
    }
  });

  it("for a guest's bag, from the first line to the order placed", async () => {
    const [first, second] = oneSizePieces().filter((p) => !p.digital).map((p) => p.default_config.id);
    const added = data<{ unique_id: string }>(await call("POST", "/api/v1/carts/items", { body: { product_configuration_id: first } }));
    const cart = added.unique_id;
    const withTwo = data<{ items: Array<{ id: number }> }>(await call("POST", "/api/v1/carts/items", { body: { cart_unique_id: cart, product_configuration_id: second } }));
    await call("PATCH", `/api/v1/carts/items/${withTwo.items[0].id}`, { body: { cart_unique_id: cart, quantity: 2 } });
    await call("DELETE", `/api/v1/carts/items/${withTwo.items[1].id}?cart_unique_id=${cart}`);
    await call("GET", `/api/v1/carts?cart_unique_id=${cart}`);
    await call("POST", "/api/v1/carts/bind-gift-card", { body: { cart_unique_id: cart, gift_card_code: "WELCOME10" } });
    await call("POST", "/api/v1/carts/bind-gift-card", { body: { cart_unique_id: cart, gift_card_code: "GIFT-100-LUMIERE" } });
    await call("POST", "/api/v1/carts/unbind-gift-card", { body: { cart_unique_id: cart, gift_card_code: "WELCOME10" } });
    await call("POST", "/api/v1/orders/rates", { body: { cart_unique_id: cart } });
    await call("PATCH", `/api/v1/carts/${cart}/start-checkout`, { body: {} });
    await call("PATCH", `/api/v1/carts/${cart}`, { body: { email: "camille@example.com", shipping_address: NY_ADDRESS } });
    await call("POST", "/api/v1/shipping-rates-by-address", { body: { cart_unique_id: cart, address: NY_ADDRESS } });
    await call("POST", "/api/v1/orders/rates", { body: { cart_unique_id: cart, shipping_address: NY_ADDRESS } });
    const token = await cardToken();
    await call("POST", "/api/v1/payment-gateways/card/tokens", {
      body: { holder_name: "Camille Durand", number: "4242 4242 4242 4242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: "123" },
    });
    const ready = await call("PATCH", `/api/v1/carts/${cart}`, { body: { shipping_rate_id: "express", payment_method: "card", payment_token: token, gift_message: "For you", gift_wrap: true } });
    expect(data<{ checkout: { card: unknown } }>(ready).checkout.card).not.toBeNull();
    await call("GET", `/api/v1/checkout/get-cart?cart_unique_id=${cart}`);
    const placed = await call("POST", "/api/v1/carts/checkout", { body: { cart_unique_id: cart } });
    expect(data<{ order: unknown }>(placed).order).not.toBeNull();
    await call("GET", `/api/v1/checkout/get-order?cart_unique_id=${cart}`);
  });

  it("for express checkout: a provider's payment page, PayPal after approval, a wallet", async () => {
    const piece = oneSizePieces().find((p) => !p.digital)!.default_config.id;
    const cart = data<{ unique_id: string }>(await call("POST", "/api/v1/carts/items", { body: { product_configuration_id: piece } })).unique_id;
    const started = await call("POST", "/api/v1/carts/checkout/express", { body: { cart_unique_id: cart, payment_method: "affirm_express", return_url: RETURN_URL } });
    expect(data<{ redirect_url: string }>(started).redirect_url).toContain("/__provider/");
    await call("PATCH", "/api/v1/carts/checkout/express/shipping", { body: { cart_unique_id: cart, shipping_address: { state: "NY", zip_code: "10023", country: "US" } } });
    await call("GET", `/api/v1/checkout/get-order?cart_unique_id=${cart}`);
    expect((await call("POST", "/api/v1/carts/checkout/paypal/order", { body: { cart_unique_id: cart } })).status).toBe(409);

    const { cartId } = await approvedExpress("paypal_express");
    await call("GET", `/api/v1/checkout/get-order?cart_unique_id=${cartId}`);
    const payer = sandboxBuyer("paypal_express");
    await call("PATCH", "/api/v1/carts/checkout/paypal/shipping-address", { body: { cart_unique_id: cartId, ...payer } });
    await call("PATCH", "/api/v1/carts/checkout/paypal/shipping-method", { body: { cart_unique_id: cartId, shipping_rate_id: "ground" } });
    expect(data<{ order: unknown }>(await call("POST", "/api/v1/carts/checkout/paypal/order", { body: { cart_unique_id: cartId } })).order).not.toBeNull();

    // One piece at USD 300, Express USD 14 and New York's 8.875 % tax: what the sheet showed.
    const walletCart = (await cartWith(priced(300)[0].id)).unique_id;
    const sheet = { cart_unique_id: walletCart, payment_method: "google_pay", payment_token: "tok", amount: 340.63, email: "w@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "express" };
    const paid = await call("POST", "/api/v1/carts/checkout/express", { body: sheet, key: "wallet-1" });
    expect(data<{ order: unknown }>(paid).order).not.toBeNull();
    expect(await call("POST", "/api/v1/carts/checkout/express", { body: sheet, key: "wallet-1" })).toEqual(paid);
    expect((await call("POST", "/api/v1/carts/checkout/express", { body: { ...sheet, amount: 1 }, key: "wallet-1" })).status).toBe(422);
  });

  it("for a bag with a ring's size and an e-gift card, taken along by signing in", async () => {
    const ring = store.products.find((p) => p.sizes.length > 0)!.default_config.id;
    const gift = store.products.find((p) => p.digital)!.default_config.id;
    const cart = data<{ unique_id: string }>(await call("POST", "/api/v1/carts/items", { body: { product_configuration_id: ring, ...choiceOf(ring) } })).unique_id;
    await call("POST", "/api/v1/carts/items", { body: { cart_unique_id: cart, product_configuration_id: gift, ...choiceOf(gift), send_on: null } });
    const signedIn = await call("POST", "/api/v1/authorizations", { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: cart } });
    const token = data<{ access_token: { token: string } }>(signedIn).access_token.token;
    await call("GET", `/api/v1/carts?cart_unique_id=${data<{ cart_unique_id: string }>(signedIn).cart_unique_id}`, { token });
  });

  it("for an account", async () => {
    const token = await demoToken();
        await call("GET", "/api/v1/users", { token });
    await call("PUT", "/api/v1/users", { token, body: { first_name: "Camille", last_name: "Durand", gender: "Female" } });
    await call("GET", "/api/v1/users/subscriptions", { token });
    await call("GET", "/api/v1/users/payment-methods", { token });
    const book = data<Array<{ id: number }>>(await call("GET", "/api/v1/users/addresses/shipping", { token }));
    const { first_name: _first, last_name: _last, ...lines } = NY_ADDRESS;
    const added = data<{ id: number }>(await call("POST", "/api/v1/users/addresses/shipping", { token, body: { ...lines, name: "Studio" } }));
    await call("PUT", `/api/v1/users/addresses/shipping/${added.id}`, { token, body: { ...lines, name: "Atelier", is_default: true } });
    await call("DELETE", `/api/v1/users/addresses/shipping/${book[0].id}`, { token });
    await call("GET", "/api/v1/wishlists", { token });
    await call("POST", "/api/v1/wishlists", { token, body: { baggage: [{ sku: DEMO_FAVORITE_SKUS[0], engraving: [] }] } });
    await call("GET", "/api/v1/orders", { token });
    const order = data<{ order_products: Array<{ id: number; returnable_quantity: number }> }>(await call("GET", `/api/v1/orders/${DEMO_RETURNABLE_ORDER_ID}`, { token }));
    const line = order.order_products.find((p) => p.returnable_quantity > 0)!;
    const reason = store.allowed_return_reasons[0].id;
    await call("POST", "/api/v1/returns/request", { token, body: { order_id: DEMO_RETURNABLE_ORDER_ID, items: [{ order_product_id: line.id, quantity: 1, reason, type: 1 }] } });
    await call("PATCH", `/api/v1/orders/${DEMO_UNSHIPPED_ORDER_ID}`, { token, body: { gift_message: "Happy anniversary" } });
    const placed = store.orders.find((o) => o.email === DEMO_EMAIL)!;
    await call("GET", `/api/v1/tracking?number=${placed.po_number}&email=${DEMO_EMAIL}&billing_zip=${DEMO_BILLING_ZIP}`);
    await call("POST", "/api/v1/subscribe", { token, body: { email: DEMO_EMAIL, subscribed: false } });
    await call("PATCH", "/api/v1/users/change-password", { token, body: { current_password: DEMO_PASSWORD, password: "Opaline#Hour9", password_confirmation: "Opaline#Hour9" } });
    await call("DELETE", "/api/v1/authorizations", { token });
  });

  it("for messages, sign-up and e-mail links", async () => {
    const product = store.products[0];
    await call("POST", "/api/v1/products/link-to-email", { body: { email: "friend@example.com", product_id: product.id, url: productPageUrl(product.slug) } });
    await call("POST", "/api/v1/questions", { body: { question: "Do you resize?", first_name: "Ana", last_name: "Silva", email: "ana@example.com", subject: "other" } });
    await call("POST", "/api/v1/events/frontend-event", { body: { event_id: "visit", url: "/" } });
    await call("POST", "/api/v1/subscribe", { body: { email: "new.reader@example.com" } });
    const password = "Opaline#Hour9";
    await call("POST", "/api/v1/authorizations/sign-up", { body: { first_name: "Ines", last_name: "Moreau", email: "ines@example.com", password, password_confirmation: password } });
    const verification = store.account_tokens.find((t) => t.kind === "verification")!;
    await call("POST", "/api/v1/users/verify-email", { body: { token: verification.token } });
    await call("PATCH", "/api/v1/users/recover-password", { body: { email: "ines@example.com" } });
    const recovery = store.account_tokens.find((t) => t.kind === "recovery")!;
    await call("PATCH", "/api/v1/users/recover-password", { body: { token: recovery.token, password: "Nacre#Hour10", password_confirmation: "Nacre#Hour10" } });
  });

  it("for refusals, in spec 8's shapes", async () => {
    expect((await call("GET", "/api/v1/products/no-such-piece")).status).toBe(404);
    expect((await call("GET", "/api/v1/carts")).status).toBe(400);
    expect((await call("POST", "/api/v1/carts/items", { body: { product_configuration_id: "x" } })).status).toBe(400);
    expect((await call("POST", "/api/v1/authorizations", { body: { email: DEMO_EMAIL, password: "wrong" } })).status).toBe(400);
    expect((await call("GET", "/api/v1/users")).status).toBe(401);
    expect((await call("POST", "/api/v1/subscribe", { token: await demoToken(), body: { email: "someone@example.com", subscribed: false } })).status).toBe(403);
    await postJson("/__qa/faults", { path: "/api/v1/bootstrap", status: 503, body: { error_code: 503, message: "Down for maintenance" }, times: 1 });
    expect((await call("GET", "/api/v1/bootstrap")).status).toBe(503);
  });
});

describe("responseProblems", () => {
  it("names the field an answer gets wrong", async () => {
    const piece = oneSizePieces()[0].default_config.id;
    const answer = (await (await postJson("/api/v1/carts/items", { product_configuration_id: piece })).json()) as { data: { items: Array<Record<string, unknown>> } };
    answer.data.items[0].quantity = "1";
    delete answer.data.items[0].product_id;
    expect(responseProblems("POST", "/api/v1/carts/items", 200, answer)).toEqual([
      "POST /api/v1/carts/items 200: /data/items/0 must have required property 'product_id'",
      "POST /api/v1/carts/items 200: /data/items/0/quantity must be integer",
    ]);
  });

  it("holds a refusal to the error shape", () => {
    expect(responseProblems("GET", "/api/v1/carts", 400, { errors: [] })).toEqual(["GET /api/v1/carts 400: /errors must NOT have fewer than 1 items"]);
    expect(responseProblems("GET", "/api/v1/users", 500, { message: "oops" })).toEqual(["GET /api/v1/users 500: / must have required property 'errors'"]);
  });

  it("is null for what the document does not have", () => {
    expect(responseProblems("GET", "/api/v1/nowhere", 200, {})).toBeNull();
    expect(responseProblems("PUT", "/api/v1/bootstrap", 200, {})).toBeNull();
    expect(matchOperation("PATCH", "/api/v1/carts/abc123/start-checkout")).toBe("/api/v1/carts/{id}/start-checkout");
    expect(matchOperation("PATCH", "/api/v1/carts/items/7")).toBe("/api/v1/carts/items/{id}");
  });
});
