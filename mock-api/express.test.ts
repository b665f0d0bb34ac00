/** Express checkout with PayPal and Affirm: POST /carts/checkout/express, the provider page's express mode, approval and get-order's payer. */
import { describe, expect, it } from "vitest";

import { placeOrderResponse } from "~/services/schemas/orders.server";

import { SANDBOX_BUYERS } from "./seed";
import { store } from "./store";
import {
  api,
  approvedExpress,
  attemptOf,
  BASE,
  bearer,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  patchCheckout,
  placeCheckout,
  pressProvider,
  priced,
  RETURN_URL,
  setupMockApi,
  startExpress,
} from "./testing";

setupMockApi();

const newCart = async () => cartWith(priced(300)[0].id);

/** Starts PayPal or Affirm express: the answer's data and the page's path. */
async function started(cartId: string, payment_method: string, headers: Record<string, string> = {}) {
  const response = await startExpress({ cart_unique_id: cartId, payment_method, return_url: RETURN_URL }, headers);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { checkout_id: string; order: null; redirect_url: string } };
  placeOrderResponse.parse(body);
  return { ...body.data, path: new URL(body.data.redirect_url).pathname };
}

function expectBackTo(response: Response, sessionId: string, status: string) {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!);
  expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/checkout/abc123/return");
  expect(Object.fromEntries(location.searchParams)).toEqual({ step: "review", payment_session: sessionId, status });
}

