// Spec 3 "Address": shared by the checkout's address step (shipping and billing) and the account's saved addresses (lib/forms/address.ts).
import { US_STATES } from "~/lib/us-states";

import { Select, TextInput } from "./Fields";

type Props = { prefix?: string; section?: "shipping" | "billing"; names?: boolean; phone?: boolean };

/** `section` is the autofill section, so browsers fill each address apart; a saved address has its own name field. */
export function PostalFields({ prefix = "", section = "shipping", names = false, phone = true }: Props) {
  const name = (field: string) => `${prefix}${field}`;
  const fill = (token: string) => `${section} ${token}`;
  return (
    <>
      {names ? (
        <div className="field-row">
          <TextInput name={name("first_name")} label="First name" autoComplete={fill("given-name")} />
          <TextInput name={name("last_name")} label="Last name" autoComplete={fill("family-name")} />
        </div>
      ) : null}
      <TextInput name={name("company")} label="Company (optional)" autoComplete={fill("organization")} />
      <TextInput name={name("address")} label="Address" autoComplete={fill("address-line1")} />
      <TextInput name={name("apartment")} label="Apartment, suite, etc. (optional)" autoComplete={fill("address-line2")} />
      <TextInput name={name("city")} label="City" autoComplete={fill("address-level2")} />
      <div className="field-row">
        <Select name={name("state")} label="State" autoComplete={fill("address-level1")}>
          <option value="">Choose a state</option>
          {US_STATES.map(([code, stateName]) => (
            <option key={code} value={code}>
              {stateName}
            </option>
          ))}
        </Select>
        <TextInput name={name("zip_code")} label="ZIP code" autoComplete={fill("postal-code")} inputMode="numeric" />
      </div>
      <Select name={name("country")} label="Country" autoComplete={fill("country")}>
        <option value="US">United States</option>
      </Select>
      {phone ? <TextInput name={name("phone_number")} label="Phone number" type="tel" autoComplete={fill("tel")} hint="For delivery questions only" /> : null}
    </>
  );
}
