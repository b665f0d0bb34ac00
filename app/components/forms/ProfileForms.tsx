/**
 * The account's forms (issue "Account area"): the shopper's details, a new
 * password, the subscriptions, and a saved address. Each posts to its page's
 * action with its `intent`, is checked there with the same schema, and
 * redirects back with what it did (post/redirect/get).
 */
import { US_STATES } from "~/lib/us-states";
import { savedAddressForm } from "~/lib/forms/account-address";
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

/** A new saved address, or changes to one (the page it posts to names which); `submit` names what the button does. */
export function SavedAddressForm({ values, submit, action }: { values: Values; submit: string; action: string }) {
  return (
    <DoorForm form={savedAddressForm} action={action} defaultValues={{ country: "US", ...values }}>
      <TextInput name="name" label="Address name (optional)" hint="Like Home or Office" />
      <TextInput name="company" label="Company (optional)" autoComplete="shipping organization" />
      <TextInput name="address" label="Address" autoComplete="shipping address-line1" />
      <TextInput name="apartment" label="Apartment, suite, etc. (optional)" autoComplete="shipping address-line2" />
      <TextInput name="city" label="City" autoComplete="shipping address-level2" />
      <div className="field-row">
        <Select name="state" label="State" autoComplete="shipping address-level1">
          <option value="">Choose a state</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
        <TextInput name="zip_code" label="ZIP code" autoComplete="shipping postal-code" inputMode="numeric" />
      </div>
      <Select name="country" label="Country" autoComplete="shipping country">
        <option value="US">United States</option>
      </Select>
      <TextInput name="phone_number" label="Phone number" type="tel" autoComplete="shipping tel" hint="For delivery questions only" />
      <Checkbox name="is_default" label="Make this my default address" />
      <SubmitButton busyText="Saving…" className="button">
        {submit}
      </SubmitButton>
    </DoorForm>
  );
}
