/** POST /orders/rates and the high-order-volume notice the carts carry (PUT /__qa/notices). */
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { shippingRatesResponse } from "~/services/schemas/cart.server";

import { E_GIFT_CARD_SLUG } from "./seed";
import { EXPRESS, GROUND } from "./shipping";
import { store } from "./store";
import { addressIn, api, cartOf, cartWith, expectApiError, getJson, NY_ADDRESS, patchCheckout, postJson, priced, setupMockApi } from "./testing";

setupMockApi();

/** POST /orders/rates answers what POST /shipping-rates-by-address does (the store's call), and the delay notice. */
const orderRatesResponse = z.object({ data: shippingRatesResponse.shape.data.extend({ delay_notice: z.boolean() }) });

const rates = (cart_unique_id: string | undefined, shipping_address: unknown) => postJson("/api/v1/orders/rates", { cart_unique_id, shipping_address });
const ratesOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return orderRatesResponse.parse(await response.json()).data;
};
const fetchCart = async (id: string) => cartOf(await api(`/api/v1/carts?cart_unique_id=${id}`));
const setNotice = (high_order_volume: unknown) => postJson("/__qa/notices", { high_order_volume }, "PUT");

const eGiftCard = () => store.products.find((p) => p.slug === E_GIFT_CARD_SLUG)!.configurations[0];
const PO_BOX = { ...NY_ADDRESS, address: "P.O. Box 4410", apartment: null };

