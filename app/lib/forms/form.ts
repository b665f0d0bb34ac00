// One zod schema per form, shared by the browser (remix-validated-form) and the form door (services/form-door.server.ts).
import { z } from "zod";

// How a form shows the API's refusals, per spec 8's catalogue.
export type ApiErrorRule = "fields" | "fields and message" | "fields only" | { field: string; fallback: string };

export type FormDef<S extends z.ZodTypeAny = z.ZodTypeAny> = {
  id: string;
  schema: S;
  fields: readonly string[];
  apiErrors: ApiErrorRule;
  honeypot: boolean;
};

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

/** Security: `values` never echo a password or card field. */
export type FormResult =
  | { intent: string; ok: true; message?: string }
  | { intent: string; ok: false; message?: string; fieldErrors: FieldErrors; values: FormValues };

export type Refused = Extract<FormResult, { ok: false }>;

export function refusal(form: { id: string }, fieldErrors: FieldErrors, values: FormValues, message?: string): Refused {
  return { intent: form.id, ok: false, fieldErrors, values, ...(message ? { message } : {}) };
}

export const INTENT = "intent";
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

/** Security: read for one request, never sent back. */
const SECRET = /password|^card_number$|^expiry$|^cvc$|^payment_token$/;

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

/** Twice the longest field, so an over-long value comes back whole for the shopper to shorten. */
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
    input[name] = typeof value === "string" ? value : undefined;
  }
  const parsed = form.schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, result: refusal(form, fieldErrorsOf(parsed.error), shownValues(form, read)) };
}

export function isResultOf(form: { id: string }, value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === form.id && "ok" in value;
}
