/** The account forms (spec 5 "Sign-in", issue "forms"): one schema each, shared by browser and server. */
import { z } from "zod";

import { email, newPassword, requiredText } from "./fields";
import { defineForm } from "./form";
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

/** Spec 8: a sign-in error shows on the field it names, if the form has it; otherwise nothing. */
export const signInForm = defineForm("sign-in", signInSchema, { apiErrors: "fields only", honeypot: true });
export const signUpForm = defineForm("sign-up", signUpSchema, { honeypot: true });
export const recoverPasswordForm = defineForm("recover-password", recoverRequestSchema, { honeypot: true });
export const resetPasswordForm = defineForm("reset-password", resetPasswordSchema);
/** Sign-out has nothing to fill in; it is a form so that only the store's pages can post it. */
export const signOutForm = defineForm("sign-out", z.object({}));
