/**
 * A saved address in the account (/profile/addresses), new or changed: its
 * own module, so that only the addresses page loads it.
 */
import { savedAddressForm } from "~/lib/forms/account-address";

import { DoorForm } from "./DoorForm";
import { Checkbox, SubmitButton, TextInput } from "./Fields";
import { PostalFields } from "./PostalFields";

type Values = Record<string, string | undefined>;

/** A new saved address, or changes to one (the page it posts to names which); `submit` names what the button does. */
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