describe("POST /api/v1/carts/checkout/express with PayPal or Affirm express", () => {
  it.each(["paypal_express", "affirm_express"])("%s: opens an express session, gives the cart its checkout id and answers the page", async (method) => {
    const cart = await newCart();
    const token = await demoToken();
    const data = await started(cart.unique_id, method, bearer(token));
    expect(data.checkout_id).toMatch(/^[0-9a-f]{24}$/);
    expect(data.order).toBeNull();
    expect(data.redirect_url).toMatch(new RegExp(`^${BASE}/__provider/ps_[0-9a-f]{24}$`));
    const session = Object.values(store.payment_sessions)[0];
    expect(session).toMatchObject({
      cart_unique_id: cart.unique_id,
      method,
      express: true,
      status: "pending",
      // What the provider's page asks the buyer to approve: USD 300, free ground shipping to the buyer's address and
      // that state's tax (PayPal's buyer in CA at 7.25 %, Affirm's in NY at 8.875 %).
      amount_cents: { paypal_express: 32175, affirm_express: 32663 }[method],
      user_id: 1,
      buyer: SANDBOX_BUYERS[method as keyof typeof SANDBOX_BUYERS],
    });
    expect(await attemptOf(cart.unique_id)).toEqual({ status: "pending", payment_method: method, message: null, order: null, payer: null });

    const after = await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`));
    expect(after.checkout).toMatchObject({ checkout_id: data.checkout_id, payment_method: null });
    // A second start keeps the checkout id.
    expect((await started(cart.unique_id, method)).checkout_id).toBe(data.checkout_id);
  });

  it("retires the cart's earlier waiting session, ordinary or express", async () => {
    const cart = await newCart();
    const first = await started(cart.unique_id, "paypal_express");
    const second = await started(cart.unique_id, "affirm_express");
    expect((await api(first.path)).status).toBe(404);
    expect((await pressProvider(first.path, "approve")).status).toBe(404);
    expect((await api(second.path)).status).toBe(200);
  });

  it("needs an absolute return_url", async () => {
    const cart = await newCart();
    const start = (return_url?: string) => startExpress({ cart_unique_id: cart.unique_id, payment_method: "paypal_express", return_url });
    await expectApiError(await start(), 400, "return_url", "The return_url field is required.");
    for (const url of ["/checkout/return", "ftp://example.com/x", "javascript:alert(1)"]) {
      await expectApiError(await start(url), 400, "return_url", "The return_url must be an absolute URL starting with http:// or https://.");
    }
    expect(store.payment_sessions).toEqual({});
  });

  it("refuses what is not an express method, an unknown cart and an empty one", async () => {
    const cart = await newCart();
    for (const payment_method of ["paypal", "card", "klarna", "affirm", "PAYPAL_EXPRESS", "cash"]) {
      await expectApiError(
        await startExpress({ cart_unique_id: cart.unique_id, payment_method, return_url: RETURN_URL }),
        400,
        "payment_method",
        "The selected payment method is invalid.",
      );
    }
    const missing = await startExpress({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      errors: [
        { code: 400, property: "cart_unique_id", message: "The cart_unique_id field is required." },
        { code: 400, property: "payment_method", message: "The payment_method field is required." },
      ],
    });
    await expectApiError(await startExpress({ cart_unique_id: "nope", payment_method: "paypal_express", return_url: RETURN_URL }), 404, null, "Not found");
    await expectApiError(await startExpress({ cart_unique_id: "constructor", payment_method: "paypal_express", return_url: RETURN_URL }), 404, null, "Not found");

    await cartOf(await api(`/api/v1/carts/items/${cart.items[0].id}?cart_unique_id=${cart.unique_id}`, { method: "DELETE" }));
    await expectApiError(await startExpress({ cart_unique_id: cart.unique_id, payment_method: "paypal_express", return_url: RETURN_URL }), 400, null, "Your cart is empty.");
    expect(store.payment_sessions).toEqual({});
    expect((await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).checkout.checkout_id).toBeNull();
  });
});

describe("GET /__provider/{session} for an express session", () => {
  it("shows the provider account's buyer: e-mail and shipping address, and the three buttons", async () => {
    const { path } = await started((await newCart()).unique_id, "paypal_express");
    const page = await (await api(path)).text();
    expect(page).toContain("<title>PayPal sandbox — Maison Lumière</title>");
    expect(page).toContain("<dt>Account</dt><dd>sandbox-buyer@paypal.example</dd>");
    expect(page).toContain(
      "<dt>Ship to</dt><dd><address>Avery Buyer<br>500 Market Street, Suite 200<br>San Francisco, CA 94105<br>US<br>4155550100</address></dd>",
    );
    for (const [outcome, label] of [["approve", "Approve payment"], ["decline", "Decline payment"], ["cancel", "Cancel and return to the store"]]) {
      expect(page).toMatch(new RegExp(`<form method="post" action="${path}/${outcome}"><button type="submit" class="\\w+">${label}</button></form>`));
    }

    const affirm = await (await api((await started((await newCart()).unique_id, "affirm_express")).path)).text();
    expect(affirm).toContain("<title>Affirm sandbox — Maison Lumière</title>");
    expect(affirm).toContain("<dd>sandbox-buyer@affirm.example</dd>");
    expect(affirm).toContain("Jordan Lee<br>350 Fifth Avenue, Floor 32<br>New York, NY 10118");
  });

  it("an ordinary session's page shows no buyer", async () => {
    const cart = await newCart();
    await cartOf(await patchCheckout(cart.unique_id, { payment_method: "paypal" }));
    await cartOf(await patchCheckout(cart.unique_id, { email: "c@example.com", shipping_address: SANDBOX_BUYERS.paypal_express.shipping_address, shipping_rate_id: "ground" }));
    const response = await placeCheckout({ cart_unique_id: cart.unique_id, return_url: RETURN_URL });
    const page = await (await api(new URL(placeOrderResponse.parse(await response.json()).data.redirect_url!).pathname)).text();
    expect(page).not.toContain("<dt>Account</dt>");
    expect(page).not.toContain("sandbox-buyer");
  });

  it("escapes the buyer it shows", async () => {
    const { path } = await started((await newCart()).unique_id, "paypal_express");
    const session = Object.values(store.payment_sessions)[0];
    session.buyer = {
      email: `"><script>alert(1)</script>@x.example`,
      shipping_address: { ...session.buyer!.shipping_address, first_name: "<img src=x onerror=alert(2)>", company: "A & B", apartment: "'Suite'" },
    };
    store.settings.company_name = "<b>Maison</b>";
    const page = await (await api(path)).text();
    expect(page).not.toMatch(/<script>|<img|<b>/);
    expect(page).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.example");
    expect(page).toContain("&lt;img src=x onerror=alert(2)&gt; Buyer<br>A &amp; B<br>500 Market Street, &#39;Suite&#39;");
    expect(page).toContain("with &lt;b&gt;Maison&lt;/b&gt;,");
  });
});

