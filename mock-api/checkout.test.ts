/** The checkout copy of a cart: start-checkout, PATCH /carts/{id} step by step, get-cart, shipping rates, tax. */
import { describe, expect, it } from "vitest";

import { checkoutState, shippingRatesResponse } from "~/services/schemas/cart.server";

import { E_GIFT_CARD_SLUG } from "./seed";
import { store } from "./store";
import {
  addressIn,
  api,
  cardToken,
  cartOf,
  cartWith,
  expectApiError,
  getJson,
  NY_ADDRESS,
  patchCheckout,
  postJson,
  priced,
  setupMockApi,
} from "./testing";

setupMockApi();

const startCheckout = (cartId: string) => api(`/api/v1/carts/${cartId}/start-checkout`, { method: "PATCH" });
const fetchCart = async (id: string) => cartOf(await api(`/api/v1/carts?cart_unique_id=${id}`));
const quote = (cart_unique_id: string, address: unknown) => postJson("/api/v1/shipping-rates-by-address", { cart_unique_id, address });

const PARCEL_RATES = [
  expect.objectContaining({ id: "ground", title: "Complimentary ground", description: "5–7 business days", amount: 0 }),
  expect.objectContaining({ id: "express", title: "Express", description: "2 business days", amount: 14 }),
  expect.objectContaining({ id: "overnight", title: "Overnight", description: "Next business day, order by 1 pm ET", amount: 45 }),
];
const EMAIL_RATE = expect.objectContaining({ id: "email", title: "E-mail delivery", description: "Sent within minutes", amount: 0 });
const STORED_ADDRESS = { ...NY_ADDRESS, company: null };

const eGiftCard = () => store.products.find((p) => p.slug === E_GIFT_CARD_SLUG)!.configurations[0];

async function thousandCart() {
  const [piece] = priced(1000);
  return { piece, cart: await cartWith(piece.id) };
}

describe("PATCH /api/v1/carts/{id}/start-checkout", () => {
  it("gives the cart a 24-hex checkout id once, and answers the cart", async () => {
    const { cart } = await thousandCart();
    expect(cart.checkout).toEqual({
      checkout_id: null,
      email: null,
      shipping_address: null,
      billing_address: null,
      shipping_rate_id: null,
      payment_method: null,
      card: null,
      gift_message: null,
      gift_wrap: false,
    });
    const started = await cartOf(await startCheckout(cart.unique_id));
    const id = started.checkout.checkout_id;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id).not.toBe(cart.unique_id);
    expect((await cartOf(await startCheckout(cart.unique_id))).checkout.checkout_id).toBe(id);
    // Accepts a JSON body too.
    expect((await cartOf(await postJson(`/api/v1/carts/${cart.unique_id}/start-checkout`, {}, "PATCH"))).checkout.checkout_id).toBe(id);
    const other = await cartWith(priced(1000)[0].id);
    expect((await cartOf(await startCheckout(other.unique_id))).checkout.checkout_id).not.toBe(id);
  });

  it("refuses an empty cart (also one holding only a gift) and 404s for an unknown one", async () => {
    const { cart } = await thousandCart();
    await cartOf(await api(`/api/v1/carts/items/${cart.items[0].id}?cart_unique_id=${cart.unique_id}`, { method: "DELETE" }));
    await expectApiError(await startCheckout(cart.unique_id), 400, null, "Your cart is empty.");
    await cartOf(await postJson(`/__qa/carts/${cart.unique_id}/gift`, { product_configuration_id: priced(10)[0].id }));
    await expectApiError(await startCheckout(cart.unique_id), 400, null, "Your cart is empty.");
    expect((await fetchCart(cart.unique_id)).checkout.checkout_id).toBeNull();
    await expectApiError(await startCheckout("nope"), 404, null, "Not found");
  });
});

describe("PATCH /api/v1/carts/{id}: e-mail", () => {
  it("stores the e-mail trimmed and lower-cased", async () => {
    const { cart } = await thousandCart();
    const after = await cartOf(await patchCheckout(cart.unique_id, { email: "  Camille@Example.COM " }));
    expect(after.checkout.email).toBe("camille@example.com");
    expect(checkoutState.parse(after.checkout)).toBeTruthy();
  });

  it.each([
    ["", "The email field is required."],
    [null, "The email field is required."],
    ["camille", "The email must be a valid email address."],
  ])("refuses %j", async (email, message) => {
    const { cart } = await thousandCart();
    await expectApiError(await patchCheckout(cart.unique_id, { email }), 400, "email", message);
  });

  it("404s for an unknown cart, and answers an empty body with the cart unchanged", async () => {
    await expectApiError(await patchCheckout("nope", { email: "a@example.com" }), 404, null, "Not found");
    const { cart } = await thousandCart();
    expect(await cartOf(await patchCheckout(cart.unique_id, {}))).toEqual(cart);
    expect(await cartOf(await api(`/api/v1/carts/${cart.unique_id}`, { method: "PATCH" }))).toEqual(cart);
  });
});

