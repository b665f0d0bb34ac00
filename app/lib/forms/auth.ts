/** The account forms (spec 5 "Sign-in", issue "forms"): one schema each, shared by browser and server. */
import { z } from "zod";

import { email, newPassword, requiredText } from "./fields";
import { PASSWORD_CONFIRMATION, required } from "./messages";

export const signInSchema = z.object({
  email: email(),
  password: z.string({ required_error: required("Password") }).min(1, required("Password")).max(128),
  redirect: z.string().max(2048).optional(),
});

/** Spec 5 "confirm": the confirmation must equal the password. */
const confirmed = <T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password_confirmation"], message: PASSWORD_CONFIRMATION });
  }
};

const passwords = {
  password: newPassword,
  password_confirmation: z.string({ required_error: required("Password confirmation") }).min(1, required("Password confirmation")),
};

export const signUpSchema = z
  .object({ first_name: requiredText("First name", 100), last_name: requiredText("Last name", 100), email: email(), ...passwords })
  .superRefine(confirmed);

export const recoverRequestSchema = z.object({ email: email() });

export const resetPasswordSchema = z.object(passwords).superRefine(confirmed);
