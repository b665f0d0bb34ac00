/**
 * A saved address in the account (/profile/addresses), new or changed: its
 * own module, so that only the addresses page loads it (the US states list
 * with it).
 */
import { savedAddressForm } from "~/lib/forms/account-address";
import { US_STATES } from "~/lib/us-states";

import { DoorForm } from "./DoorForm";
import { Checkbox, Select, SubmitButton, TextInput } from "./Fields";

type Values = Record<string, string | undefined>;

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
