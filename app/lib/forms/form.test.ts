import { z } from "zod";

import { defineForm, fieldNames, isResultOf, isSecretField, shownValues, validate } from "./form";

const signUp = defineForm(
  "sign-up",
  z
    .object({ email: z.string().email("Enter a valid email address"), password: z.string().min(8, "Too short"), password_confirmation: z.string() })
    .superRefine((value, ctx) => {
      if (value.password !== value.password_confirmation) ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "No match" });
    }),
);

describe("defineForm", () => {
  it("reads the form's fields through refinements, transforms and pipes", () => {
    expect(signUp.fields).toEqual(["email", "password", "password_confirmation"]);
    expect(fieldNames(z.object({ a: z.string() }).transform((v) => v.a).pipe(z.string()))).toEqual(["a"]);
    expect(() => fieldNames(z.string())).toThrow(/object/);
  });

  it("shows the API's refusals under fields unless told otherwise", () => {
    expect(signUp.apiErrors).toBe("fields");
  });
});

describe("what is never sent back", () => {
  it.each(["password", "password_confirmation", "current_password", "new_password", "card_number", "expiry", "cvc", "payment_token"])("%s is secret", (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each(["email", "holder_name", "payment_method", "number", "zip_code"])("%s is not", (name) => {
    expect(isSecretField(name)).toBe(false);
  });

  it("shows a refused form's own fields again, cut short, without its secrets or anything else posted", () => {
    const posted = new URLSearchParams({ email: "x".repeat(12_000), password: "hunter2!", password_confirmation: "hunter2!", role: "admin" });
    expect(shownValues(signUp, (name) => posted.get(name))).toEqual({ email: "x".repeat(10_000) });
  });
});

describe("validate", () => {
  it("gives the typed data of a valid submission, reading only the form's fields", () => {
    const posted = new URLSearchParams({ email: "a@b.co", password: "long-enough!", password_confirmation: "long-enough!", role: "admin" });
    expect(validate(signUp, (name) => posted.get(name))).toEqual({
      ok: true,
      data: { email: "a@b.co", password: "long-enough!", password_confirmation: "long-enough!" },
    });
  });

  it("refuses with the first message per field and the values to show again", () => {
    const posted = new URLSearchParams({ email: "nope", password: "short", password_confirmation: "other" });
    expect(validate(signUp, (name) => posted.get(name))).toEqual({
      ok: false,
      result: { intent: "sign-up", ok: false, fieldErrors: { email: "Enter a valid email address", password: "Too short", password_confirmation: "No match" }, values: { email: "nope" } },
    });
  });

  it("treats a file or an absent field as missing", () => {
    const form = defineForm("f", z.object({ name: z.string({ required_error: "Name is required" }) }));
    expect(validate(form, () => new Blob(["x"]))).toMatchObject({ ok: false, result: { fieldErrors: { name: "Name is required" } } });
  });
});

describe("isResultOf", () => {
  it("tells a form its own answer from another form's and from anything else", () => {
    expect(isResultOf(signUp, { intent: "sign-up", ok: true })).toBe(true);
    expect(isResultOf(signUp, { intent: "sign-in", ok: true })).toBe(false);
    expect(isResultOf(signUp, { intent: "sign-up" })).toBe(false);
    expect(isResultOf(signUp, null)).toBe(false);
  });
});
