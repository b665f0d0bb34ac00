import type { FieldErrors } from "~/lib/forms/form";
import { contactForm } from "./checkout.form";

import { DoorForm } from "~/components/forms/DoorForm";
import { SubmitButton, TextInput } from "~/components/forms/Fields";

type Values = Record<string, string | undefined>;

export function ContactForm({ values, errors }: { values: Values; errors?: FieldErrors }) {
  return (
    <DoorForm form={contactForm} id="checkout-contact" defaultValues={values} errors={errors}>
      <TextInput name="email" label="Email" type="email" autoComplete="email" hint="For your receipt and shipping updates" />
      <SubmitButton busyText="Saving…">Continue to shipping address</SubmitButton>
    </DoorForm>
  );
}
