import { Link } from "@remix-run/react";

import { type Step, stepHref } from "~/lib/checkout/steps";

type Props = { checkoutId: string; current: Step; steps: Array<{ id: Step; title: string; done: boolean }> };

/** A finished step, and the first unfinished one, link back to themselves; later steps are plain text. */
export function CheckoutSteps({ checkoutId, current, steps }: Props) {
  const openUpTo = steps.findIndex((step) => !step.done);
  return (
    <nav aria-label="Checkout steps" className="checkout-steps">
      <ol>
        {steps.map((step, index) => {
          const reachable = openUpTo === -1 || index <= openUpTo;
          const label = (
            <>
              {/* Numbered by CSS: a text browser numbers the list itself. */}
              <span className="checkout-steps__number" aria-hidden="true" />
              <span className="checkout-steps__title">{step.title}</span>
              {step.done && step.id !== current ? <span className="visually-hidden"> (done)</span> : null}
            </>
          );
          return (
            <li key={step.id} className={step.id === current ? "is-current" : step.done ? "is-done" : undefined}>
              {step.id === current ? (
                <span aria-current="step">{label}</span>
              ) : reachable ? (
                <Link to={stepHref(checkoutId, step.id)}>{label}</Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
