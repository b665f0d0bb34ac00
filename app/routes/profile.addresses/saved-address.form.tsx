import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { Checkbox, SubmitButton, TextInput } from "~/components/forms/Fields";
import { PostalFields } from "~/components/forms/PostalFields";
import { DELETE_ADDRESS_INTENT } from "~/lib/account-pages";
import { addressFields } from "~/lib/forms/address";
import { optionalText } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";

// Spec 3 "Address": the checkout's postal fields and rules, so an address saved here is one the checkout can ship to.

const { first_name: _first, last_name: _last, ...postal } = addressFields;

/** The most saved addresses an account keeps (the mock API's rule too). */
export const MAX_SAVED_ADDRESSES = 20;

export const savedAddressForm = defineForm(
  "saved-address",
  z.object({
    name: optionalText(60),
    ...postal,
    is_default: z.literal("on").optional().transform((value) => value === "on"),
  }),
);

export const deleteAddressForm = defineForm(DELETE_ADDRESS_INTENT, z.object({ id: z.coerce.number().int().positive() }));

export const ADDRESS_SAVED = "Address saved";
/** Spec 9's success message. */
export const ADDRESS_DELETED = "Address deleted";

type Values = Record<string, string | undefined>;

export function SavedAddressForm({ values, submit, action }: { values: Values; submit: string; action: string }) {
  return (
    <DoorForm form={savedAddressForm} action={action} defaultValues={{ country: "US", ...values }}>
      <TextInput name="name" label="Address name (optional)" hint="Like Home or Office" />
      <PostalFields />
      <Checkbox name="is_default" label="Make this my default address" />
      <SubmitButton busyText="Saving…" className="button">
        {submit}
      </SubmitButton>
    </DoorForm>
  );
}
