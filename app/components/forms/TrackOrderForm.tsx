import { ValidatedForm } from "remix-validated-form";

import { trackOrderValidator } from "~/lib/forms/validators";

import { SubmitButton, TextInput } from "./Fields";

type Values = { number?: string; email?: string; billing_zip?: string };

/**
 * Track your order (spec 5): a GET form to /track-your-order, whose page
 * looks the order up from the query. Field errors found by the server come in
 * as `errors`.
 */
export function TrackOrderForm({ id, values, errors }: { id: string; values?: Values; errors?: Record<string, string> }) {
  return (
    <ValidatedForm id={id} validator={trackOrderValidator} method="get" action="/track-your-order" className="stack" noValidate defaultValues={values}>
      <TextInput formId={id} name="number" label="Order number" autoComplete="off" serverError={errors?.number} />
      <TextInput formId={id} name="email" label="Order email" type="email" autoComplete="email" serverError={errors?.email} />
      <TextInput formId={id} name="billing_zip" label="Billing ZIP code" autoComplete="postal-code" inputMode="numeric" serverError={errors?.billing_zip} />
      <SubmitButton formId={id} busyText="Looking up…">
        Track order
      </SubmitButton>
    </ValidatedForm>
  );
}
