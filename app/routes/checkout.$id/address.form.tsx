import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { z } from "zod";

import { type AddressInput, type BillingInput, addressFields, addressSchema } from "~/lib/forms/address";
import { type FieldErrors, defineForm } from "~/lib/forms/form";

import { DoorForm, useFormResult } from "~/components/forms/DoorForm";
import { type Choice, RadioGroup, SubmitButton } from "~/components/forms/Fields";
import { PostalFields } from "~/components/forms/PostalFields";

export const BILLING_COUNTRY = "We only accept US billing addresses";

/** Where the card is billed: the shipping address's lines without the phone, each field named `billing_…`. */
const { phone_number: _phone, ...shippingPostal } = addressFields;
const postal = { ...shippingPostal, country: z.literal("US", { errorMap: () => ({ message: BILLING_COUNTRY }) }) };
const BILLING_PREFIX = "billing_";
const billingFields = Object.fromEntries(Object.entries(postal).map(([name, schema]) => [`${BILLING_PREFIX}${name}`, schema])) as {
  [Name in keyof typeof postal as `billing_${Name}`]: (typeof postal)[Name];
};
// slice(8) drops BILLING_PREFIX (its length, written out: this chunk sits at its 32 KB budget).
const billingSchema = z.object(billingFields).transform((fields) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name.slice(8), value])) as BillingInput);

/** The address step's choice; anything but "different" (a post without it too) bills the shipping address. */
const BILLING_SAME = "same";
const BILLING_DIFFERENT = "different";

/** With a saved address chosen, only the choice is checked here: the server looks the address up. */
const SAVED_NEW = "new";
const savedId = (value: unknown) => (typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null);

/** Read from the post, checked in superRefine: only the chosen addresses' rules apply. */
const unchecked = <Fields extends object>(fields: Fields) =>
  Object.fromEntries(Object.keys(fields).map((name) => [name, z.unknown()])) as Record<keyof Fields, z.ZodUnknown>;

type ShipTo = { saved_address_id: number } | { address: AddressInput };

export const addressStepSchema = z
  .object({ saved_address_id: z.string().max(20).optional(), ...unchecked(addressFields), billing: z.string().max(20).optional(), ...unchecked(billingFields) })
  .superRefine((value, ctx) => {
    const checks = [savedId(value.saved_address_id) === null ? addressSchema : null, value.billing === BILLING_DIFFERENT ? billingSchema : null];
    for (const schema of checks) {
      const typed = schema?.safeParse(value);
      if (typed && !typed.success) typed.error.issues.forEach((issue) => ctx.addIssue(issue));
    }
  })
  .transform((value): ShipTo & { billing_address: BillingInput | null } => {
    const id = savedId(value.saved_address_id);
    const shipTo = id !== null ? { saved_address_id: id } : { address: addressSchema.parse(value) };
    return { ...shipTo, billing_address: value.billing === BILLING_DIFFERENT ? billingSchema.parse(value) : null };
  });

export const addressForm = defineForm("address", addressStepSchema);

/** A bag of e-gift cards: only where the card is billed (lib/checkout/steps.ts DIGITAL_BILLING_TITLE). */
export const billingStepForm = defineForm("billing", billingSchema);

type Values = Record<string, string | undefined>;

export type SavedAddress = { id: number; label: string };

export function AddressForm({ values, errors, saved }: { values: Values; errors?: FieldErrors; saved: SavedAddress[] }) {
  const posted = useFormResult(addressForm);
  const chosen = posted && !posted.ok ? posted.values.saved_address_id : undefined;
  const initial = chosen ?? values.saved_address_id ?? (saved.length > 0 ? String(saved[0].id) : SAVED_NEW);
  const [choice, setChoice] = useState(initial);
  const choices: Choice[] = [...saved.map((address) => ({ value: String(address.id), label: address.label })), { value: SAVED_NEW, label: "A new address" }];
  const hydrated = useHydrated();
  // Without JavaScript nothing could show them again, so the typed fields hide only once hydrated.
  const typing = !hydrated || saved.length === 0 || choice === SAVED_NEW;
  return (
    <DoorForm
      form={addressForm}
      id="checkout-address"
      defaultValues={{ country: "US", billing: BILLING_SAME, ...values, saved_address_id: initial }}
      errors={errors}
    >
      {saved.length > 0 ? <RadioGroup name="saved_address_id" legend="Ship to" choices={choices} onChoose={setChoice} /> : null}
      <fieldset className="stack address-fields" hidden={!typing} data-address-fields>
        <legend className="visually-hidden">Shipping address</legend>
        <PostalFields names />
      </fieldset>
      <BillingAddress />
      <SubmitButton busyText="Saving…">Continue to shipping method</SubmitButton>
    </DoorForm>
  );
}

export function BillingForm({ values, errors }: { values: Values; errors?: FieldErrors }) {
  return (
    <DoorForm form={billingStepForm} id="checkout-billing" defaultValues={{ billing_country: "US", ...values }} errors={errors}>
      <p className="small">An e-gift card is e-mailed to its recipient: we need only the address your card is billed to.</p>
      <fieldset className="stack address-fields">
        <legend className="visually-hidden">Your billing address</legend>
        <PostalFields prefix={BILLING_PREFIX} section="billing" names phone={false} />
      </fieldset>
      <SubmitButton busyText="Saving…">Continue to payment</SubmitButton>
    </DoorForm>
  );
}

const BILLING_CHOICES: Choice[] = [
  { value: BILLING_SAME, label: "Same as the shipping address" },
  { value: BILLING_DIFFERENT, label: "A different billing address" },
];

/** The card's address. Its fields hide by CSS while "same" is chosen (checkout.css), without JavaScript too; a text browser shows them. */
function BillingAddress() {
  return (
    <div className="stack billing">
      <RadioGroup name="billing" legend="Billing address" choices={BILLING_CHOICES} />
      <fieldset className="stack address-fields billing__fields">
        <legend className="visually-hidden">Your billing address</legend>
        <PostalFields prefix={BILLING_PREFIX} section="billing" names phone={false} />
      </fieldset>
    </div>
  );
}
