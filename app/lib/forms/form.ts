// One zod schema per form, shared by the browser (remix-validated-form) and the form door (services/form-door.server.ts).
import { z } from "zod";

// How a form shows the API's refusals (spec 8's catalogue): "fields" puts the first message on the form when no
// field took it; "fields and message" both (email us); "fields only" drops a message naming no field (sign-in);
// { field, fallback } puts everything under one field (newsletter: "Server error"). A 5xx says the generic failure.
export type ApiErrorRule = "fields" | "fields and message" | "fields only" | { field: string; fallback: string };

export type FormDef<S extends z.ZodTypeAny = z.ZodTypeAny> = {
  id: string;
  schema: S;
  /** The door reads and echoes only these. */
  fields: readonly string[];
  apiErrors: ApiErrorRule;
  /** A public form: a hidden field people leave empty and form-filling bots do not. */
  honeypot: boolean;
};

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

/** `values` show a refused form again: never a password or card field. */
export type FormResult =
  | { intent: string; ok: true; message?: string }
  | { intent: string; ok: false; message?: string; fieldErrors: FieldErrors; values: FormValues };

export type Refused = Extract<FormResult, { ok: false }>;

export function refusal(form: { id: string }, fieldErrors: FieldErrors, values: FormValues, message?: string): Refused {
  return { intent: form.id, ok: false, fieldErrors, values, ...(message ? { message } : {}) };
}

export const INTENT = "intent";
/** remix-utils' default, followed by `_<form id>`. */
export const HONEYPOT_FIELD = "name__confirm";

export function defineForm<S extends z.ZodTypeAny>(
  id: string,
  schema: S,
  options: { apiErrors?: ApiErrorRule; honeypot?: boolean } = {},
): FormDef<S> {
  return { id, schema, fields: fieldNames(schema), apiErrors: options.apiErrors ?? "fields", honeypot: options.honeypot ?? false };
}

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

/** Twice the longest field (5000 characters): a value over its limit comes back whole for the shopper to shorten. */
export const SHOWN_VALUE_MAX = 10_000;

export function shownValues(form: FormDef, read: (name: string) => unknown): FormValues {
  const values: FormValues = {};
  for (const name of form.fields) {
    const value = read(name);
    if (typeof value === "string" && !isSecretField(name)) values[name] = value.slice(0, SHOWN_VALUE_MAX);
  }
  return values;
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

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

export function isResultOf(form: { id: string }, value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === form.id && "ok" in value;
}
