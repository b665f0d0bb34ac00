/** The QA action's own validation judges the form, so the console refuses what POST /__qa/faults refuses, in the same words. */
import type { ApiError } from "../http";
import { findScenario, type Scenario } from "../scenarios";
import { findPreset, type Preset } from "./presets";

/** The first value, if a field is sent twice. */
export type FormValues = Readonly<Record<string, string>>;

export type FieldErrors = Record<string, string>;

export const FORM_ERROR = "form";

/** A fault's body may be a page of HTML, never megabytes. */
export const MAX_FORM_BYTES = 256 * 1024;

export function formValues(body: string | URLSearchParams): FormValues {
  const params = typeof body === "string" ? new URLSearchParams(body) : body;
  const first = new Map<string, string>();
  for (const [name, value] of params) if (!first.has(name)) first.set(name, value);
  // fromEntries defines own properties: a field named __proto__ is a field, never the prototype.
  return Object.fromEntries(first);
}

const text = (values: FormValues, name: string) => (Object.hasOwn(values, name) ? values[name] : "");

/** Text that is not a number is passed on as is, so the action's check words the error as it would for JSON. */
export function numberField(raw: string): number | string | undefined {
  const trimmed = raw.trim();
  if (trimmed === "") return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The first error per field; `fieldOf` returning null puts it on the form as a whole. */
export function fieldErrorsFrom(errors: readonly ApiError[], fieldOf: (property: string | null) => string | null = (p) => p): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error.property) ?? FORM_ERROR;
    if (!Object.hasOwn(out, field)) out[field] = error.message;
  }
  return out;
}

/** "default": the API's usual answer for the status. */
export const BODY_TYPES = ["default", "json", "text"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const FAULT_FORM_MESSAGES = {
  bodyType: "Choose how to send the body: JSON or raw text.",
  bodyWithoutType: "Choose JSON or raw text for this body, or leave the body empty.",
  emptyJson: "Write the JSON to send, or choose another kind of body.",
  badJson: (reason: string) => `body is not valid JSON: ${reason}`,
} as const;

export interface FaultForm {
  input: Record<string, unknown>;
  errors: FieldErrors;
  /** So the store's cached reads (pages, catalogue) meet the fault. */
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

  const wire = text(values, "wire").trim();
  if (wire !== "") input.wire = wire;

  return { input, errors, bumpCv: text(values, "bump_cv") === "on" };
}

export function faultField(property: string | null): string | null {
  if (property === null) return null;
  if (property === "bodyText" || property === "body") return "body";
  if (property === "headers" || property.startsWith("headers.")) return "content_type";
  return ["method", "path", "status", "delay_ms", "times", "wire"].includes(property) ? property : null;
}

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
  unknownScenario: "Unknown scenario.",
} as const;

/** Short enough to show back. */
export const cartIdOf = (raw: string) => raw.trim().slice(0, 100);

export function giftFromForm(values: FormValues): Checked<{ cartId: string; input: Record<string, unknown> }> {
  const cartId = cartIdOf(text(values, "cart"));
  if (cartId === "") return { ok: false, errors: { cart: FORM_MESSAGES.cartRequired } };
  return { ok: true, value: { cartId, input: { product_configuration_id: text(values, "product_configuration_id") } } };
}

export function faultIdFromForm(values: FormValues): Checked<number> {
  const id = text(values, "id").trim();
  return /^\d{1,9}$/.test(id) ? { ok: true, value: Number(id) } : { ok: false, errors: { [FORM_ERROR]: FORM_MESSAGES.noSuchFault } };
}

export function presetFromForm(values: FormValues): Checked<Preset> {
  const preset = findPreset(text(values, "preset"));
  return preset ? { ok: true, value: preset } : { ok: false, errors: { [FORM_ERROR]: FORM_MESSAGES.unknownPreset } };
}

export function noticesFromForm(values: FormValues): Checked<{ high_order_volume: boolean }> {
  const choice = text(values, "high_order_volume");
  if (choice !== "on" && choice !== "off") return { ok: false, errors: { high_order_volume: FORM_MESSAGES.noticeChoice } };
  return { ok: true, value: { high_order_volume: choice === "on" } };
}

/** Empty fields are left out (the scenario's default); numbers that do not parse go on as typed, for the scenario's own words. */
export function scenarioFromForm(values: FormValues): Checked<{ scenario: Scenario; input: Record<string, unknown> }> {
  const scenario = findScenario(text(values, "scenario"));
  if (!scenario) return { ok: false, errors: { [FORM_ERROR]: FORM_MESSAGES.unknownScenario } };
  const input: Record<string, unknown> = {};
  for (const parameter of scenario.parameters) {
    const raw = text(values, parameter.name).trim();
    if (raw !== "") input[parameter.name] = parameter.type === "number" ? numberField(raw) : raw;
  }
  return { ok: true, value: { scenario, input } };
}

export interface PageQuery {
  notice: string | null;
  event: string;
  source: string;
  cart: string;
}

export function pageQuery(params: URLSearchParams): PageQuery {
  const value = (name: string) => (params.get(name) ?? "").trim().slice(0, 100);
  return { notice: params.get("notice"), event: value("event"), source: value("source"), cart: cartIdOf(value("cart")) };
}