describe("PATCH /api/v1/carts/{id}: gift message and wrap", () => {
  it("keeps a message for the card in the box and the wrap, trimmed; an empty message takes it off", async () => {
    const { cart } = await thousandCart();
    const gifted = await cartOf(await patchCheckout(cart.unique_id, { gift_message: "  Happy birthday, Ada  ", gift_wrap: true }));
    expect(gifted.checkout).toMatchObject({ gift_message: "Happy birthday, Ada", gift_wrap: true });
    // Wrapping is the house's gift: the total does not move.
    expect(gifted.final_amount).toBe(cart.final_amount);
    const cleared = await cartOf(await patchCheckout(cart.unique_id, { gift_message: "", gift_wrap: false }));
    expect(cleared.checkout).toMatchObject({ gift_message: null, gift_wrap: false });
  });

  it("refuses a message longer than the card holds, and a wrap that is not true or false, storing neither", async () => {
    const { cart } = await thousandCart();
    await expectApiError(await patchCheckout(cart.unique_id, { gift_message: "x".repeat(201) }), 400, "gift_message", "The gift_message may not be greater than 200 characters.");
    await expectApiError(await patchCheckout(cart.unique_id, { gift_wrap: "yes" }), 400, "gift_wrap", "The gift_wrap field must be true or false.");
    const after = await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`));
    expect(after.checkout).toMatchObject({ gift_message: null, gift_wrap: false });
  });
});

describe("PATCH /api/v1/carts/{id}: billing address", () => {
  const OFFICE = { first_name: "James", last_name: "Carter", address: "1 Market Street", apartment: "Suite 300", city: "San Francisco", state: "ca", zip_code: "94105", country: "us" };

  it("stores a billing address apart from the shipping one, and null bills the shipping address again", async () => {
    const { cart } = await thousandCart();
    const billed = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS, billing_address: OFFICE }));
    expect(billed.checkout.billing_address).toEqual({ ...OFFICE, company: null, state: "CA", country: "US" });
    expect(billed.checkout.shipping_address).toEqual(STORED_ADDRESS);
    // The billing address taxes nothing: tax follows where the pieces ship.
    expect(billed.tax_amount).toBe(88.75);
    const same = await cartOf(await patchCheckout(cart.unique_id, { billing_address: null }));
    expect(same.checkout.billing_address).toBeNull();
  });

  it("names each bad billing field as the storefront's form does, and stores nothing of the body", async () => {
    const { cart } = await thousandCart();
    await expectApiError(await patchCheckout(cart.unique_id, { billing_address: { ...OFFICE, zip_code: "941" } }), 400, "billing_zip_code", "The zip code must be a valid US ZIP code.");
    await expectApiError(
      await patchCheckout(cart.unique_id, { billing_address: { ...OFFICE, country: "FR" } }),
      400,
      "billing_country",
      "We only accept US billing addresses.",
    );
    await expectApiError(await patchCheckout(cart.unique_id, { email: "ada@example.com", billing_address: "office" }), 400, "billing_address");
    expect((await fetchCart(cart.unique_id)).checkout).toMatchObject({ email: null, billing_address: null });
  });
});

describe("PATCH /api/v1/carts/{id}: shipping address", () => {
  it("stores the address, quotes its rates and taxes the items by its state", async () => {
    const { cart } = await thousandCart();
    const after = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: { ...NY_ADDRESS, company: undefined, state: "ny", country: "us" } }));
    expect(after.checkout.shipping_address).toEqual(STORED_ADDRESS);
    expect(after.shipping_rates.rates).toEqual(PARCEL_RATES);
    expect(after).toMatchObject({ total_cost: 1000, tax_amount: 88.75, shipping_amount: null, final_amount: 1088.75 });
  });

  it.each([
    ["CA", 72.5], ["TX", 62.5], ["NJ", 66.25], ["WA", 65], ["FL", 60], ["DE", 0], ["OR", 0], ["OH", 60], ["DC", 60],
  ])("taxes %s at its rate", async (state, tax) => {
    const { cart } = await thousandCart();
    const after = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: addressIn(state) }));
    expect(after.tax_amount).toBe(tax);
  });

  it("taxes the items after the discount, and follows quantity changes", async () => {
    const { cart } = await thousandCart();
    await cartOf(await postJson("/api/v1/carts/bind-gift-card", { cart_unique_id: cart.unique_id, gift_card_code: "WELCOME10" }));
    const taxed = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS }));
    expect(taxed).toMatchObject({ discount_amount: 100, tax_amount: 79.88, final_amount: 979.88 });
    const more = await cartOf(await postJson(`/api/v1/carts/items/${cart.items[0].id}`, { cart_unique_id: cart.unique_id, quantity: 2 }, "PATCH"));
    expect(more).toMatchObject({ total_cost: 2000, discount_amount: 200, tax_amount: 159.75, final_amount: 1959.75 });
    expect(more.checkout.shipping_address).toEqual(STORED_ADDRESS);
  });

  it("offers no overnight to Alaska and Hawaii", async () => {
    const { cart } = await thousandCart();
    for (const state of ["AK", "HI"]) {
      const after = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: addressIn(state, "99501") }));
      expect(after.shipping_rates.rates.map((r) => r.id), state).toEqual(["ground", "express"]);
    }
  });

  it("names each failing field bare, with the API's messages", async () => {
    const { cart } = await thousandCart();
    const response = await patchCheckout(cart.unique_id, {
      shipping_address: { ...NY_ADDRESS, first_name: " ", state: "XX", zip_code: "1002", country: "FR", phone_number: "555-0147" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { code: 400, property: "first_name", message: "The first_name field is required." },
        { code: 400, property: "state", message: "The selected state is invalid." },
        { code: 400, property: "zip_code", message: "The zip code must be a valid US ZIP code." },
        { code: 400, property: "country", message: "We only ship within the United States." },
        { code: 400, property: "phone_number", message: "The phone number must be a valid US phone number." },
      ],
    });
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });

  it("requires every field but company and apartment", async () => {
    const { cart } = await thousandCart();
    const response = await patchCheckout(cart.unique_id, { shipping_address: {} });
    const body = (await response.json()) as { errors: Array<{ property: string; message: string }> };
    expect(body.errors.map((e) => e.property)).toEqual([
      "first_name", "last_name", "address", "city", "state", "zip_code", "country", "phone_number",
    ]);
    expect(body.errors[7].message).toBe("The phone_number field is required.");
    await expectApiError(await patchCheckout(cart.unique_id, { shipping_address: "1 West 72nd" }), 400, "shipping_address", "The shipping_address field is required.");
    const bare = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: { ...NY_ADDRESS, company: "", apartment: undefined } }));
    expect(bare.checkout.shipping_address).toMatchObject({ company: null, apartment: null });
  });

  it.each(["(212) 555-0147", "+1 212.555.0147", "1-212-555-0147", "2125550147", "+12125550147"])("takes the phone number %s", async (phone_number) => {
    const { cart } = await thousandCart();
    const after = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: { ...NY_ADDRESS, phone_number } }));
    expect(after.checkout.shipping_address?.phone_number).toBe(phone_number);
  });

  it.each(["555-0147", "+44 20 7946 0958", "212-555-01477", "2-212-555-0147", "212 555 014x"])("refuses the phone number %s", async (phone_number) => {
    const { cart } = await thousandCart();
    await expectApiError(
      await patchCheckout(cart.unique_id, { shipping_address: { ...NY_ADDRESS, phone_number } }),
      400, "phone_number", "The phone number must be a valid US phone number.",
    );
  });

  it.each([["10023-1234", true], ["1002", false], ["100231", false], ["10023-12", false], ["ABCDE", false]])("zip %s valid: %s", async (zip_code, valid) => {
    const { cart } = await thousandCart();
    const response = await patchCheckout(cart.unique_id, { shipping_address: { ...NY_ADDRESS, zip_code } });
    if (valid) await cartOf(response);
    else await expectApiError(response, 400, "zip_code", "The zip code must be a valid US ZIP code.");
  });
});

describe("PATCH /api/v1/carts/{id}: shipping method", () => {
  it("needs an address first, then one of its rates", async () => {
    const { cart } = await thousandCart();
    await expectApiError(await patchCheckout(cart.unique_id, { shipping_rate_id: "ground" }), 400, "shipping_rate_id", "Enter a shipping address first.");
    await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS }));
    await expectApiError(await patchCheckout(cart.unique_id, { shipping_rate_id: "drone" }), 400, "shipping_rate_id", "The selected shipping method is not available.");
    const express = await cartOf(await patchCheckout(cart.unique_id, { shipping_rate_id: "express" }));
    expect(express).toMatchObject({ shipping_amount: 14, tax_amount: 88.75, final_amount: 1102.75 });
    expect(express.checkout.shipping_rate_id).toBe("express");
    const ground = await cartOf(await patchCheckout(cart.unique_id, { shipping_rate_id: "ground" }));
    expect(ground).toMatchObject({ shipping_amount: 0, final_amount: 1088.75 });
  });

  it("checks the rate against an address sent in the same body, and changes nothing on failure", async () => {
    const { cart } = await thousandCart();
    const before = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS }));
    await expectApiError(
      await patchCheckout(cart.unique_id, { email: "a@example.com", shipping_address: addressIn("AK", "99501"), shipping_rate_id: "overnight" }),
      400, "shipping_rate_id", "The selected shipping method is not available.",
    );
    expect(await fetchCart(cart.unique_id)).toEqual(before);
    const both = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: addressIn("CA", "90036"), shipping_rate_id: "overnight" }));
    expect(both).toMatchObject({ shipping_amount: 45, tax_amount: 72.5 });
  });

  it("keeps the chosen rate for a new address only while that address has it", async () => {
    const { cart } = await thousandCart();
    await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS, shipping_rate_id: "overnight" }));
    const california = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: addressIn("CA", "90036") }));
    expect(california.checkout.shipping_rate_id).toBe("overnight");
    const alaska = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: addressIn("AK", "99501") }));
    expect(alaska.checkout.shipping_rate_id).toBeNull();
    expect(alaska).toMatchObject({ shipping_amount: null, tax_amount: 0 });
    // Gone for good: back in New York the shopper chooses again.
    expect((await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS }))).checkout.shipping_rate_id).toBeNull();
  });
});

describe("a cart of e-gift cards only", () => {
  it("ships by e-mail; a piece added brings the parcel rates back and the e-mail rate goes", async () => {
    const cart = await cartWith(eGiftCard().id);
    expect(cart.items[0]).toMatchObject({ digital: true, base_cost: 250, track_inventory: false });
    const quoted = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS, shipping_rate_id: "email" }));
    expect(quoted.shipping_rates.rates).toEqual([EMAIL_RATE]);
    expect(quoted).toMatchObject({ shipping_amount: 0, checkout: { shipping_rate_id: "email" } });

    const [piece] = priced(1000);
    const mixed = await cartOf(await postJson("/api/v1/carts/items", { cart_unique_id: cart.unique_id, product_configuration_id: piece.id }));
    expect(mixed.shipping_rates.rates).toEqual(PARCEL_RATES);
    expect(mixed).toMatchObject({ shipping_amount: null, checkout: { shipping_rate_id: null } });
  });
});

describe("PATCH /api/v1/carts/{id}: payment method", () => {
  it("stores a redirect method, refuses an unknown one and the express ones", async () => {
    const { cart } = await thousandCart();
    expect((await cartOf(await patchCheckout(cart.unique_id, { payment_method: "klarna" }))).checkout.payment_method).toBe("klarna");
    for (const payment_method of ["cash", "CARD", "paypal_express", "affirm_express", "google_pay", "apple_pay"]) {
      await expectApiError(await patchCheckout(cart.unique_id, { payment_method }), 400, "payment_method", "The selected payment method is invalid.");
    }
    await expectApiError(await patchCheckout(cart.unique_id, { payment_method: "" }), 400, "payment_method", "The payment_method field is required.");
  });

  it("takes a card only with an unused token, shows its summary, and the token works once", async () => {
    const { cart } = await thousandCart();
    await expectApiError(await patchCheckout(cart.unique_id, { payment_method: "card" }), 400, "payment_token", "The card could not be verified. Enter it again.");
    await expectApiError(await patchCheckout(cart.unique_id, { payment_method: "card", payment_token: "tok_nope" }), 400, "payment_token");
    const token = await cardToken("5555555555554444");
    const paid = await cartOf(await patchCheckout(cart.unique_id, { payment_method: "card", payment_token: token }));
    expect(paid.checkout).toMatchObject({
      payment_method: "card",
      card: { brand: "Mastercard", last4: "4444", exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, holder_name: "Camille Durand", card_name: null, saved_card_id: null },
    });
    expect(JSON.stringify(paid)).not.toContain(token);
    // The same token again, on this cart or another: refused.
    const other = await cartWith(priced(5)[0].id);
    await expectApiError(await patchCheckout(other.unique_id, { payment_method: "card", payment_token: token }), 400, "payment_token", "The card could not be verified. Enter it again.");
    await expectApiError(await patchCheckout(cart.unique_id, { payment_token: token }), 400, "payment_token");
  });

  it("a token sent alone means card; another method drops the card", async () => {
    const { cart } = await thousandCart();
    const card = await cartOf(await patchCheckout(cart.unique_id, { payment_token: await cardToken() }));
    expect(card.checkout).toMatchObject({ payment_method: "card", card: { brand: "Visa", last4: "4242" } });
    const paypal = await cartOf(await patchCheckout(cart.unique_id, { payment_method: "paypal" }));
    expect(paypal.checkout).toMatchObject({ payment_method: "paypal", card: null });
  });
});

describe("the checkout state and the items", () => {
  it("survives adding, changing and removing items", async () => {
    const [a, b] = priced(1000, 200);
    const cart = await cartWith(a.id);
    await cartOf(await startCheckout(cart.unique_id));
    const token = await cardToken();
    const set = await cartOf(
      await patchCheckout(cart.unique_id, { email: "c@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "express", payment_method: "card", payment_token: token }),
    );
    const added = await cartOf(await postJson("/api/v1/carts/items", { cart_unique_id: cart.unique_id, product_configuration_id: b.id }));
    expect(added.checkout).toEqual(set.checkout);
    const changed = await cartOf(await postJson(`/api/v1/carts/items/${cart.items[0].id}`, { cart_unique_id: cart.unique_id, quantity: 2 }, "PATCH"));
    expect(changed.checkout).toEqual(set.checkout);
    const removed = await cartOf(await api(`/api/v1/carts/items/${cart.items[0].id}?cart_unique_id=${cart.unique_id}`, { method: "DELETE" }));
    expect(removed.checkout).toEqual(set.checkout);
    expect(removed).toMatchObject({ total_cost: 200, tax_amount: 17.75, shipping_amount: 14, final_amount: 231.75 });
  });
});

describe("GET /api/v1/checkout/get-cart", () => {
  it("serves the same cart as GET /carts", async () => {
    const { cart } = await thousandCart();
    await cartOf(await patchCheckout(cart.unique_id, { email: "c@example.com", shipping_address: NY_ADDRESS }));
    const copy = await cartOf(await api(`/api/v1/checkout/get-cart?cart_unique_id=${cart.unique_id}`));
    expect(copy).toEqual(await fetchCart(cart.unique_id));
    expect(copy.checkout.email).toBe("c@example.com");
  });

  it("400s without an id, 404s for an unknown one", async () => {
    await expectApiError(await api("/api/v1/checkout/get-cart"), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectApiError(await api("/api/v1/checkout/get-cart?cart_unique_id=nope"), 404, null, "Not found");
  });
});

describe("POST /api/v1/shipping-rates-by-address", () => {
  it("answers the rates and stores them on the cart, without setting its address", async () => {
    const { cart } = await thousandCart();
    const { status, body } = await getJson("/api/v1/shipping-rates-by-address", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cart_unique_id: cart.unique_id, address: addressIn("HI", "96815") }),
    });
    expect(status).toBe(200);
    expect(shippingRatesResponse.parse(body).data.rates).toEqual(PARCEL_RATES.slice(0, 2));
    const after = await fetchCart(cart.unique_id);
    expect(after.shipping_rates.rates).toEqual(PARCEL_RATES.slice(0, 2));
    expect(after).toMatchObject({ tax_amount: null, checkout: { shipping_address: null } });
    // A rate of the quote may be chosen before the address is saved.
    expect((await cartOf(await patchCheckout(cart.unique_id, { shipping_rate_id: "express" }))).shipping_amount).toBe(14);
  });

  it("drops a chosen rate the new quote does not have", async () => {
    const { cart } = await thousandCart();
    await cartOf(await patchCheckout(cart.unique_id, { shipping_address: NY_ADDRESS, shipping_rate_id: "overnight" }));
    await quote(cart.unique_id, addressIn("AK", "99501"));
    expect((await fetchCart(cart.unique_id)).checkout.shipping_rate_id).toBeNull();
  });

  it("checks the address like checkout does, and the cart", async () => {
    const { cart } = await thousandCart();
    await expectApiError(await quote(cart.unique_id, { ...NY_ADDRESS, zip_code: "1" }), 400, "zip_code", "The zip code must be a valid US ZIP code.");
    await expectApiError(await quote(cart.unique_id, null), 400, "address", "The address field is required.");
    const response = await postJson("/api/v1/shipping-rates-by-address", { address: { ...NY_ADDRESS, country: "CA" } });
    expect(await response.json()).toEqual({
      errors: [
        { code: 400, property: "cart_unique_id", message: "The cart_unique_id field is required." },
        { code: 400, property: "country", message: "We only ship within the United States." },
      ],
    });
    await expectApiError(await quote("nope", NY_ADDRESS), 404, null, "Not found");
  });
});
