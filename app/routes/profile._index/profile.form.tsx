import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { Checkbox, Select, SubmitButton, TextInput } from "~/components/forms/Fields";
import { isCalendarDay } from "~/lib/forms/calendar-day";
import { INVALID_PHONE, newPassword, optionalText, PHONE, requiredText } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";
import { PASSWORD_CONFIRMATION, PASSWORD_HINT, required } from "~/lib/forms/messages";

// Spec 3 "User", spec 5.

/** Spec 9: the gender and relationship options. */
export const GENDERS = ["Female", "Male"] as const;
export const RELATIONSHIPS = ["Married", "Divorced", "Single", "Widowed"] as const;

export const INVALID_BIRTHDAY = "Enter your birthday as a date in the past";
const EARLIEST_BIRTHDAY = "1900-01-01";

/** "" (not said) or one of the choices; anything else is refused rather than dropped. */
const choice = <T extends readonly [string, ...string[]]>(choices: T, label: string) =>
  z
    .union([z.literal(""), z.enum(choices)], { errorMap: () => ({ message: `Choose a ${label} from the list` }) })
    .optional()
    .transform((value) => value || null);

/** A real calendar day, not in the future, not before 1900. */
export function isBirthday(value: string, today = new Date()): boolean {
  return isCalendarDay(value) && value >= EARLIEST_BIRTHDAY && value <= today.toISOString().slice(0, 10);
}

export const profileForm = defineForm(
  "profile",
  z.object({
    first_name: requiredText("First name", 255),
    last_name: requiredText("Last name", 255),
    // Optional: an empty phone clears it.
    phone: optionalText(30)
      .refine((phone) => phone === undefined || PHONE.test(phone), INVALID_PHONE)
      .transform((phone) => phone ?? null),
    gender: choice(GENDERS, "gender"),
    birthday: optionalText(10)
      .refine((day) => day === undefined || isBirthday(day), INVALID_BIRTHDAY)
      .transform((day) => day ?? null),
    relationship_status: choice(RELATIONSHIPS, "relationship status"),
  }),
);

export const passwordForm = defineForm(
  "password",
  z
    .object({
      current_password: z.string({ required_error: required("Current password") }).min(1, required("Current password")).max(128),
      password: newPassword,
      password_confirmation: z.string({ required_error: required("Password confirmation") }).min(1, required("Password confirmation")),
    })
    .superRefine((value, ctx) => {
      // Spec 5 "confirm".
      if (value.password !== value.password_confirmation) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password_confirmation"], message: PASSWORD_CONFIRMATION });
      }
    }),
);

/** One checkbox per list; a box left unticked is not posted at all. */
export const subscriptionsForm = defineForm(
  "subscriptions",
  z.object({ newsletter: z.literal("on").optional().transform((value) => value === "on") }),
);

export const PROFILE_SAVED = "User info updated";
export const PASSWORD_SAVED = "Your password was changed.";
export const SUBSCRIPTIONS_SAVED = "Your subscriptions were updated.";

type Values = Record<string, string | undefined>;

export function ProfileForm({ values }: { values: Values }) {
  return (
    <DoorForm form={profileForm} defaultValues={values}>
      <div className="field-row">
        <TextInput name="first_name" label="First name" autoComplete="given-name" />
        <TextInput name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <TextInput name="phone" label="Phone (optional)" type="tel" autoComplete="tel" hint="Like 212-555-0147" />
      <div className="field-row">
        <Select name="gender" label="Gender (optional)">
          <option value="">Prefer not to say</option>
          {GENDERS.map((gender) => (
            <option key={gender}>{gender}</option>
          ))}
        </Select>
        <Select name="relationship_status" label="Relationship status (optional)">
          <option value="">Prefer not to say</option>
          {RELATIONSHIPS.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </Select>
      </div>
      <TextInput name="birthday" label="Birthday (optional)" type="date" autoComplete="bday" />
      <SubmitButton busyText="Saving…" className="button">
        Save details
      </SubmitButton>
    </DoorForm>
  );
}

export function PasswordForm() {
  return (
    <DoorForm form={passwordForm}>
      <TextInput name="current_password" label="Current password" type="password" autoComplete="current-password" />
      <TextInput name="password" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <TextInput name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" />
      <SubmitButton busyText="Saving…" className="button">
        Change password
      </SubmitButton>
    </DoorForm>
  );
}

export type NewsletterChoice = { title: string; description: string | null; subscribed: boolean };

export function SubscriptionsForm({ newsletter }: { newsletter: NewsletterChoice }) {
  return (
    <DoorForm form={subscriptionsForm} defaultValues={{ newsletter: newsletter.subscribed ? "on" : undefined }}>
      <Checkbox name="newsletter" label={newsletter.title} hint={newsletter.description ?? undefined} />
      <SubmitButton busyText="Saving…" className="button">
        Save subscriptions
      </SubmitButton>
    </DoorForm>
  );
}
