/**
 * The checkout's payment step. Card fields never get a value from the
 * server: after a failed post the shopper types the card again.
 * Posts to the checkout page's action with its `intent` and is checked
 * there with the same schema. `errors` are the page's notices that name a
 * field. Each step is its own module, so a step loads only its own code.
 */
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import type { FieldErrors } from "~/lib/forms/form";
import { paymentForm } from "~/lib/forms/payment";

import { DoorForm, useFormResult } from "./DoorForm";
import { type Choice, RadioGroup, SubmitButton, TextInput } from "./Fields";

type Values = Record<string, string | undefined>;

export type MethodChoice = { id: string; title: string; redirect: boolean };

/**
 * Spec 4: credit card, PayPal, Klarna and Affirm; the last three leave for
 * the provider when the order is placed. The card's fields are always in the
 * page without JavaScript; with it, they show only while card is chosen.
 */
export function PaymentForm({
  methods,
  values,
  errors,
  savedCard,
}: {
  methods: MethodChoice[];
  values: Values;
  errors?: FieldErrors;
  savedCard: string | null;
}) {
  const posted = useFormResult(paymentForm);
  const initial = (posted && !posted.ok ? posted.values.payment_method : undefined) ?? values.payment_method ?? "card";
  const [method, setMethod] = useState(initial);
  const hydrated = useHydrated();
  const choices: Choice[] = methods.map((m) => ({
    value: m.id,
    label: m.title,
    description: m.redirect ? `You will finish paying on ${m.title}'s page, then come back here.` : undefined,
  }));
  return (
    <DoorForm form={paymentForm} id="checkout-payment" defaultValues={{ ...values, payment_method: initial }} errors={errors}>
      <RadioGroup name="payment_method" legend="Payment method" choices={choices} onChoose={setMethod} />
      <fieldset className="stack card-fields" hidden={hydrated && method !== "card"}>
        <legend>Card details</legend>
        {savedCard ? (
          <>
            <input type="hidden" name="keep_card" value="1" />
            <p className="small">Verified: {savedCard}. Leave the fields empty to keep it, or enter another card.</p>
          </>
        ) : null}
        <TextInput name="holder_name" label="Name on card" autoComplete="cc-name" />
        <TextInput
         
          name="card_number"
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
         
        />
        <div className="field-row">
          <TextInput name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/YY" />
          <TextInput name="cvc" label="Security code" autoComplete="cc-csc" inputMode="numeric" />
        </div>
      </fieldset>
      <SubmitButton busyText="Saving…">Continue to review</SubmitButton>
    </DoorForm>
  );
}
