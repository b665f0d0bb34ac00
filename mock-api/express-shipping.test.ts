/** PATCH /carts/checkout/express/shipping: partial and complete addresses, e-mail, a rate, and Affirm express's payment method. */
import { describe, expect, it } from "vitest";

import { SANDBOX_BUYERS } from "./seed";
import { store } from "./store";
import {
  addressIn,
  api,
  approvedExpress,
  cardToken,
  cartOf,
  cartWith,
  expectApiError,
  NY_ADDRESS,
  patchCheckout,
  priced,
  RETURN_URL,
  sendJson,
  setupMockApi,
  startExpress,
} from "./testing";

setupMockApi();

const expressShipping = (body: Record<string, unknown>) => sendJson("/api/v1/carts/checkout/express/shipping", body, { method: "PATCH" });
const fetchCart = async (id: string) => cartOf(await api(`/api/v1/carts?cart_unique_id=${id}`));
const thousandCart = async () => (await cartWith(priced(1000)[0].id)).unique_id;

/** What Apple Pay and Google Pay reveal before the payment is authorised. */
const REGION = { country: "us", state: "ca", zip_code: "94105" };
const PARCEL_RATES = ["ground", "express", "overnight"];

describe("PATCH /api/v1/carts/checkout/express/shipping with a partial address", () => {
  it("quotes shipping and tax for its state, without storing it as the checkout's address", async () => {
    const cartId = await thousandCart();
    const cart = await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: REGION }));
    expect(cart.shipping_rates.rates.map((r) => r.id)).toEqual(PARCEL_RATES);
    expect(cart).toMatchObject({ tax_amount: 72.5, shipping_amount: null, final_amount: 1072.5 }); // California 7.25%
    expect(cart.checkout).toMatchObject({ shipping_address: null, email: null, payment_method: null });

    // Hawaii: no overnight; tax follows the new state.
    const hawaii = await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: { country: "US", state: "HI", zip_code: "96813", city: "Honolulu" } }));
    expect(hawaii.shipping_rates.rates.map((r) => r.id)).toEqual(["ground", "express"]);
    expect(hawaii.tax_amount).toBe(60);
  });

  it("takes over the tax from an earlier checkout address while it is the quoted one", async () => {
    const cartId = await thousandCart();
    await cartOf(await patchCheckout(cartId, { shipping_address: NY_ADDRESS }));
    const partial = await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: { country: "US", state: "OR", zip_code: "97201" } }));
    expect(partial.tax_amount).toBe(0); // Oregon
    expect(partial.checkout.shipping_address).toEqual(NY_ADDRESS);
    // A new quote for the checkout's own address brings its tax back.
    expect((await cartOf(await patchCheckout(cartId, { shipping_address: NY_ADDRESS }))).tax_amount).toBe(88.75);
  });

  it("needs country, state and zip code, and checks the other lines when given", async () => {
    const cartId = await thousandCart();
    const before = await fetchCart(cartId);
    const response = await expressShipping({ cart_unique_id: cartId, shipping_address: { city: "Nowhere", phone_number: "12" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { code: 400, property: "state", message: "The state field is required." },
        { code: 400, property: "zip_code", message: "The zip_code field is required." },
        { code: 400, property: "country", message: "The country field is required." },
        { code: 400, property: "phone_number", message: "The phone number must be a valid US phone number." },
      ],
    });
    const foreign = await expressShipping({ cart_unique_id: cartId, shipping_address: { country: "FR", state: "ZZ", zip_code: "75001" } });
    expect(await foreign.json()).toEqual({
      errors: [
        { code: 400, property: "state", message: "The selected state is invalid." },
        { code: 400, property: "country", message: "We only ship within the United States." },
      ],
    });
    await expectApiError(await expressShipping({ cart_unique_id: cartId, shipping_address: "CA" }), 400, "shipping_address", "The shipping_address field is required.");
    expect(await fetchCart(cartId)).toEqual(before);
  });
});

describe("PATCH /api/v1/carts/checkout/express/shipping with a complete address", () => {
  it("also stores it as the checkout's shipping address; e-mail too", async () => {
    const cartId = await thousandCart();
    const cart = await cartOf(await expressShipping({ cart_unique_id: cartId, email: " Buyer@Example.COM ", shipping_address: NY_ADDRESS }));
    expect(cart.checkout).toMatchObject({ email: "buyer@example.com", shipping_address: NY_ADDRESS, payment_method: null });
    expect(cart).toMatchObject({ tax_amount: 88.75 });
    await expectApiError(await expressShipping({ cart_unique_id: cartId, email: "nope" }), 400, "email", "The email must be a valid email address.");
    await expectApiError(await expressShipping({ cart_unique_id: cartId, email: null }), 400, "email", "The email field is required.");
  });

  it("makes affirm_express the payment method once Affirm has approved, and only then", async () => {
    const cartId = await thousandCart();
    await cartOf(await patchCheckout(cartId, { payment_token: await cardToken() }));
    await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: NY_ADDRESS }));
    expect((await fetchCart(cartId)).checkout.payment_method).toBe("card");

    await approvedExpress("affirm_express", { cartId });
    const partial = await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: REGION }));
    expect(partial.checkout.payment_method).toBe("card");
    const payer = SANDBOX_BUYERS.affirm_express;
    const complete = await cartOf(await expressShipping({ cart_unique_id: cartId, email: payer.email, shipping_address: payer.shipping_address }));
    expect(complete.checkout).toMatchObject({ payment_method: "affirm_express", card: null, email: payer.email, shipping_address: payer.shipping_address });
  });

  it("an approved PayPal express session does not make it affirm_express", async () => {
    const cartId = await thousandCart();
    await approvedExpress("paypal_express", { cartId });
    expect((await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: NY_ADDRESS }))).checkout.payment_method).toBeNull();
  });
});

