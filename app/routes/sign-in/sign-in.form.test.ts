import type { ZodError } from "zod";

import { fieldErrorsOf } from "~/lib/forms/form";

import { signInSchema } from "./sign-in.form";

const errors = (result: { success: boolean; error?: ZodError }) => (result.error ? fieldErrorsOf(result.error) : {});

describe("signInSchema", () => {
  it("needs a valid email and a password", () => {
    expect(errors(signInSchema.safeParse({ email: "", password: "" }))).toEqual({ email: "Email is required", password: "Password is required" });
    expect(errors(signInSchema.safeParse({ email: "ada@", password: "x" }))).toEqual({ email: "Enter a valid email address" });
    expect(signInSchema.safeParse({ email: " ada@example.com ", password: "x" }).data?.email).toBe("ada@example.com");
  });

  it("treats a missing field like an empty one", () => {
    expect(errors(signInSchema.safeParse({}))).toEqual({ email: "Email is required", password: "Password is required" });
  });
});
