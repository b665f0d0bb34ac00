/**
 * What every form of the store is to the form door: an id and one zod schema,
 * shared by the browser (remix-validated-form) and the server
 * (services/form-door.server.ts), and the one shape every post answers with.
 */
import { z } from "zod";

/**
 * How a form shows the API's refusals (spec 8's catalogue):
 * - "fields": errors naming one of the form's fields go under it; the first
 *   message becomes the form's message when none did (the default);
 * - "fields and message": both (email us: an "Error!" alert plus the field errors);
 * - "fields only": a message naming no field of the form is not shown (sign-in);
 * - { field, fallback }: every message goes under that one field, the
 *   fallback when there is none or the API failed (newsletter: "Server error").
 * Otherwise a 5xx says the spec's generic failure.
 */
export type ApiErrorRule = "fields" | "fields and message" | "fields only" | { field: string; fallback: string };

export type FormDef<S extends z.ZodTypeAny = z.ZodTypeAny> = {
  /** Unique in the store; posted as `intent`, so a route with several forms tells them apart. */
  id: string;
  schema: S;
  /** The names the form posts, read from the schema: the door reads and echoes only these. */
  fields: readonly string[];
  apiErrors: ApiErrorRule;
  /** A public form, open to anyone: it carries a hidden field that people leave empty and form-filling bots do not. */
  honeypot: boolean;
};

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

/**
 * The one answer of every post: `intent` says which form it belongs to.
 * `values` are what the shopper typed, to show the refused form again;
 * never a password or card field.
 */
export type FormResult =
  | { intent: string; ok: true; message?: string }
  | { intent: string; ok: false; message?: string; fieldErrors: FieldErrors; values: FormValues };

export type Refused = Extract<FormResult, { ok: false }>;

/** A refusal in the one shape: the form's errors, what to show again, and a message when there is one. */
export function refusal(form: { id: string }, fieldErrors: FieldErrors, values: FormValues, message?: string): Refused {
  return { intent: form.id, ok: false, fieldErrors, values, ...(message ? { message } : {}) };
}

/** The hidden field that names the posted form. */
export const INTENT = "intent";
/** The honeypot field's name (remix-utils' default), followed by `_<form id>`. */
export const HONEYPOT_FIELD = "name__confirm";

export function defineForm<S extends z.ZodTypeAny>(
  id: string,
  schema: S,
  options: { apiErrors?: ApiErrorRule; honeypot?: boolean } = {},
): FormDef<S> {
  return { id, schema, fields: fieldNames(schema), apiErrors: options.apiErrors ?? "fields", honeypot: options.honeypot ?? false };
}

/** The keys of the object at the heart of a schema, through refinements, transforms and pipes. */
export function fieldNames(schema: z.ZodTypeAny): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodEffects) return fieldNames(schema.innerType());
  if (schema instanceof z.ZodPipeline) return fieldNames(schema._def.in);
  throw new Error("A form's schema must be an object (refined, transformed or piped)");
}

/** Passwords, the card's number, expiry and code, and a wallet's payment token are read for one request and never sent back. */
const SECRET = /password|^card_number$|^expiry$|^cvc$|^payment_token$/;

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

/**
 * Twice the longest field (a 5000-character message): a value over its
 * limit comes back whole for the shopper to shorten, and no more than this
 * is ever sent back.
 */
export const SHOWN_VALUE_MAX = 10_000;

/** The values a refused form is shown again with: its own fields, cut short, no secrets. */
export function shownValues(form: FormDef, read: (name: string) => unknown): FormValues {
  const values: FormValues = {};
  for (const name of form.fields) {
    const value = read(name);
    if (typeof value === "string" && !isSecretField(name)) values[name] = value.slice(0, SHOWN_VALUE_MAX);
  }
  return values;
}

/** The first message for each field, as the forms show them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/**
 * Checks submitted values (a posted form or a GET form's query) with the
 * form's schema: the typed data, or the refusal to answer with.
 */
export function validate<S extends z.ZodTypeAny>(
  form: FormDef<S>,
  read: (name: string) => unknown,
): { ok: true; data: z.output<S> } | { ok: false; result: Refused } {
  const input: Record<string, unknown> = {};
  for (const name of form.fields) {
    const value = read(name);
    // Files and absent fields are not text: the schema sees them as missing.
    input[name] = typeof value === "string" ? value : undefined;
  }
  const parsed = form.schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, result: refusal(form, fieldErrorsOf(parsed.error), shownValues(form, read)) };
}

/** Whether an action's data (or a fetcher's) is this form's answer. */
export function isResultOf(form: { id: string }, value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === form.id && "ok" in value;
}
