/**
 * /profile's forms (issue "Account area"): the shopper's details, a new
 * password and the subscriptions. Each posts to the page's action with its
 * `intent`, is checked there with the same schema, and redirects back with
 * what it did (post/redirect/get).
 */
import { PASSWORD_HINT } from "~/lib/forms/messages";
import { GENDERS, RELATIONSHIPS, passwordForm, profileForm, subscriptionsForm } from "~/lib/forms/profile";

import { DoorForm } from "./DoorForm";
import { Checkbox, Select, SubmitButton, TextInput } from "./Fields";

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
