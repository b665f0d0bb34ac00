import type { ZodError } from "zod";

import { fieldErrorsOf } from "~/lib/forms/form";

import { signUpSchema } from "./sign-up.form";

const errors = (result: { success: boolean; error?: ZodError }) => (result.error ? fieldErrorsOf(result.error) : {});

describe("signUpSchema", () => {
  const valid = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", password: "Analytical!1", password_confirmation: "Analytical!1" };

  it("accepts a complete sign-up", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it("says the spec's words for a short password and a mismatch", () => {
    expect(errors(signUpSchema.safeParse({ ...valid, password: "a!1", password_confirmation: "a!1" })).password).toBe(
      "Requirements: Minimum 8 characters",
    );
    expect(errors(signUpSchema.safeParse({ ...valid, password_confirmation: "Analytical!2" })).password_confirmation).toBe(
      "Password confirmation does not match",
    );
  });

  it("asks for a special character", () => {
    expect(errors(signUpSchema.safeParse({ ...valid, password: "Analytical1", password_confirmation: "Analytical1" })).password).toBe(
      "Requirements: At least 1 special character",
    );
  });

  it("bounds long input", () => {
    expect(errors(signUpSchema.safeParse({ ...valid, first_name: "x".repeat(101) })).first_name).toBe("Please limit to 100 characters or less.");
  });
});
