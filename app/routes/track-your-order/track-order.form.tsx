import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { SubmitButton, TextInput } from "~/components/forms/Fields";
import { email, requiredText } from "~/lib/forms/fields";
import { defineForm, type FormResult } from "~/lib/forms/form";

// Spec 5 "Track order".

export const trackOrderSchema = z.object({
  number: requiredText("Order number", 40),
  email: email(),
  billing_zip: requiredText("Billing ZIP code", 10),
});

/** Posted, not spec 4's query: a URL must not hold an e-mail and ZIP (routes/track-your-order/tracking.server.ts). */
export const trackOrderForm = defineForm("track-order", trackOrderSchema);

/** `id` keeps the drawer's and the page's fields apart. */
export function TrackOrderForm({ id, values, result }: { id: string; values?: Record<string, string>; result?: FormResult }) {
  return (
    // Submit stops here so the browser posts a new document: its answer runs no third party (lib/third-party-free.ts).
    <div id={id} onSubmitCapture={(event) => event.stopPropagation()}>
      <DoorForm form={trackOrderForm} id={`${id}-form`} action="/track-your-order" defaultValues={values} result={result}>
        <TextInput name="number" label="Order number" type="text" autoComplete="off" />
        <TextInput name="email" label="Order email" type="email" autoComplete="email" />
        <TextInput name="billing_zip" label="Billing ZIP code" type="text" autoComplete="postal-code" inputMode="numeric" />
        <SubmitButton busyText="Looking up…">Track order</SubmitButton>
      </DoorForm>
    </div>
  );
}