describe("PATCH /api/v1/carts/checkout/express/shipping with a rate", () => {
  it("takes one of the rates for the address in the same body, else the current one", async () => {
    const cartId = await thousandCart();
    await expectApiError(await expressShipping({ cart_unique_id: cartId, shipping_rate_id: "ground" }), 400, "shipping_rate_id", "Enter a shipping address first.");
    const quoted = await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: REGION, shipping_rate_id: "overnight" }));
    expect(quoted).toMatchObject({ shipping_amount: 45, tax_amount: 72.5, final_amount: 1117.5, checkout: { shipping_rate_id: "overnight" } });

    // Alaska has no overnight: refused in the same body, and nothing changes.
    await expectApiError(
      await expressShipping({ cart_unique_id: cartId, shipping_address: { ...REGION, state: "AK", zip_code: "99501" }, shipping_rate_id: "overnight" }),
      400,
      "shipping_rate_id",
      "The selected shipping method is not available.",
    );
    expect((await fetchCart(cartId)).checkout.shipping_rate_id).toBe("overnight");
    // A new address without the chosen rate drops it.
    expect((await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: { ...REGION, state: "AK", zip_code: "99501" } }))).checkout.shipping_rate_id).toBeNull();
    expect((await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_rate_id: "express" }))).shipping_amount).toBe(14);
    await expectApiError(await expressShipping({ cart_unique_id: cartId, shipping_rate_id: "" }), 400, "shipping_rate_id", "The shipping_rate_id field is required.");
  });

  it("400 without cart_unique_id, 404 for an unknown cart; an empty body changes nothing", async () => {
    await expectApiError(await expressShipping({ shipping_address: REGION }), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectApiError(await expressShipping({ cart_unique_id: "nope", shipping_address: REGION }), 404, null, "Not found");
    const cartId = await thousandCart();
    const before = await fetchCart(cartId);
    expect(await cartOf(await expressShipping({ cart_unique_id: cartId }))).toEqual(before);
  });
});

describe("a wallet's sheet from start to order", () => {
  it("quotes the partial address, then the wallet pays with the full one at the quoted total", async () => {
    const cartId = await thousandCart();
    const sheet = await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: REGION, shipping_rate_id: "express" }));
    const address = { ...addressIn("CA", "94105"), city: "San Francisco" };
    const response = await startExpress({
      cart_unique_id: cartId,
      payment_method: "apple_pay",
      payment_token: "applepay-test-approve",
      email: "buyer@example.com",
      shipping_address: address,
      shipping_rate_id: "express",
      amount: sheet.final_amount,
      return_url: RETURN_URL,
    });
    expect(response.status).toBe(200);
    const { order } = ((await response.json()) as { data: { order: { final_amount: number; tax_amount: number } } }).data;
    expect(order).toMatchObject({ final_amount: sheet.final_amount, tax_amount: sheet.tax_amount });
  });

  it("places nothing when the bag changed after the sheet's quote: the amount the buyer approved is not the total", async () => {
    const cartId = await thousandCart();
    const sheet = await cartOf(await expressShipping({ cart_unique_id: cartId, shipping_address: REGION, shipping_rate_id: "express" }));
    const [line] = sheet.items;
    await cartOf(await sendJson(`/api/v1/carts/items/${line.id}`, { cart_unique_id: cartId, quantity: 3 }, { method: "PATCH" }));
    const ordersBefore = store.orders.length;
    const response = await startExpress({
      cart_unique_id: cartId,
      payment_method: "apple_pay",
      payment_token: "applepay-test-approve",
      email: "buyer@example.com",
      shipping_address: { ...addressIn("CA", "94105"), city: "San Francisco" },
      shipping_rate_id: "express",
      amount: sheet.final_amount,
    });
    expect(response.status).toBe(409);
    const [problem] = ((await response.json()) as { errors: Array<{ property: string; message: string }> }).errors;
    expect(problem.property).toBe("amount");
    expect(problem.message).toMatch(/^The order's total is now USD [\d,]+\.\d\d, not the USD [\d,]+\.\d\d you approved with Apple Pay/);
    expect(store.orders).toHaveLength(ordersBefore);
  });
});
