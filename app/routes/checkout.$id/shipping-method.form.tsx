import type { FieldErrors } from "~/lib/forms/form";
import { shippingMethodForm } from "./checkout.form";
import { formatPrice } from "~/lib/money";

import { DoorForm } from "~/components/forms/DoorForm";
import { type Choice, RadioGroup, SubmitButton } from "~/components/forms/Fields";

export type RateChoice = { id: string; title: string; description?: string | null; amount: number };

export function ShippingMethodForm({ rates, selected, errors }: { rates: RateChoice[]; selected: string | null; errors?: FieldErrors }) {
  const choices: Choice[] = rates.map((rate) => ({
    value: rate.id,
    label: (
      <>
        {rate.title} <strong>{rate.amount === 0 ? "Complimentary" : formatPrice(rate.amount)}</strong>
      </>
    ),
    description: rate.description,
  }));
  return (
    <DoorForm form={shippingMethodForm} id="checkout-shipping" defaultValues={{ shipping_rate_id: selected ?? rates[0]?.id }} errors={errors}>
      <RadioGroup name="shipping_rate_id" legend="Shipping method" choices={choices} />
      <SubmitButton busyText="Saving…">Continue to payment</SubmitButton>
    </DoorForm>
  );
}
