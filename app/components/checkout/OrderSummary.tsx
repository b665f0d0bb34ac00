import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { useBusy } from "~/lib/busy";
import type { Step } from "~/lib/checkout/steps";
import type { OrderSummary as Summary } from "~/lib/checkout/summary";
import type { Refused } from "~/lib/forms/form";
import { formatCharge, formatPrice } from "~/lib/money";

import { describedBy, FieldMessages } from "../Field";

import { BagLine } from "./BagLine";

type Props = {
  summary: Summary;
  step: Step;
  codeError?: string;
  codeValue?: string;
  removeError?: string | null;
  bagRefusal?: Refused;
  confirming?: number | null;
};

/** One discount code and any number of gift cards, told apart by the API; every amount as the API computed it. */
export function OrderSummary({ summary, step, codeError, codeValue, removeError, bagRefusal, confirming = null }: Props) {
  const navigation = useNavigation();
  const location = useLocation();
  const applying = useBusy(navigation.state !== "idle" && navigation.formData?.get("intent") === "apply-code");
  const codeId = "checkout-code";
  const back = `${location.pathname}?step=${step}`;
  const title = useFocusAfterRemoval(summary.lines.map((line) => line.id).join(" "));
  // Until there is an address, shipping is the API's cheapest rate (POST /orders/rates), and the total an estimate.
  const { estimate } = summary;
  return (
    <aside className="order-panel" aria-labelledby="order-panel-title">
      <h2 id="order-panel-title" className="order-panel__title" ref={title} tabIndex={-1}>
        Your order <span className="small">({summary.count} {summary.count === 1 ? "item" : "items"})</span>
      </h2>
      {summary.delayNotice ? (
        <p className="delay-notice" role="status">
          {summary.delayNotice}
        </p>
      ) : null}
      <ul className="order-panel__lines">
        {summary.lines.map((line) => (
          <BagLine
            key={line.id}
            line={line}
            back={back}
            confirming={confirming === line.id}
            refusal={bagRefusal && bagRefusal.values.item_id === String(line.id) ? bagRefusal : undefined}
          />
        ))}
      </ul>

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
        {summary.digitalOnly ? null : estimate ? (
          <>
            <dt>Shipping (estimated)</dt>
            <dd>{formatCharge(estimate.shipping)}</dd>
          </>
        ) : (
          <>
            <dt>Shipping</dt>
            <dd>{summary.shipping === null ? "Calculated at next step" : formatCharge(summary.shipping)}</dd>
          </>
        )}
        {summary.delivery ? (
          <>
            <dt>Estimated delivery</dt>
            <dd>
              {summary.delivery.dates}
              {summary.delivery.estimated ? <span className="small"> ({summary.delivery.method})</span> : null}
            </dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd>{summary.tax === null ? "Calculated at next step" : formatPrice(summary.tax)}</dd>
        <dt className="order-panel__total">{estimate ? "Estimated total" : "Total"}</dt>
        <dd className="order-panel__total">{formatPrice(estimate ? estimate.total : summary.total)}</dd>
      </dl>
    </aside>
  );
}

/** A removed line takes the focused button with it: focus goes to the title (the items left), not the page's top. */
function useFocusAfterRemoval(lines: string) {
  const title = useRef<HTMLHeadingElement>(null);
  const before = useRef(lines);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (before.current !== lines && lost) title.current?.focus();
    before.current = lines;
  }, [lines]);
  return title;
}
