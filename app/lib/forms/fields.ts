import { z } from "zod";

import { INVALID_EMAIL, PASSWORD_CONFIRMATION, PASSWORD_LENGTH, PASSWORD_SPECIAL, limitCharacters, required } from "./messages";

export const requiredText = (label: string, max = 255) =>
  z
    .string({ required_error: required(label), invalid_type_error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, limitCharacters(max));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, limitCharacters(max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** Spec 5 phone_number (US). */
export const PHONE = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const INVALID_PHONE = "Enter a valid phone number, like 212-555-0147";

export const email = (label = "Email") => requiredText(label, 254).pipe(z.string().email(INVALID_EMAIL));

/** Spec 5 passwordChar. */
export const newPassword = z
  .string({ required_error: required("Password") })
  .min(1, required("Password"))
  .min(8, PASSWORD_LENGTH)
  .max(128, limitCharacters(128))
  .regex(/[^A-Za-z0-9\s]/, PASSWORD_SPECIAL);

export const newPasswordPair = {
  password: newPassword,
  password_confirmation: z.string({ required_error: required("Password confirmation") }).min(1, required("Password confirmation")),
};

/** Spec 5 "confirm". */
export const confirmed = <T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password_confirmation"], message: PASSWORD_CONFIRMATION });
  }
};
