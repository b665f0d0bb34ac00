/** zod pieces the form schemas share, so every form says the same thing the same way. */
import { z } from "zod";

import { INVALID_EMAIL, PASSWORD_LENGTH, PASSWORD_SPECIAL, limitCharacters, required } from "./messages";

/** A required text field; browsers send "" for an empty one, and trimming makes "  " empty too. */
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

export const email = (label = "Email") => requiredText(label, 254).pipe(z.string().email(INVALID_EMAIL));

/** Spec 5 passwordChar, and the new-password rule of at least 1 special character. */
export const newPassword = z
  .string({ required_error: required("Password") })
  .min(1, required("Password"))
  .min(8, PASSWORD_LENGTH)
  .max(128, limitCharacters(128))
  .regex(/[^A-Za-z0-9\s]/, PASSWORD_SPECIAL);

export type FieldErrors = Record<string, string>;

/** The first message for each field, as the forms show them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Reads only the named fields from a form: extra fields are ignored, files are not text. */
export function pickFields(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : undefined;
  }
  return values;
}
