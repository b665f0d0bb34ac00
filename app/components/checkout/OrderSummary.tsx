import { Form, useNavigation } from "@remix-run/react";

import type { Step } from "~/lib/checkout/steps";
import type { OrderSummary as Summary } from "~/lib/checkout/summary";
import { formatPrice } from "~/lib/money";

import { describedBy, FieldMessages } from "../Field";
import { Price } from "../ProductCard";

type Props = {
  summary: Summary;
  step: Step;
  /** The code form's own failure, after a post without JavaScript or a navigation with it. */
  codeError?: string;
  codeValue?: string;
  removeError?: string | null;
};

/**
 * The order beside every checkout step: lines, the code form (one discount
 * code and any number of gift cards, told apart by the API), and the totals,
 * each amount as the API computed it.
 */
export function OrderSummary({ summary, step, codeError, codeValue, removeError }: Props) {
  const navigation = useNavigation();
  const applying = navigation.state !== "idle" && navigation.formData?.get("intent") === "apply-code";
  const codeId = "checkout-code";
  return (
    <aside className="order-panel" aria-labelledby="order-panel-title">
      <h2 id="order-panel-title" className="order-panel__title">
        Your order <span className="small">({summary.count} {summary.count === 1 ? "item" : "items"})</span>
      </h2>
      <ul className="order-panel__lines">
        {summary.lines.map((line) => (
          <li key={line.id} className="order-panel__line">
            {line.image ? <img src={line.image} alt="" width="64" height="83" loading="lazy" /> : null}
            <div>
              <p className="order-panel__name">{line.title}</p>
              {line.materials ? <p className="small">{line.materials}</p> : null}
              <p className="small">Quantity: {line.quantity}</p>
            </div>
            <Price price={line.price * line.quantity} compareAt={line.compareAt ? line.compareAt * line.quantity : null} />
          </li>
        ))}
      </ul>
      <p className="small">
        <a href="/?panel=cart">Edit bag</a>
      </p>

      {/* Keyed by the applied codes, so an accepted code leaves an empty field behind. */}
      <Form method="post" className="code-form" preventScrollReset noValidate key={summary.codes.map((code) => code.code).join(" ")}>
        <input type="hidden" name="intent" value="apply-code" />
        <input type="hidden" name="step" value={step} />
        <div className={`field${codeError ? " field--invalid" : ""}`}>
          <label htmlFor={codeId}>Gift card or discount code</label>
          <div className="code-form__row">
            <input
              type="text"
              id={codeId}
              name="gift_card_code"
              autoComplete="off"
              defaultValue={codeValue}
              key={codeValue ?? ""}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={describedBy(codeId, undefined, codeError)}
            />
            <button type="submit" className="button button--outline" disabled={applying} aria-busy={applying || undefined}>
              {applying ? "Applying…" : "Apply"}
            </button>
          </div>
          <FieldMessages id={codeId} error={codeError} />
        </div>
      </Form>
      {removeError ? (
        <p className="field-error" role="alert">
          {removeError}
        </p>
      ) : null}

      <dl className="order-panel__totals">
        <dt>Subtotal</dt>
        <dd>{formatPrice(summary.subtotal)}</dd>
        {summary.codes.map((code) => (
          <div key={code.code} className="order-panel__code">
            <dt>
              {code.kind === "discount" ? "Discount" : "Gift card"} <span className="code-tag">{code.code}</span>
              <Form method="post" preventScrollReset className="inline-form">
                <input type="hidden" name="intent" value="remove-code" />
                <input type="hidden" name="step" value={step} />
                <input type="hidden" name="gift_card_code" value={code.code} />
                <button type="submit" className="link-button" aria-label={`Remove ${code.code}`}>
                  Remove
                </button>
              </Form>
            </dt>
            <dd>{code.display}</dd>
          </div>
        ))}
        {summary.digitalOnly ? null : (
          <>
            <dt>Shipping</dt>
            <dd>{summary.shipping === null ? "Calculated at next step" : summary.shipping === 0 ? "Complimentary" : formatPrice(summary.shipping)}</dd>
          </>
        )}
        <dt>Tax</dt>
        <dd>{summary.tax === null ? "Calculated at next step" : formatPrice(summary.tax)}</dd>
        <dt className="order-panel__total">Total</dt>
        <dd className="order-panel__total">{formatPrice(summary.total)}</dd>
      </dl>
    </aside>
  );
}
