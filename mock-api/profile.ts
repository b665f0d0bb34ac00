/** PUT /users (spec 3 "User", spec 4 profile options). The e-mail is not editable: a PUT that sends it is ignored, not refused. */
import { z } from "zod";

import type { ApiError } from "./http";
import type { User } from "./model";
import { field, fieldErrors, isCalendarDate } from "./validation";

/** The spec's phone rule, as the storefront's form checks it, so both agree on every number. */
export const PHONE_PATTERN = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** Spec 4's options. */
export const GENDERS = ["Female", "Male"] as const;
export const RELATIONSHIP_STATUSES = ["Married", "Divorced", "Single", "Widowed"] as const;

/** A date before it is a typo, not a customer. */
export const EARLIEST_BIRTHDAY = "1900-01-01";

export const PROFILE_MESSAGES = {
  phone: "The phone format is invalid.",
  birthdayFormat: "The birthday does not match the format Y-m-d.",
  birthdayInvalid: "The birthday is not a valid date.",
  birthdayFuture: "The birthday must be a date before or equal to today.",
  birthdayTooEarly: `The birthday must be a date after or equal to ${EARLIEST_BIRTHDAY}.`,
} as const;

/** Left out of the body they keep their value; null or "" clears them. */
const OPTIONAL_FIELDS = ["phone", "gender", "birthday", "relationship_status"] as const;

export function birthdayProblem(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return PROFILE_MESSAGES.birthdayFormat;
  if (!isCalendarDate(value)) return PROFILE_MESSAGES.birthdayInvalid;
  // "YYYY-MM-DD" strings sort as the dates do.
  if (value < EARLIEST_BIRTHDAY) return PROFILE_MESSAGES.birthdayTooEarly;
  if (value > today) return PROFILE_MESSAGES.birthdayFuture;
  return null;
}

export const profileSchema = (today: string) =>
  z.object({
    first_name: field.text("first_name", 255),
    last_name: field.text("last_name", 255),
    phone: field.optionalText("phone", 255).refine((phone) => phone === undefined || PHONE_PATTERN.test(phone), PROFILE_MESSAGES.phone),
    gender: field.optionalChoice("gender", [...GENDERS]),
    birthday: field.optionalText("birthday", 255).superRefine((birthday, context) => {
      const problem = birthday === undefined ? null : birthdayProblem(birthday, today);
      if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
    relationship_status: field.optionalChoice("relationship_status", [...RELATIONSHIP_STATUSES]),
  });

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;

/** Birthdays in the future are measured against today in UTC (`now`). */
export function checkProfile(body: Record<string, unknown>, now = new Date()): { input: ProfileInput } | { errors: ApiError[] } {
  const parsed = profileSchema(now.toISOString().slice(0, 10)).safeParse(body);
  return parsed.success ? { input: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/** A field left out keeps its value (as Laravel's update()), so a client sending only what it shows wipes nothing. */
export function applyProfile(user: User, input: ProfileInput, body: Record<string, unknown>): void {
  user.first_name = input.first_name;
  user.last_name = input.last_name;
  for (const key of OPTIONAL_FIELDS) {
    if (Object.hasOwn(body, key)) user[key] = input[key] ?? null;
  }
}