describe("POST /api/v1/orders/rates", () => {
  it("answers the address's rates and makes them the cart's, without setting its address", async () => {
    const cart = await cartWith(priced(1000)[0].id);
    const quoted = await ratesOf(await rates(cart.unique_id, addressIn("HI", "96815")));
    expect(quoted).toEqual({
      rates: [
        expect.objectContaining({ id: "ground", title: "Complimentary ground", description: "5–7 business days", amount: 0 }),
        expect.objectContaining({ id: "express", title: "Express", description: "2 business days", amount: 14 }),
      ],
      delay_notice: false,
    });
    const after = await fetchCart(cart.unique_id);
    expect(after.shipping_rates.rates.map((rate) => rate.id)).toEqual(["ground", "express"]);
    expect(after.checkout.shipping_address).toBeNull();
  });

  it("quotes first, where a checkout starts, the free rate; every price and transit is what GET /order-options states", async () => {
    const terms = (await getJson("/api/v1/order-options")).body as { data: { shipping: { methods: Array<{ id: string; amount: number; transit_days: { min: number; max: number } }> } } };
    const methods = new Map(terms.data.shipping.methods.map((method) => [method.id, method]));
    for (const state of ["NY", "CA", "HI"]) {
      const quoted = await ratesOf(await rates((await cartWith(priced(1000)[0].id)).unique_id, addressIn(state)));
      expect(quoted.rates[0].amount).toBe(0);
      for (const rate of quoted.rates) {
        expect(rate.amount).toBe(methods.get(rate.id)?.amount);
        // An in-stock piece: at most a business day to leave, then the rate's transit.
        expect(rate.delivery).toMatchObject({ min_days: methods.get(rate.id)?.transit_days.min, max_days: (methods.get(rate.id)?.transit_days.max ?? 0) + 1 });
      }
    }
  });

  it("answers no rates for a parcel to a P.O. box, and the cart has none either; an e-mailed cart still has its rate", async () => {
    const cart = await cartWith(priced(1000)[0].id);
    for (const street of ["P.O. Box 4410", "PO BOX 12", "post office box 7"]) {
      expect((await ratesOf(await rates(cart.unique_id, { ...NY_ADDRESS, address: street }))).rates).toEqual([]);
    }
    expect((await ratesOf(await rates(cart.unique_id, { ...NY_ADDRESS, apartment: "PO Box 9" }))).rates).toEqual([]);
    // "Box" alone, or a street named Post, is a street address.
    expect((await ratesOf(await rates(cart.unique_id, { ...NY_ADDRESS, address: "12 Post Road", apartment: "Box 3" }))).rates).toHaveLength(3);
    const saved = await cartOf(await patchCheckout(cart.unique_id, { shipping_address: PO_BOX }));
    expect(saved.shipping_rates.rates).toEqual([]);

    const emailed = await cartWith(eGiftCard().id);
    expect((await ratesOf(await rates(emailed.unique_id, PO_BOX))).rates.map((rate) => rate.id)).toEqual(["email"]);
  });

  it("without an address, estimates: the rates every US address has, the notice, and the cart left as it is", async () => {
    const cart = await cartWith(priced(1000)[0].id);
    await patchCheckout(cart.unique_id, { shipping_address: addressIn("HI", "96815") });
    const before = await fetchCart(cart.unique_id);
    await setNotice(true);
    const estimate = await ratesOf(await postJson("/api/v1/orders/rates", { cart_unique_id: cart.unique_id }));
    expect(estimate).toEqual({
      rates: [
        expect.objectContaining({ id: "ground", title: "Complimentary ground", description: "5–7 business days", amount: GROUND.amount }),
        expect.objectContaining({ id: "express", title: "Express", description: "2 business days", amount: EXPRESS.amount }),
      ],
      delay_notice: true,
    });
    expect(await ratesOf(await rates(cart.unique_id, null))).toEqual(estimate);
    const after = await fetchCart(cart.unique_id);
    expect(after.shipping_rates.rates).toEqual(before.shipping_rates.rates);
    expect(after.checkout.shipping_address).toEqual(before.checkout.shipping_address);

    const emailed = await cartWith(eGiftCard().id);
    expect(await ratesOf(await postJson("/api/v1/orders/rates", { cart_unique_id: emailed.unique_id }))).toEqual({
      rates: [expect.objectContaining({ id: "email", title: "E-mail delivery", description: "Sent within minutes", amount: 0 })],
      delay_notice: false,
    });
    await expectApiError(await postJson("/api/v1/orders/rates", {}), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectApiError(await postJson("/api/v1/orders/rates", { cart_unique_id: "nope" }), 404, null, "Not found");
  });

  it("checks the address as checkout does (under its fields), then the cart", async () => {
    const cart = await cartWith(priced(1000)[0].id);
    await expectApiError(await rates(cart.unique_id, { ...NY_ADDRESS, zip_code: "1" }), 400, "zip_code", "The zip code must be a valid US ZIP code.");
    await expectApiError(await rates(cart.unique_id, "nowhere"), 400, "shipping_address", "The shipping_address field is required.");
    expect(await (await rates(undefined, { ...NY_ADDRESS, country: "CA" })).json()).toEqual({
      errors: [
        { code: 400, property: "cart_unique_id", message: "The cart_unique_id field is required." },
        { code: 400, property: "country", message: "We only ship within the United States." },
      ],
    });
    await expectApiError(await rates("nope", NY_ADDRESS), 404, null, "Not found");
  });
});

describe("the high-order-volume notice", () => {
  it("is off at first; PUT /__qa/notices turns it on for every cart that ships a parcel, and a reset turns it off", async () => {
    const parcel = await cartWith(priced(1000)[0].id);
    const emailed = await cartWith(eGiftCard().id);
    expect(await getJson("/__qa/notices")).toEqual({ status: 200, body: { data: { high_order_volume: false } } });
    expect((await fetchCart(parcel.unique_id)).shipping_rates.delay_notice).toBe(false);

    const on = await setNotice(true);
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ data: { high_order_volume: true } });
    expect(await getJson("/__qa/notices")).toEqual({ status: 200, body: { data: { high_order_volume: true } } });
    expect((await fetchCart(parcel.unique_id)).shipping_rates.delay_notice).toBe(true);
    expect((await cartOf(await api(`/api/v1/checkout/get-cart?cart_unique_id=${parcel.unique_id}`))).shipping_rates.delay_notice).toBe(true);
    expect((await ratesOf(await rates(parcel.unique_id, NY_ADDRESS))).delay_notice).toBe(true);
    // E-mail is not held up by parcels.
    expect((await fetchCart(emailed.unique_id)).shipping_rates.delay_notice).toBe(false);
    expect((await ratesOf(await rates(emailed.unique_id, NY_ADDRESS))).delay_notice).toBe(false);

    await setNotice(false);
    expect((await fetchCart(parcel.unique_id)).shipping_rates.delay_notice).toBe(false);
    await setNotice(true);
    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);
    expect(await getJson("/__qa/notices")).toEqual({ status: 200, body: { data: { high_order_volume: false } } });
  });

  it("takes only a boolean", async () => {
    for (const value of ["yes", 1, null]) {
      const response = await setNotice(value);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Array<{ property: string }> }).errors[0].property).toBe("high_order_volume");
    }
    expect((await postJson("/__qa/notices", { high_order_volume: true, other: 1 }, "PUT")).status).toBe(400);
    expect(store.high_order_volume).toBe(false);
  });
});
