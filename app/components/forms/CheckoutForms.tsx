/**
 * The checkout steps' forms. Each posts to the checkout page's action with
 * its `intent` and is checked there with the same schema; the server's field
 * errors come in as `errors`. Card fields never get a value from the server:
 * after a failed post the shopper types the card again.
 */
import { useState } from "react";
import { ValidatedForm } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";

import type { Step } from "~/lib/checkout/steps";
import { SAVED_NEW } from "~/lib/forms/checkout";
import { addressValidator, contactValidator, paymentValidator, shippingMethodValidator } from "~/lib/forms/validators";
import { formatPrice } from "~/lib/money";
import { US_STATES } from "~/lib/us-states";

import { type Choice, RadioGroup, Select, SubmitButton, TextInput } from "./Fields";

type Errors = Record<string, string>;
type Values = Record<string, string | undefined>;

/**
 * remix-validated-form types default values by the schema's output (a saved
 * address id as a number, a method as an enum); a form's defaults are the
 * strings its inputs hold.
 */
const asDefaults = (values: Values) => values as never;

function StepFields({ intent }: { intent: Step }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="step" value={intent} />
    </>
  );
}

export function ContactForm({ values, errors }: { values: Values; errors?: Errors }) {
  const id = "checkout-contact";
  return (
    <ValidatedForm id={id} validator={contactValidator} method="post" className="stack" noValidate defaultValues={values}>
      <StepFields intent="contact" />
      <TextInput formId={id} name="email" label="Email" type="email" autoComplete="email" serverError={errors?.email} hint="For your receipt and shipping updates" />
      <SubmitButton formId={id} busyText="Saving…">
        Continue to shipping address
      </SubmitButton>
    </ValidatedForm>
  );
}

export type SavedAddress = { id: number; label: string };

/**
 * A signed-in shopper picks a saved address or types a new one; the typed
 * fields are checked only when "new" is chosen. Without JavaScript both are
 * shown; with it, the typed fields hide while a saved address is chosen.
 */
export function AddressForm({ values, errors, saved }: { values: Values; errors?: Errors; saved: SavedAddress[] }) {
  const id = "checkout-address";
  const initial = values.saved_address_id ?? (saved.length > 0 ? String(saved[0].id) : SAVED_NEW);
  const [choice, setChoice] = useState(initial);
  const choices: Choice[] = [...saved.map((address) => ({ value: String(address.id), label: address.label })), { value: SAVED_NEW, label: "A new address" }];
  const hydrated = useHydrated();
  // Without JavaScript nothing could show them again, so the typed fields hide only once hydrated.
  const typing = !hydrated || saved.length === 0 || choice === SAVED_NEW;
  return (
    <ValidatedForm
      id={id}
      validator={addressValidator}
      method="post"
      className="stack"
      noValidate
      defaultValues={asDefaults({ country: "US", ...values, saved_address_id: initial })}
    >
      <StepFields intent="address" />
      {saved.length > 0 ? (
        <RadioGroup formId={id} name="saved_address_id" legend="Ship to" choices={choices} serverError={errors?.saved_address_id} onChoose={setChoice} />
      ) : null}
      <div className="stack" hidden={!typing} data-address-fields>
        <div className="field-row">
          <TextInput formId={id} name="first_name" label="First name" autoComplete="shipping given-name" serverError={errors?.first_name} />
          <TextInput formId={id} name="last_name" label="Last name" autoComplete="shipping family-name" serverError={errors?.last_name} />
        </div>
        <TextInput formId={id} name="company" label="Company (optional)" autoComplete="shipping organization" serverError={errors?.company} />
        <TextInput formId={id} name="address" label="Address" autoComplete="shipping address-line1" serverError={errors?.address} />
        <TextInput formId={id} name="apartment" label="Apartment, suite, etc. (optional)" autoComplete="shipping address-line2" serverError={errors?.apartment} />
        <TextInput formId={id} name="city" label="City" autoComplete="shipping address-level2" serverError={errors?.city} />
        <div className="field-row">
          <Select formId={id} name="state" label="State" autoComplete="shipping address-level1" serverError={errors?.state}>
            <option value="">Choose a state</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
          <TextInput formId={id} name="zip_code" label="ZIP code" autoComplete="shipping postal-code" inputMode="numeric" serverError={errors?.zip_code} />
        </div>
        <Select formId={id} name="country" label="Country" autoComplete="shipping country" serverError={errors?.country}>
          <option value="US">United States</option>
        </Select>
        <TextInput formId={id} name="phone_number" label="Phone number" type="tel" autoComplete="shipping tel" serverError={errors?.phone_number} hint="For delivery questions only" />
      </div>
      <SubmitButton formId={id} busyText="Saving…">
        Continue to shipping method
      </SubmitButton>
    </ValidatedForm>
  );
}

export type RateChoice = { id: string; title: string; description?: string | null; amount: number };

export function ShippingMethodForm({ rates, selected, errors }: { rates: RateChoice[]; selected: string | null; errors?: Errors }) {
  const id = "checkout-shipping";
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
    <ValidatedForm id={id} validator={shippingMethodValidator} method="post" className="stack" noValidate defaultValues={{ shipping_rate_id: selected ?? rates[0]?.id }}>
      <StepFields intent="shipping" />
      <RadioGroup formId={id} name="shipping_rate_id" legend="Shipping method" choices={choices} serverError={errors?.shipping_rate_id} />
      <SubmitButton formId={id} busyText="Saving…">
        Continue to payment
      </SubmitButton>
    </ValidatedForm>
  );
}

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
  errors?: Errors;
  savedCard: string | null;
}) {
  const id = "checkout-payment";
  const initial = values.payment_method ?? "card";
  const [method, setMethod] = useState(initial);
  const hydrated = useHydrated();
  const choices: Choice[] = methods.map((m) => ({
    value: m.id,
    label: m.title,
    description: m.redirect ? `You will finish paying on ${m.title}'s page, then come back here.` : undefined,
  }));
  return (
    <ValidatedForm id={id} validator={paymentValidator} method="post" className="stack" noValidate defaultValues={asDefaults({ ...values, payment_method: initial })}>
      <StepFields intent="payment" />
      <RadioGroup formId={id} name="payment_method" legend="Payment method" choices={choices} serverError={errors?.payment_method} onChoose={setMethod} />
      <fieldset className="stack card-fields" hidden={hydrated && method !== "card"}>
        <legend>Card details</legend>
        {savedCard ? (
          <>
            <input type="hidden" name="keep_card" value="1" />
            <p className="small">Verified: {savedCard}. Leave the fields empty to keep it, or enter another card.</p>
          </>
        ) : null}
        <TextInput formId={id} name="holder_name" label="Name on card" autoComplete="cc-name" serverError={errors?.holder_name} />
        <TextInput
          formId={id}
          name="card_number"
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          serverError={errors?.card_number}
        />
        <div className="field-row">
          <TextInput formId={id} name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/YY" serverError={errors?.expiry} />
          <TextInput formId={id} name="cvc" label="Security code" autoComplete="cc-csc" inputMode="numeric" serverError={errors?.cvc} />
        </div>
      </fieldset>
      <SubmitButton formId={id} busyText="Saving…">
        Continue to review
      </SubmitButton>
    </ValidatedForm>
  );
}
