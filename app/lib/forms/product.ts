/**
 * The product page's forms. The server validates with these; they are plain
 * zod so the route's client bundle stays small.
 */
import { z } from "zod";

import { HINT_MESSAGE_MAX, MESSAGE_MAX, limitCharacters } from "./messages";

const email = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, limitCharacters(254))
    .email("Enter a valid email address");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, limitCharacters(max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** Drop a hint: the product link goes to someone's inbox. */
export const hintSchema = z.object({
  email: email("Their email"),
  name: optionalText(100),
  message: optionalText(HINT_MESSAGE_MAX),
});

const requiredText = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, limitCharacters(max));

/** Ask a question about the piece (POST /questions). */
export const questionSchema = z.object({
  first_name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
  email: email("Email"),
  question: requiredText("Your question", MESSAGE_MAX),
});

/** Add to bag. */
export const addToBagSchema = z.object({
  product_configuration_id: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
});

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
