import type { ZodError } from "zod";

import { fieldErrorsOf } from "~/lib/forms/form";

import { resetPasswordSchema } from "./reset-password.form";

const errors = (result: { success: boolean; error?: ZodError }) => (result.error ? fieldErrorsOf(result.error) : {});

describe("resetPasswordSchema", () => {
  it("checks the new password and its confirmation", () => {
    expect(errors(resetPasswordSchema.safeParse({ password: "Longenough!", password_confirmation: "Different!" }))).toEqual({
      password_confirmation: "Password confirmation does not match",
    });
    expect(resetPasswordSchema.safeParse({ password: "Longenough!", password_confirmation: "Longenough!" }).success).toBe(true);
  });
});
