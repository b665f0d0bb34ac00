import { trackOrderForm } from "~/lib/forms/track-order";
import type { FormResult } from "~/lib/forms/form";

import { DoorForm } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

/**
 * Track your order (spec 5): a GET form to /track-your-order, whose page
 * looks the order up from the query (spec 4: the form's values are the
 * query). The page hands in its refused lookup as `result`; `id` keeps the
 * drawer's and the page's fields apart.
 */
export function TrackOrderForm({ id, values, result }: { id: string; values?: Record<string, string>; result?: FormResult }) {
  return (
    <div id={id}>
      <DoorForm form={trackOrderForm} id={id} method="get" action="/track-your-order" defaultValues={values} result={result}>
        <TextInput name="number" label="Order number" type="text" autoComplete="off" />
        <TextInput name="email" label="Order email" type="email" autoComplete="email" />
        <TextInput name="billing_zip" label="Billing ZIP code" type="text" autoComplete="postal-code" inputMode="numeric" />
        <SubmitButton busyText="Looking up…">Track order</SubmitButton>
      </DoorForm>
    </div>
  );
}
