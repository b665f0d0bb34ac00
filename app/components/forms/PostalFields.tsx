// Spec 3 "Address": shared by the checkout's address step and the account's saved addresses (lib/forms/address.ts).
import { US_STATES } from "~/lib/us-states";

import { Select, TextInput } from "./Fields";

export function PostalFields() {
  return (
    <>
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
    </>
  );
}
