import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import type { FieldErrors } from "~/lib/forms/form";
import { SAVED_NEW, addressForm } from "~/lib/forms/address";

import { DoorForm, useFormResult } from "~/components/forms/DoorForm";
import { type Choice, RadioGroup, SubmitButton, TextInput } from "~/components/forms/Fields";
import { PostalFields } from "~/components/forms/PostalFields";

type Values = Record<string, string | undefined>;

export type SavedAddress = { id: number; label: string };

export function AddressForm({ values, errors, saved }: { values: Values; errors?: FieldErrors; saved: SavedAddress[] }) {
  const posted = useFormResult(addressForm);
  const chosen = posted && !posted.ok ? posted.values.saved_address_id : undefined;
  const initial = chosen ?? values.saved_address_id ?? (saved.length > 0 ? String(saved[0].id) : SAVED_NEW);
  const [choice, setChoice] = useState(initial);
  const choices: Choice[] = [...saved.map((address) => ({ value: String(address.id), label: address.label })), { value: SAVED_NEW, label: "A new address" }];
  const hydrated = useHydrated();
  // Without JavaScript nothing could show them again, so the typed fields hide only once hydrated.
  const typing = !hydrated || saved.length === 0 || choice === SAVED_NEW;
  return (
    <DoorForm form={addressForm} id="checkout-address" defaultValues={{ country: "US", ...values, saved_address_id: initial }} errors={errors}>
      {saved.length > 0 ? <RadioGroup name="saved_address_id" legend="Ship to" choices={choices} onChoose={setChoice} /> : null}
      <div className="stack" hidden={!typing} data-address-fields>
        <div className="field-row">
          <TextInput name="first_name" label="First name" autoComplete="shipping given-name" />
          <TextInput name="last_name" label="Last name" autoComplete="shipping family-name" />
        </div>
        <PostalFields />
      </div>
      <SubmitButton busyText="Saving…">Continue to shipping method</SubmitButton>
    </DoorForm>
  );
}
