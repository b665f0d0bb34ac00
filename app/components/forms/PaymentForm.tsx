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
import { NEW_CARD, paymentForm } from "~/lib/forms/payment";

import { DoorForm, useFormResult } from "./DoorForm";
import {
  type Choice,
  Checkbox,
  RadioGroup,
  SubmitButton,
  TextInput,
} from "./Fields";

type Values = Record<string, string | undefined>;

export type MethodChoice = { id: string; title: string; redirect: boolean };

export type SavedCardChoice = { id: number; label: string; isDefault: boolean };

/**
 * Spec 4: credit card, PayPal, Klarna and Affirm; the last three leave for
 * the provider when the order is placed. The card's fields are always in the
 * page without JavaScript; with it, they show only while card is chosen (and,
 * for a signed-in shopper with saved cards, while "A new card" is chosen).
 * A signed-in shopper may save the new card for future purchases.
 */
export function PaymentForm({
  methods,
  values,
  errors,
  savedCard,
  savedCards,
  signedIn,
}: {
  methods: MethodChoice[];
  values: Values;
  errors?: FieldErrors;
  /** The card this checkout already verified, when it has one. */
  savedCard: string | null;
  /** The account's saved cards. */
  savedCards: SavedCardChoice[];
  signedIn: boolean;
}) {
  const posted = useFormResult(paymentForm);
  const refused = posted && !posted.ok ? posted.values : undefined;
  const initial = refused?.payment_method ?? values.payment_method ?? "card";
  const [method, setMethod] = useState(initial);
  const initialCard =
    refused?.saved_card_id ??
    values.saved_card_id ??
    String(
      (savedCards.find((card) => card.isDefault) ?? savedCards[0])?.id ??
        NEW_CARD
    );
  const [cardChoice, setCardChoice] = useState(initialCard);
  const hydrated = useHydrated();
  const cardChoices: Choice[] = [
    ...savedCards.map((card) => ({
      value: String(card.id),
      label: card.label,
    })),
    { value: NEW_CARD, label: "A new card" },
  ];
  // Without JavaScript nothing could show them again, so the new card's fields hide only once hydrated.
  const typing =
    !hydrated || savedCards.length === 0 || cardChoice === NEW_CARD;
  const choices: Choice[] = methods.map((m) => ({
    value: m.id,
    label: m.title,
    description: m.redirect
      ? `You will finish paying on ${m.title}'s page, then come back here.`
      : undefined,
  }));
  return (
    <DoorForm
      form={paymentForm}
      id="checkout-payment"
      defaultValues={{
        ...values,
        payment_method: initial,
        saved_card_id: initialCard,
      }}
      errors={errors}
    >
      <RadioGroup
        name="payment_method"
        legend="Payment method"
        choices={choices}
        onChoose={setMethod}
      />
      <fieldset
        className="stack card-fields"
        hidden={hydrated && method !== "card"}
      >
        <legend>Card details</legend>
        {savedCards.length > 0 ? (
          <RadioGroup
            name="saved_card_id"
            legend="Pay with"
            choices={cardChoices}
            onChoose={setCardChoice}
          />
        ) : null}
        <div className="stack" hidden={!typing} data-card-fields>
          {savedCard ? (
            <>
              <input type="hidden" name="keep_card" value="1" />
              <p className="small">
                Verified: {savedCard}. Leave the fields empty to keep it, or
                enter another card.
              </p>
            </>
          ) : null}
          <TextInput
            name="holder_name"
            label="Name on card"
            autoComplete="cc-name"
          />
          <TextInput
            name="card_number"
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
          />
          <div className="field-row">
            <TextInput
              name="expiry"
              label="Expiry (MM/YY)"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
            />
            <TextInput
              name="cvc"
              label="Security code"
              autoComplete="cc-csc"
              inputMode="numeric"
            />
          </div>
          <TextInput
            name="card_name"
            label="Card name (optional)"
            hint="A name to tell this card apart, like “Anniversary Visa”."
            autoComplete="off"
          />
          {signedIn ? (
            <Checkbox
              name="save_card"
              label="Save this card for future purchases"
            />
          ) : null}
        </div>
      </fieldset>
      <SubmitButton busyText="Saving…">Continue to review</SubmitButton>
    </DoorForm>
  );
}
