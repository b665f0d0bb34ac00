import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";

import { DoorForm, useFormResult } from "~/components/forms/DoorForm";
import { Checkbox, type Choice, RadioGroup, SubmitButton, TextInput } from "~/components/forms/Fields";
import { isExpired, isValidCardNumber, normalizeCardNumber, parseExpiry, securityCodeLength } from "~/lib/checkout/card";
import { defineForm, type FieldErrors } from "~/lib/forms/form";

export const PAYMENT_METHODS = ["card", "paypal", "klarna", "affirm"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

export const CARD_MESSAGES = {
  holder: "Name on card is required",
  number: "Enter a valid card number",
  expiryFormat: "Enter the expiry date as MM/YY",
  expired: "This card has expired",
  cvc: (length: number) => `Enter the ${length}-digit security code`,
  savedCard: "Choose one of your saved cards or a new card",
} as const;

export const NEW_CARD = "new";

/** The gateway's limit. */
export const CARD_NAME_MAX = 60;

/** `keep_card` (sent once a card is verified) lets the shopper go on with that card by leaving the card fields empty. */
const keepsCard = (value: { keep_card?: string; holder_name?: string; card_number?: string; expiry?: string; cvc?: string }) =>
  value.keep_card === "1" && !value.card_number?.trim() && !value.expiry?.trim() && !value.cvc?.trim();

const savedCardOf = (value: { saved_card_id?: string }) =>
  value.saved_card_id && value.saved_card_id !== NEW_CARD ? Number(value.saved_card_id) : null;

export const paymentSchema = z
  .object({
    payment_method: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose a payment method" }) }),
    saved_card_id: z
      .string()
      .trim()
      .refine((id) => id === NEW_CARD || /^\d{1,12}$/.test(id), CARD_MESSAGES.savedCard)
      .optional(),
    holder_name: z.string().trim().max(120).optional(),
    card_name: z.string().trim().max(CARD_NAME_MAX, `Keep the card's name to ${CARD_NAME_MAX} characters`).optional(),
    card_number: z.string().max(40).optional(),
    expiry: z.string().max(10).optional(),
    cvc: z.string().max(8).optional(),
    save_card: z.literal("on").optional(),
    keep_card: z.literal("1").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.payment_method !== "card" || savedCardOf(value) !== null || keepsCard(value)) return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!value.holder_name) issue("holder_name", CARD_MESSAGES.holder);
    const number = value.card_number ?? "";
    if (!isValidCardNumber(number)) issue("card_number", CARD_MESSAGES.number);
    const expiry = parseExpiry(value.expiry ?? "");
    if (!expiry) issue("expiry", CARD_MESSAGES.expiryFormat);
    else if (isExpired(expiry, new Date())) issue("expiry", CARD_MESSAGES.expired);
    const length = securityCodeLength(number);
    if (!new RegExp(`^\\d{${length}}$`).test((value.cvc ?? "").trim())) issue("cvc", CARD_MESSAGES.cvc(length));
  })
  .transform((value) => {
    if (value.payment_method !== "card") return { payment_method: value.payment_method, card: null };
    const saved = savedCardOf(value);
    if (saved !== null) return { payment_method: value.payment_method, card: { saved_card_id: saved } };
    if (keepsCard(value)) return { payment_method: value.payment_method, card: "kept" as const };
    const expiry = parseExpiry(value.expiry ?? "")!;
    return {
      payment_method: value.payment_method,
      card: {
        holder_name: value.holder_name!,
        number: normalizeCardNumber(value.card_number!),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: value.cvc!.trim(),
        card_name: value.card_name || null,
        save: value.save_card === "on",
      },
    };
  });
export type PaymentInput = z.infer<typeof paymentSchema>;

export const paymentForm = defineForm("payment", paymentSchema);

// The card's number and code are never filled from the server; after a failure only its name and expiry come back.

type Values = Record<string, string | undefined>;

export type MethodChoice = { id: string; title: string; redirect: boolean };

export type SavedCardChoice = { id: number; label: string; isDefault: boolean };

/** Spec 4: PayPal, Klarna and Affirm leave for the provider at place-order; with JavaScript card fields show only for a new card. */
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
