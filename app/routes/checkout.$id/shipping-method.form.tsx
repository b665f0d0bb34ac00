import type { FieldErrors } from "~/lib/forms/form";
import { shippingMethodForm } from "./checkout.form";
import { formatCharge } from "~/lib/money";

import { DoorForm } from "~/components/forms/DoorForm";
import { type Choice, RadioGroup, SubmitButton } from "~/components/forms/Fields";

/** `arrives`: the rate's delivery window as the API quoted it for this bag (lead times included), written out. */
export type RateChoice = { id: string; title: string; description?: string | null; amount: number; arrives?: string | null };

type Props = { rates: RateChoice[]; selected: string | null; errors?: FieldErrors; leadTimes?: string[] };

export function ShippingMethodForm({ rates, selected, errors, leadTimes = [] }: Props) {
  const choices: Choice[] = rates.map((rate) => ({
    value: rate.id,
    label: (
      <>
        {rate.title} <strong>{formatCharge(rate.amount)}</strong>
      </>
    ),
    description: (
      <>
        {rate.description}
        {rate.arrives ? (
          <>
            {rate.description ? <br /> : null}
            Estimated delivery: {rate.arrives}
          </>
        ) : null}
      </>
    ),
  }));
  return (
    <DoorForm form={shippingMethodForm} id="checkout-shipping" defaultValues={{ shipping_rate_id: selected ?? rates[0]?.id }} errors={errors}>
      {leadTimes.length > 0 ? (
        <p className="small lead-time">
          {leadTimes.join("; ")}. The parcel leaves when every piece is ready, and each date below counts it.
        </p>
      ) : null}
      <RadioGroup name="shipping_rate_id" legend="Shipping method" choices={choices} />
      <SubmitButton busyText="Saving…">Continue to payment</SubmitButton>
    </DoorForm>
  );
}