describe("POST /__provider/{session}/approve|decline|cancel for an express session", () => {
  it("approve places nothing: the session and the attempt are approved, with the buyer as payer", async () => {
    const cart = await newCart();
    const { path } = await started(cart.unique_id, "paypal_express");
    const sessionId = path.split("/").pop()!;
    expectBackTo(await pressProvider(path, "approve"), sessionId, "approved");

    expect(store.payment_sessions[sessionId].status).toBe("approved");
    expect(store.orders).toHaveLength(5);
    expect(await attemptOf(cart.unique_id)).toEqual({
      status: "approved",
      payment_method: "paypal_express",
      message: null,
      order: null,
      payer: {
        email: "sandbox-buyer@paypal.example",
        shipping_address: {
          first_name: "Avery",
          last_name: "Buyer",
          company: null,
          address: "500 Market Street",
          apartment: "Suite 200",
          city: "San Francisco",
          state: "CA",
          zip_code: "94105",
          country: "US",
          phone_number: "4155550100",
        },
      },
    });
    // The cart waits for the store to place the order; the page is done.
    expect((await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).checkout).toMatchObject({ email: null, shipping_address: null, payment_method: null });
    expect((await api(path)).status).toBe(404);
    expect((await pressProvider(path, "approve")).status).toBe(404);
  });

  it("Affirm's approval hands over Affirm's buyer", async () => {
    const { cartId } = await approvedExpress("affirm_express");
    expect(await attemptOf(cartId)).toMatchObject({ status: "approved", payment_method: "affirm_express", payer: SANDBOX_BUYERS.affirm_express });
  });

  it("decline and cancel are as for ordinary sessions, naming the provider; the checkout's own method stays", async () => {
    const cart = await newCart();
    await cartOf(await patchCheckout(cart.unique_id, { payment_method: "klarna" }));
    const paypal = await started(cart.unique_id, "paypal_express");
    expectBackTo(await pressProvider(paypal.path, "decline"), paypal.path.split("/").pop()!, "declined");
    expect(await attemptOf(cart.unique_id)).toEqual({
      status: "declined",
      payment_method: "paypal_express",
      message: "Your payment was declined by PayPal.",
      order: null,
      payer: null,
    });
    expect((await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).checkout.payment_method).toBe("klarna");

    const affirm = await started(cart.unique_id, "affirm_express");
    expectBackTo(await pressProvider(affirm.path, "cancel"), affirm.path.split("/").pop()!, "cancelled");
    expect(await attemptOf(cart.unique_id)).toEqual({
      status: "cancelled",
      payment_method: "affirm_express",
      message: "You cancelled the payment with Affirm.",
      order: null,
      payer: null,
    });
    expect(Object.values(store.payment_sessions).map((s) => s.status)).toEqual(["declined", "cancelled"]);
    expect(store.orders).toHaveLength(5);
  });

  it("declines when the cart is gone by the time the buyer approves", async () => {
    const cart = await newCart();
    const { path } = await started(cart.unique_id, "paypal_express");
    delete store.carts[cart.unique_id];
    expectBackTo(await pressProvider(path, "approve"), path.split("/").pop()!, "declined");
    expect(await attemptOf(cart.unique_id)).toMatchObject({ status: "declined", message: "Your payment was declined by PayPal.", payer: null });
  });
});
