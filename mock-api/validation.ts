/** Body validation with the real API's Laravel-style messages, one 400 error per failing field (spec 5 "Server field errors"). */
import { z } from "zod";

import { type ApiError, errors, readJson } from "./http";

const required = (field: string) => `The ${field} field is required.`;
const notInteger = (field: string) => `The ${field} must be an integer.`;

/** "" and null become undefined, so "missing" has one meaning. */
function clean(value: unknown): unknown {
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed;
  }
  return value ?? undefined;
}

/** Passwords are taken as typed (spaces count). */
function cleanSecret(value: unknown): unknown {
  return value === "" || value === null ? undefined : value;
}

/** Spec 9: at least 8 characters, with at least 1 special character (anything but a letter, digit or space). */
export const PASSWORD_MIN = 8;
const SPECIAL_CHARACTER = /[^\p{L}\p{N}\s]/u;

/** A digits-only string becomes a number: form posts send "12". */
function cleanNumber(value: unknown): unknown {
  const cleaned = clean(value);
  return typeof cleaned === "string" && /^\d+$/.test(cleaned) ? Number(cleaned) : cleaned;
}

/** "1", "true", "on" are true; "0", "false", "off" false (any case). */
function cleanFlag(value: unknown): unknown {
  const cleaned = clean(value);
  if (cleaned === 1 || (typeof cleaned === "string" && ["1", "true", "on"].includes(cleaned.toLowerCase()))) return true;
  if (cleaned === 0 || (typeof cleaned === "string" && ["0", "false", "off"].includes(cleaned.toLowerCase()))) return false;
  return cleaned;
}

/** "2026-02-30" is no day. Only for a value already shaped YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const string = (field: string, max: number) =>
  z
    .string({ required_error: required(field), invalid_type_error: `The ${field} must be a string.` })
    .max(max, `The ${field} may not be greater than ${max} characters.`);

export const field = {
  text: (name: string, max: number) => z.preprocess(clean, string(name, max)),

  optionalText: (name: string, max: number) => z.preprocess(clean, string(name, max).optional()),

  email: (name: string) =>
    z.preprocess(clean, string(name, 254).email(`The ${name} must be a valid email address.`)),

  optionalEmail: (name: string) =>
    z.preprocess(clean, string(name, 254).email(`The ${name} must be a valid email address.`).optional()),

  url: (name: string) =>
    z.preprocess(clean, string(name, 2048).regex(/^https?:\/\/\S+$/i, `The ${name} must start with http:// or https://.`)),

  id: (name: string) =>
    z.preprocess(
      cleanNumber,
      z
        .number({ required_error: required(name), invalid_type_error: notInteger(name) })
        .int(notInteger(name))
        .positive(`The selected ${name} is invalid.`),
    ),

  /** `fallback` when missing, or required without one. */
  integer: (name: string, min: number, max: number, fallback?: number) => {
    const base = z
      .number({ required_error: required(name), invalid_type_error: notInteger(name) })
      .int(notInteger(name))
      .min(min, `The ${name} must be at least ${min}.`)
      .max(max, `The ${name} may not be greater than ${max}.`);
    return z.preprocess(cleanNumber, fallback === undefined ? base : base.default(fallback));
  },

  /** `rules`: sign-up's (length and a special character). */
  password: (name: string, rules: boolean) => {
    const base = string(name, 255);
    return z.preprocess(
      cleanSecret,
      rules
        ? base
            .min(PASSWORD_MIN, `The ${name} must be at least ${PASSWORD_MIN} characters.`)
            .regex(SPECIAL_CHARACTER, `The ${name} must contain at least one special character.`)
        : base,
    );
  },

  flag: (name: string) =>
    z.preprocess(cleanFlag, z.boolean({ invalid_type_error: `The ${name} field must be true or false.` }).default(false)),

  optionalChoice: <T extends [string, ...string[]]>(name: string, choices: T) =>
    z.preprocess(
      clean,
      z.enum(choices, { errorMap: () => ({ message: `The selected ${name} is invalid.` }) }).optional(),
    ),
};

/** A missing, invalid or non-object body reads as {} (every field missing). */
export async function readObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message ?? "";

export function fieldErrors(error: z.ZodError): ApiError[] {
  const byField = new Map<string, ApiError>();
  for (const issue of error.issues) {
    const property = issue.path.join(".");
    if (!byField.has(property)) byField.set(property, { code: 400, property: property || null, message: issue.message });
  }
  return [...byField.values()];
}

export function validationErrors(error: z.ZodError) {
  return errors(400, fieldErrors(error));
}
