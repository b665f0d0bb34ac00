/**
 * The console's posted forms, read into the inputs of the QA actions
 * (../qa.ts) that the JSON endpoints take: the form only turns text into
 * the JSON the endpoint would get (numbers, a parsed body, a header), and the
 * action's own validation judges it. Its field errors are mapped back onto
 * the form's fields, so the console refuses what POST /__qa/faults refuses,
 * with the same words. Pure: no store, no request.
 */
import type { ApiError } from "../http";
import { findPreset, type Preset } from "./presets";

/** One value per field, as typed (the first, if a field is sent twice). */
export type FormValues = Readonly<Record<string, string>>;

/** A message per form field; FORM_ERROR holds what belongs to no one field. */
export type FieldErrors = Record<string, string>;

export const FORM_ERROR = "form";

/** The largest form body read: a fault's body may be a page of HTML, never megabytes. */
export const MAX_FORM_BYTES = 256 * 1024;

/** An application/x-www-form-urlencoded body as values. */
export function formValues(body: string | URLSearchParams): FormValues {
  const params = typeof body === "string" ? new URLSearchParams(body) : body;
  const first = new Map<string, string>();
  for (const [name, value] of params) if (!first.has(name)) first.set(name, value);
  // fromEntries defines own properties: a field named __proto__ is a field, never the prototype.
  return Object.fromEntries(first);
}

const text = (values: FormValues, name: string) => (Object.hasOwn(values, name) ? values[name] : "");

/**
 * A number field: absent when empty, a number when it reads as one, and the
 * text itself otherwise, so the action's check says what the field must be
 * ("abc" and "999" get the same message as in JSON).
 */
export function numberField(raw: string): number | string | undefined {
  const trimmed = raw.trim();
  if (trimmed === "") return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The action's errors on the form's fields, the first per field: `fieldOf`
 * names the form field of an error's property (null: the form as a whole).
 */
export function fieldErrorsFrom(errors: readonly ApiError[], fieldOf: (property: string | null) => string | null = (p) => p): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error.property) ?? FORM_ERROR;
    if (!Object.hasOwn(out, field)) out[field] = error.message;
  }
  return out;
}

/* ---- add a fault ---- */

/** How the fault's body field is read: the API's usual answer for the status, JSON, or raw text. */
export const BODY_TYPES = ["default", "json", "text"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const FAULT_FORM_MESSAGES = {
  bodyType: "Choose how to send the body: JSON or raw text.",
  bodyWithoutType: "Choose JSON or raw text for this body, or leave the body empty.",
  emptyJson: "Write the JSON to send, or choose another kind of body.",
  badJson: (reason: string) => `body is not valid JSON: ${reason}`,
} as const;

export interface FaultForm {
  /** What POST /__qa/faults would get. */
  input: Record<string, unknown>;
  /** What the form itself could not read (a body that is not JSON): shown with the action's errors. */
  errors: FieldErrors;
  /** Also bump the cache version, so the store's cached reads (pages, catalogue) meet the fault. */
  bumpCv: boolean;
}

export function faultFromForm(values: FormValues): FaultForm {
  const input: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const method = text(values, "method").trim();
  if (method !== "") input.method = method;
  // Spaces around a pasted path are dropped; one inside it is refused by the path's own check.
  input.path = text(values, "path").trim();
  for (const name of ["status", "delay_ms", "times"] as const) {
    const value = numberField(text(values, name));
    if (value !== undefined) input[name] = value;
  }

  const bodyType = text(values, "body_type") || "default";
  const body = text(values, "body");
  if (!(BODY_TYPES as readonly string[]).includes(bodyType)) errors.body = FAULT_FORM_MESSAGES.bodyType;
  else if (bodyType === "text") input.bodyText = body;
  else if (bodyType === "json") {
    if (body.trim() === "") errors.body = FAULT_FORM_MESSAGES.emptyJson;
    else {
      try {
        input.body = JSON.parse(body);
      } catch (error) {
        errors.body = FAULT_FORM_MESSAGES.badJson(error instanceof Error ? error.message : String(error));
      }
    }
  } else if (body.trim() !== "") errors.body = FAULT_FORM_MESSAGES.bodyWithoutType;

  const contentType = text(values, "content_type").trim();
  if (contentType !== "") input.headers = { "Content-Type": contentType };

  return { input, errors, bumpCv: text(values, "bump_cv") === "on" };
}

/** POST /__qa/faults' properties as the form's fields. */
export function faultField(property: string | null): string | null {
  if (property === null) return null;
  if (property === "bodyText" || property === "body") return "body";
  if (property === "headers" || property.startsWith("headers.")) return "content_type";
  return ["method", "path", "status", "delay_ms", "times"].includes(property) ? property : null;
}

/* ---- the other forms ---- */

/** The global delay: {delay_ms} for POST /__qa/delay. */
export function delayFromForm(values: FormValues): Record<string, unknown> {
  const delay = numberField(text(values, "delay_ms"));
  return delay === undefined ? {} : { delay_ms: delay };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const FORM_MESSAGES = {
  cartRequired: "Enter a cart id.",
  noSuchFault: "This fault is no longer active: a fault with times leaves once used up.",
  unknownPreset: "Unknown preset.",
  noticeChoice: "Choose on or off.",
} as const;

/** A cart id as typed into a field: trimmed, and short enough to show back. */
export const cartIdOf = (raw: string) => raw.trim().slice(0, 100);

/** "Add a locked gift line": the cart, and {product_configuration_id} for POST /__qa/carts/{id}/gift. */
export function giftFromForm(values: FormValues): Checked<{ cartId: string; input: Record<string, unknown> }> {
  const cartId = cartIdOf(text(values, "cart"));
  if (cartId === "") return { ok: false, errors: { cart: FORM_MESSAGES.cartRequired } };
  return { ok: true, value: { cartId, input: { product_configuration_id: text(values, "product_configuration_id") } } };
}

/** A fault's remove button: its id. */
export function faultIdFromForm(values: FormValues): Checked<number> {
  const id = text(values, "id").trim();
  return /^\d{1,9}$/.test(id) ? { ok: true, value: Number(id) } : { ok: false, errors: { [FORM_ERROR]: FORM_MESSAGES.noSuchFault } };
}

export function presetFromForm(values: FormValues): Checked<Preset> {
  const preset = findPreset(text(values, "preset"));
  return preset ? { ok: true, value: preset } : { ok: false, errors: { [FORM_ERROR]: FORM_MESSAGES.unknownPreset } };
}

/** The delay notice's switch: {high_order_volume} for PUT /__qa/notices. */
export function noticesFromForm(values: FormValues): Checked<{ high_order_volume: boolean }> {
  const choice = text(values, "high_order_volume");
  if (choice !== "on" && choice !== "off") return { ok: false, errors: { high_order_volume: FORM_MESSAGES.noticeChoice } };
  return { ok: true, value: { high_order_volume: choice === "on" } };
}

/* ---- the page's GET forms ---- */

export interface PageQuery {
  /** The flash notice to show, by id. */
  notice: string | null;
  /** The events' filters, as typed: an event id (or name) and a source. */
  event: string;
  source: string;
  /** The cart to show. */
  cart: string;
}

export function pageQuery(params: URLSearchParams): PageQuery {
  const value = (name: string) => (params.get(name) ?? "").trim().slice(0, 100);
  return { notice: params.get("notice"), event: value("event"), source: value("source"), cart: cartIdOf(value("cart")) };
}
