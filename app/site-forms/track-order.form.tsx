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

/**
 * Posted, where spec 4 puts the lookup in the page's query: an address must not hold an e-mail and a ZIP code
 * (routes/track-your-order/tracking.server.ts).
 */
export const trackOrderForm = defineForm("track-order", trackOrderSchema);

/** `id` keeps the drawer's and the page's fields apart. */
export function TrackOrderForm({ id, values, result }: { id: string; values?: Record<string, string>; result?: FormResult }) {
  return (
    // The lookup is posted as a document of its own, past the app's router: its answer runs no third party
    // (lib/third-party-free.ts), which a document that has run them cannot show (components/ThirdPartyGate.tsx).
    // Stopped on its way down, the submit never reaches the form's script and the browser posts it; the server
    // checks it as it does without JavaScript, and a refusal comes back with what was typed.
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
