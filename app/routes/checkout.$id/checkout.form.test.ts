import { describe, expect, it } from "vitest";

import { CHECKOUT_ADDRESS, CHECKOUT_BILLING } from "../../../tests/fixtures";
import { STEP_FIELDS } from "~/lib/checkout/steps";
import { INVALID_ZIP, addressSchema } from "~/lib/forms/address";
import { INVALID_PHONE } from "~/lib/forms/fields";
import { fieldErrorsOf } from "~/lib/forms/form";

import { BILLING_COUNTRY, addressStepSchema } from "./address.form";
import { codeSchema, contactSchema, shippingMethodSchema } from "./checkout.form";
import { CARD_MESSAGES, NEW_CARD, paymentSchema } from "./payment.form";

// A phone number written as shoppers write it, brackets and all.
const address = { ...CHECKOUT_ADDRESS, phone_number: "(212) 555-0147" };

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

const card = { payment_method: "card", holder_name: "Ada Byron", card_number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

describe("checkout forms", () => {
  it("read from a post exactly the fields their schemas check", () => {
    expect(STEP_FIELDS.contact).toEqual(Object.keys(contactSchema.shape));
    const billingFields = Object.keys(addressSchema.shape).filter((name) => name !== "phone_number").map((name) => `billing_${name}`);
    expect(STEP_FIELDS.address).toEqual(["saved_address_id", ...Object.keys(addressSchema.shape), "billing", ...billingFields]);
    expect(STEP_FIELDS.address).toEqual(Object.keys(addressStepSchema.innerType().innerType().shape));
    expect(STEP_FIELDS.shipping).toEqual(Object.keys(shippingMethodSchema.shape));
    expect([...STEP_FIELDS.payment, "keep_card"]).toEqual(Object.keys(paymentSchema.innerType().innerType().shape));
  });

  it("asks for a valid contact email", () => {
    expect(errorsOf(contactSchema.safeParse({ email: "" }))).toEqual({ email: "Email is required" });
    expect(errorsOf(contactSchema.safeParse({ email: "ada@" }))).toEqual({ email: "Enter a valid email address" });
  });

  it("accepts a US address and names each bad field", () => {
    expect(addressStepSchema.parse({ ...address, saved_address_id: "new", company: "" })).toEqual({
      address: { ...address, company: undefined, apartment: undefined },
      billing_address: null,
    });
    const errors = errorsOf(
      addressStepSchema.safeParse({ ...address, first_name: " ", zip_code: "1002", phone_number: "555", state: "ZZ", country: "FR" }),
    );
    expect(errors).toMatchObject({
      first_name: "First name is required",
      zip_code: INVALID_ZIP,
      phone_number: INVALID_PHONE,
      state: "Choose a state",
      country: "We only ship within the United States",
    });
  });

  it("takes a saved address by its id alone", () => {
    expect(addressStepSchema.parse({ saved_address_id: "12" })).toEqual({ saved_address_id: 12, billing_address: null });
  });

  it("bills the shipping address unless the shopper chose another, whatever billing fields were posted", () => {
    const billingTyped = { billing_first_name: "Ada", billing_address: "1 Market Street" };
    expect(addressStepSchema.parse({ ...address, ...billingTyped }).billing_address).toBeNull();
    expect(addressStepSchema.parse({ ...address, billing: "same", ...billingTyped }).billing_address).toBeNull();
  });

  it("takes a different billing address, checked as the shipping one is but without a phone, each error under its billing field", () => {
    expect(addressStepSchema.parse({ saved_address_id: "12", ...CHECKOUT_BILLING }).billing_address).toEqual({
      first_name: "Ada",
      last_name: "Byron",
      company: "Carter & Reyes LLP",
      address: "1 Market Street",
      apartment: "Suite 300",
      city: "San Francisco",
      state: "CA",
      zip_code: "94105",
      country: "US",
    });
    const errors = errorsOf(addressStepSchema.safeParse({ ...address, billing: "different", billing_zip_code: "941", billing_state: "ZZ" }));
    expect(errors).toEqual({
      billing_first_name: "First name is required",
      billing_last_name: "Last name is required",
      billing_address: "Address is required",
      billing_city: "City is required",
      billing_state: "Choose a state",
      billing_zip_code: INVALID_ZIP,
      billing_country: BILLING_COUNTRY,
    });
  });

  it("turns a valid card into gateway fields, without spaces", () => {
    expect(paymentSchema.parse(card)).toEqual({
      payment_method: "card",
      card: { holder_name: "Ada Byron", number: "4242424242424242", exp_month: 12, exp_year: 2039, cvc: "123", card_name: null, save: false },
    });
  });

  it("carries the card's own name and the save choice to the gateway", () => {
    expect(paymentSchema.parse({ ...card, card_name: "  Anniversary Visa ", save_card: "on" }).card).toMatchObject({
      card_name: "Anniversary Visa",
      save: true,
    });
    expect(errorsOf(paymentSchema.safeParse({ ...card, card_name: "x".repeat(61) }))).toEqual({ card_name: expect.stringContaining("60") });
  });

  it("pays with a saved card by its id alone, and checks a new card when asked for one", () => {
    expect(paymentSchema.parse({ payment_method: "card", saved_card_id: "7", card_number: "junk" })).toEqual({
      payment_method: "card",
      card: { saved_card_id: 7 },
    });
    expect(errorsOf(paymentSchema.safeParse({ payment_method: "card", saved_card_id: NEW_CARD }))).toMatchObject({ card_number: CARD_MESSAGES.number });
    expect(errorsOf(paymentSchema.safeParse({ payment_method: "card", saved_card_id: "7; drop" }))).toMatchObject({ saved_card_id: CARD_MESSAGES.savedCard });
  });

  it("puts each card problem under its field", () => {
    const errors = errorsOf(paymentSchema.safeParse({ ...card, holder_name: "", card_number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12" }));
    expect(errors).toEqual({
      holder_name: CARD_MESSAGES.holder,
      card_number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expired,
      cvc: CARD_MESSAGES.cvc(3),
    });
    expect(errorsOf(paymentSchema.safeParse({ ...card, expiry: "next year" }))).toEqual({ expiry: CARD_MESSAGES.expiryFormat });
    expect(errorsOf(paymentSchema.safeParse({ ...card, card_number: "378282246310005", cvc: "123" }))).toEqual({ cvc: CARD_MESSAGES.cvc(4) });
  });

  it("ignores card fields for the redirect methods and refuses unknown methods", () => {
    expect(paymentSchema.parse({ payment_method: "paypal", card_number: "junk" })).toEqual({ payment_method: "paypal", card: null });
    expect(errorsOf(paymentSchema.safeParse({ payment_method: "cash" }))).toEqual({ payment_method: "Choose a payment method" });
  });

  it("needs a code to apply", () => {
    expect(errorsOf(codeSchema.safeParse({ gift_card_code: "  " }))).toEqual({ gift_card_code: "Code is required" });
  });

  it("keeps an already verified card when its fields are left empty, and checks a new one typed over it", () => {
    expect(paymentSchema.parse({ payment_method: "card", keep_card: "1", card_number: "", expiry: "", cvc: "" })).toEqual({
      payment_method: "card",
      card: "kept",
    });
    expect(errorsOf(paymentSchema.safeParse({ ...card, keep_card: "1", card_number: "4242" }))).toEqual({ card_number: CARD_MESSAGES.number });
    expect(errorsOf(paymentSchema.safeParse({ payment_method: "card" }))).toMatchObject({ card_number: CARD_MESSAGES.number });
  });
});
