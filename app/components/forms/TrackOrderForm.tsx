import { ValidatedForm } from "remix-validated-form";

import { trackOrderValidator } from "~/lib/forms/validators";

import { SubmitButton, TextInput } from "./Fields";

type Values = { number?: string; email?: string; billing_zip?: string };

/**
 * Track your order (spec 5): a GET form to /track-your-order, whose page
 * looks the order up from the query (spec 4: the form's values are the
 * query, so the form has no id to add to it). Field errors found by the
 * server come in as `errors`.
 */
export function TrackOrderForm({ id, values, errors }: { id: string; values?: Values; errors?: Record<string, string> }) {
  return (
    <div id={id}>
      <ValidatedForm validator={trackOrderValidator} method="get" action="/track-your-order" className="stack" noValidate defaultValues={values}>
        <TextInput idPrefix={id} name="number" label="Order number" type="text" autoComplete="off" serverError={errors?.number} />
        <TextInput idPrefix={id} name="email" label="Order email" type="email" autoComplete="email" serverError={errors?.email} />
        <TextInput idPrefix={id} name="billing_zip" label="Billing ZIP code" type="text" autoComplete="postal-code" inputMode="numeric" serverError={errors?.billing_zip} />
        <SubmitButton busyText="Looking up…">Track order</SubmitButton>
      </ValidatedForm>
    </div>
  );
}
