/** The review step: what the shopper chose on each step, each with its way back, and the order's one button. */
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";

import { useBusy } from "~/lib/busy";
import type { FormResult } from "~/lib/forms/form";
import { stepHref } from "~/lib/checkout/steps";
import { formatPrice } from "~/lib/money";
import { cardLabel, paymentMethodLabel } from "~/lib/orders";

import type { loadCheckoutStep } from "./checkout.server";

type StepPage = Extract<SerializeFrom<typeof loadCheckoutStep>, { confirming: false }>;

const OFFSITE = new Set(["paypal", "klarna", "affirm"]);
/** The express methods approved on the provider's page before review. */
const APPROVED = new Set(["paypal_express", "affirm_express"]);

export function Review({ page }: { page: StepPage }) {
  const { checkoutId, checkout, summary, attempt } = page;
  // A place-order post sent back: the gift message as it was typed, and why it was refused.
  const posted = useActionData<FormResult>();
  const refused = posted && !posted.ok && posted.intent === "place-order" ? { message: posted.values.gift_message, error: posted.fieldErrors.gift_message } : undefined;
  const navigation = useNavigation();
  const placing = useBusy(navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order");
  // A bag of e-gift cards ships nothing: it is billed, never shipped to.
  const address = summary.digitalOnly ? null : checkout.shipping_address;
  const method = summary.total <= 0 ? "gift_card" : (checkout.payment_method ?? "card");
  const offsite = OFFSITE.has(method);
  const title = paymentMethodLabel(method, null) ?? method;
  return (
    <div className="stack">
      <dl className="review">
        <div className="review__row">
          <dt>Contact</dt>
          <dd>{checkout.email}</dd>
          <dd>
            <Link to={stepHref(checkoutId, "contact")} aria-label="Change contact">
              Change
            </Link>
          </dd>
        </div>
        {address ? (
          <div className="review__row">
            <dt>Ship to</dt>
            <dd>
              <PostalLines address={address} />
              <br />
              {address.phone_number}
            </dd>
            <dd>
              <Link to={stepHref(checkoutId, "address")} aria-label="Change shipping address">
                Change
              </Link>
            </dd>
          </div>
        ) : null}
        {address || checkout.billing_address ? (
          <div className="review__row">
            <dt>Bill to</dt>
            <dd>{checkout.billing_address ? <PostalLines address={checkout.billing_address} /> : "The shipping address"}</dd>
            <dd>
              <Link to={stepHref(checkoutId, "address")} aria-label="Change billing address">
                Change
              </Link>
            </dd>
          </div>
        ) : null}
        {checkout.shipping_rate ? (
          <div className="review__row">
            <dt>{summary.digitalOnly ? "Delivery" : "Shipping method"}</dt>
            <dd>
              {checkout.shipping_rate.title}
              {checkout.shipping_rate.amount === 0 ? null : `: ${formatPrice(checkout.shipping_rate.amount)}`}
              {checkout.shipping_rate.description ? <span className="small"> ({checkout.shipping_rate.description})</span> : null}
              {summary.delivery && !summary.delivery.estimated ? (
                <>
                  <br />
                  <span className="small">Estimated delivery: {summary.delivery.dates}</span>
                </>
              ) : null}
            </dd>
            {summary.digitalOnly ? null : (
              <dd>
                <Link to={stepHref(checkoutId, "shipping")} aria-label="Change shipping method">
                  Change
                </Link>
              </dd>
            )}
          </div>
        ) : null}
        <div className="review__row">
          <dt>Payment</dt>
          <dd>
            {method === "card" && checkout.card ? cardLabel(checkout.card) : title}
            {APPROVED.has(method) ? <span className="small"> (approved on {title}&apos;s page)</span> : null}
          </dd>
          {method === "gift_card" ? null : (
            <dd>
              <Link to={stepHref(checkoutId, "payment")} aria-label="Change payment">
                Change
              </Link>
            </dd>
          )}
        </div>
      </dl>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="place-order" />
        {attempt ? <input type="hidden" name="attempt" value={attempt} /> : null}
        {summary.digitalOnly ? null : <GiftOptions page={page} refused={refused} />}
        <p className="small">
          {offsite ? `You will approve the payment of ${formatPrice(summary.total)} on ${title}'s page.` : `You will be charged ${formatPrice(summary.total)}.`}
        </p>
        <button type="submit" className="button button--block" disabled={placing} aria-busy={placing || undefined}>
          {placing ? "Placing your order…" : offsite ? `Continue to ${title}` : "Place order"}
        </button>
      </Form>
    </div>
  );
}

/** A message for the card in the box, and the house's wrap, sent with the order's button. */
function GiftOptions({ page, refused }: { page: StepPage; refused?: { message?: string; error?: string } }) {
  const { gift, checkout } = page;
  const max = gift.maxLength;
  const error = refused?.error;
  return (
    <fieldset className="stack gift-options">
      <legend>Is it a gift?</legend>
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label htmlFor="gift-message">Gift message (optional)</label>
        <textarea
          id="gift-message"
          name="gift_message"
          rows={3}
          maxLength={max ?? undefined}
          defaultValue={refused?.message ?? checkout.gift_message ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gift-message-hint gift-message-error" : "gift-message-hint"}
        />
        <p id="gift-message-hint" className="field-hint">
          Printed on a card in the box{max ? `, up to ${max} characters` : ""}. We never print prices.
        </p>
        {error ? (
          <p id="gift-message-error" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      {gift.wrap ? (
        <div className="field field--checkbox">
          <label className="choice" htmlFor="gift-wrap">
            <input type="checkbox" id="gift-wrap" name="gift_wrap" defaultChecked={checkout.gift_wrap} />
            <span className="choice__label">
              {gift.wrap.title} ({gift.wrap.amount === 0 ? "complimentary" : formatPrice(gift.wrap.amount)})
            </span>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}

type Postal = { first_name: string; last_name: string; company?: string | null; address: string; apartment?: string | null; city: string; state: string; zip_code: string };

function PostalLines({ address }: { address: Postal }) {
  return (
    <>
      {address.first_name} {address.last_name}
      <br />
      {[address.company, address.address, address.apartment].filter(Boolean).join(", ")}
      <br />
      {address.city}, {address.state} {address.zip_code}
    </>
  );
}
