import type { FieldErrors } from "~/lib/forms/form";
import { contactForm } from "./checkout.form";

import { DoorForm } from "~/components/forms/DoorForm";
import { SubmitButton, TextInput } from "~/components/forms/Fields";

type Values = Record<string, string | undefined>;

/** `next`: the step after it, named on the button ("Shipping address", or "Billing address" for e-gift cards). */
export function ContactForm({ values, errors, next }: { values: Values; errors?: FieldErrors; next: string }) {
  return (
    <DoorForm form={contactForm} id="checkout-contact" defaultValues={values} errors={errors}>
      <TextInput name="email" label="Email" type="email" autoComplete="email" hint="For your receipt and shipping updates" />
      <SubmitButton busyText="Saving…">Continue to {next.toLowerCase()}</SubmitButton>
    </DoorForm>
  );
}
