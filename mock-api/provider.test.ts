/** The off-site providers' pages (in-process): the page, approve, decline, cancel and their redirects back. */
import { describe, expect, it } from "vitest";

import { checkoutOrderResponse, ordersResponse, placeOrderResponse } from "~/services/schemas/orders.server";

import { store } from "./store";
import {
  api,
  BASE,
  bearer,
  cartOf,
  cartWith,
  demoToken,
  getJson,
  NY_ADDRESS,
  patchCheckout,
  postJson,
  pressProvider,
  priced,
  RETURN_URL,
  setupMockApi,
} from "./testing";

setupMockApi();

/** A cart ready to pay by `method`, sent to the provider: its id and the provider page's URL. */
async function atProvider(method: string, headers: Record<string, string> = {}) {
  const [piece] = priced(300);
  const cart = await cartWith(piece.id);
  await cartOf(
    await patchCheckout(cart.unique_id, { email: "c@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "express", payment_method: method }),
  );
  const response = await api("/api/v1/carts/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ cart_unique_id: cart.unique_id, return_url: RETURN_URL }),
  });
  const url = placeOrderResponse.parse(await response.json()).data.redirect_url!;
  const sessionId = url.split("/").pop()!;
  return { cartId: cart.unique_id, piece, url, sessionId, path: new URL(url).pathname };
}

const outcomeOf = async (cartId: string) => checkoutOrderResponse.parse((await getJson(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`)).body).data;

function expectBackTo(response: Response, sessionId: string, status: string) {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!);
  expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/checkout/abc123/return");
  expect(Object.fromEntries(location.searchParams)).toEqual({ step: "review", payment_session: sessionId, status });
}

describe("GET /__provider/{session}", () => {
  it("shows the provider, the merchant, the amount and the three buttons", async () => {
    const { url, path } = await atProvider("paypal");
    expect(url.startsWith(`${BASE}/__provider/`)).toBe(true);
    const response = await api(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain("<title>PayPal sandbox — Maison Lumière</title>");
    expect(page).toContain("<h1>PayPal sandbox</h1>");
    expect(page).toContain("<dd>Maison Lumière</dd>");
    expect(page).toContain("$340.63 USD");
    for (const [outcome, label] of [["approve", "Approve payment"], ["decline", "Decline payment"], ["cancel", "Cancel and return to the store"]]) {
      expect(page).toMatch(new RegExp(`<form method="post" action="${path}/${outcome}"><button type="submit" class="\\w+">${label}</button></form>`));
    }
  });

  it("names Klarna and Affirm on theirs", async () => {
    expect(await (await api((await atProvider("klarna")).path)).text()).toContain("<title>Klarna sandbox — Maison Lumière</title>");
    expect(await (await api((await atProvider("affirm")).path)).text()).toContain("<title>Affirm sandbox — Maison Lumière</title>");
  });

  it("escapes what it shows", async () => {
    const { path } = await atProvider("paypal");
    store.settings.company_name = `<script>alert("x")</script> & Co`;
    const page = await (await api(path)).text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
  });

  it("404s with a link back for an unknown session", async () => {
    const response = await api("/__provider/ps_nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain("This payment is not available");
    expect(page).toContain(`<a href="${store.settings.front_domain}">Back to Maison Lumière</a>`);
    expect((await pressProvider("/__provider/ps_nope", "approve")).status).toBe(404);
    expect((await api("/__provider/constructor")).status).toBe(404);
  });

  it("is never touched by faults", async () => {
    const { path } = await atProvider("paypal");
    await postJson("/__qa/faults", { path: "*", status: 500 });
    expect((await api(path)).status).toBe(200);
    expectBackTo(await pressProvider(path, "cancel"), path.split("/").pop()!, "cancelled");
  });
});

describe("POST /__provider/{session}/approve", () => {
  it("places the order, forgets the cart and sends the shopper back with status=paid", async () => {
    const { cartId, piece, path, sessionId } = await atProvider("paypal");
    const stockBefore = piece.stock_qty;
    expectBackTo(await pressProvider(path, "approve"), sessionId, "paid");

    const outcome = await outcomeOf(cartId);
    expect(outcome).toMatchObject({ status: "paid", payment_method: "paypal", message: null });
    expect(outcome.order).toMatchObject({ po_number: "ML-100253", payment_method: "paypal", card: null, final_amount: 340.63, email: "c@example.com" });
    expect(piece.stock_qty).toBe(stockBefore - 1);
    expect((await api(`/api/v1/carts?cart_unique_id=${cartId}`)).status).toBe(404);

    // Finished: the page and its buttons are gone; the way back leads to the store's return page.
    const again = await api(path);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(`href="http://localhost:3000/checkout/abc123/return?step=review&amp;payment_session=${sessionId}&amp;status=paid"`);
    expect((await pressProvider(path, "approve")).status).toBe(404);
    expect(store.orders).toHaveLength(6);
  });

  it("gives the order to the buyer who was signed in when leaving for the provider", async () => {
    const token = await demoToken();
    const { path, sessionId } = await atProvider("affirm", bearer(token));
    expectBackTo(await pressProvider(path, "approve"), sessionId, "paid");
    const orders = ordersResponse.parse((await getJson("/api/v1/orders", { headers: bearer(token) })).body);
    expect(orders.data[0]).toMatchObject({ po_number: "ML-100253", payment_method: "affirm" });
  });

  it("declines when the cart can no longer be ordered", async () => {
    const { cartId, piece, path, sessionId } = await atProvider("paypal");
    piece.stock_qty = 0;
    expectBackTo(await pressProvider(path, "approve"), sessionId, "declined");
    expect(await outcomeOf(cartId)).toMatchObject({ status: "declined", message: expect.stringMatching(/^This item is out of stock: /), order: null });
    expect(store.orders).toHaveLength(5);
  });
});

describe("POST /__provider/{session}/decline and /cancel", () => {
  it("decline: back with status=declined; the cart stays, its payment method cleared", async () => {
    const { cartId, path, sessionId } = await atProvider("klarna");
    expectBackTo(await pressProvider(path, "decline"), sessionId, "declined");
    expect(await outcomeOf(cartId)).toEqual({
      status: "declined",
      payment_method: "klarna",
      message: "Your payment was declined by Klarna.",
      order: null,
      payer: null,
    });
    const cart = await cartOf(await api(`/api/v1/checkout/get-cart?cart_unique_id=${cartId}`));
    expect(cart.checkout).toMatchObject({ payment_method: null, email: "c@example.com", shipping_rate_id: "express" });
    expect((await api(path)).status).toBe(404);
    expect(store.orders).toHaveLength(5);
  });

  it("cancel: back with status=cancelled; the cart stays as it was", async () => {
    const { cartId, path, sessionId } = await atProvider("affirm");
    expectBackTo(await pressProvider(path, "cancel"), sessionId, "cancelled");
    expect(await outcomeOf(cartId)).toEqual({
      status: "cancelled",
      payment_method: "affirm",
      message: "You cancelled the payment with Affirm.",
      order: null,
      payer: null,
    });
    expect((await cartOf(await api(`/api/v1/checkout/get-cart?cart_unique_id=${cartId}`))).checkout.payment_method).toBe("affirm");
  });

  it("a new attempt retires the cart's earlier session", async () => {
    const { cartId, path } = await atProvider("paypal");
    const response = await postJson("/api/v1/carts/checkout", { cart_unique_id: cartId, return_url: RETURN_URL });
    const next = new URL(placeOrderResponse.parse(await response.json()).data.redirect_url!).pathname;
    expect(next).not.toBe(path);
    expect((await api(path)).status).toBe(404);
    expect((await pressProvider(path, "approve")).status).toBe(404);
    expect((await api(next)).status).toBe(200);
  });

  it("404s for an unknown button", async () => {
    const { path } = await atProvider("paypal");
    expect((await pressProvider(path, "refund")).status).toBe(404);
    expect((await api(path)).status).toBe(200);
  });
});
