import { fieldErrorsOf } from "~/lib/forms/form";
import { trackOrderSchema } from "./track-order.form";

describe("trackOrderSchema", () => {
  it("needs the number, a valid email and the billing ZIP", () => {
    const result = trackOrderSchema.safeParse({ number: "", email: "nope", billing_zip: "" });
    expect(!result.success && fieldErrorsOf(result.error)).toEqual({
      number: "Order number is required",
      email: "Enter a valid email address",
      billing_zip: "Billing ZIP code is required",
    });
  });

  it("trims what it accepts", () => {
    expect(trackOrderSchema.parse({ number: " ML-100240 ", email: "a@b.co ", billing_zip: " 60614" })).toEqual({
      number: "ML-100240",
      email: "a@b.co",
      billing_zip: "60614",
    });
  });

  it("bounds the fields", () => {
    expect(trackOrderSchema.safeParse({ number: "x".repeat(41), email: "a@b.co", billing_zip: "1" }).success).toBe(false);
  });
});
