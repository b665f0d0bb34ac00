import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { AccountNav } from "~/components/AccountNav";
import { ErrorAlert } from "~/components/ErrorAlert";
import { PageNotice } from "~/components/PageNotice";
import { RouteError } from "~/components/RouteError";
import { useBusy } from "~/lib/busy";
import { pageHeaders } from "~/lib/http-cache";
import { DELETE_CARD_INTENT, DELETE_PARAM, PAYMENT_METHODS_PAGE as PAGE } from "~/lib/account-pages";
import { withErrorMeta } from "~/lib/seo";

import { loadPaymentMethods, paymentMethodsAction } from "./payment-methods.server";

/** The account area needs sign-in (spec 6): a signed-out visitor gets the sign-in drawer with the way back. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentMethods(request);
}

export function action({ request }: ActionFunctionArgs) {
  return paymentMethodsAction(request);
}

export const headers = pageHeaders;

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Payment methods" }, { name: "robots", content: "noindex" }]);

export default function PaymentMethods() {
  const { cards, confirming } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const refusal = posted && !posted.ok && posted.intent === DELETE_CARD_INTENT ? (posted.message ?? Object.values(posted.fieldErrors)[0]) : null;
  return (
    <section className="container section account payment-methods">
      <AccountNav />
      <h1 className="section__title">Payment methods</h1>
      <PageNotice />
      {refusal ? <ErrorAlert message={refusal} /> : null}
      {cards.length === 0 ? (
        <p className="account__empty">You have no saved cards. Cards you save at checkout appear here.</p>
      ) : (
        <ul className="saved-cards">
          {cards.map((card) => (
            <li key={card.id} className="account__card saved-card">
              <h2 className="saved-card__title">
                {card.brand} <span className="saved-card__number">ending in {card.last4}</span>
                {card.isDefault ? <span className="tag">Default</span> : null}
              </h2>
              <dl>
                <dt>Expires</dt>
                <dd>{card.expiry}</dd>
                {card.name ? (
                  <>
                    <dt>Card name</dt>
                    <dd>{card.name}</dd>
                  </>
                ) : null}
                {card.holder ? (
                  <>
                    <dt>Name on card</dt>
                    <dd>{card.holder}</dd>
                  </>
                ) : null}
              </dl>
              {confirming === card.id ? (
                <ConfirmDelete card={card} />
              ) : (
                // Asking first is a page of its own (`?delete=`), so it works without JavaScript.
                <Form method="get" action={PAGE} preventScrollReset>
                  <button type="submit" name={DELETE_PARAM} value={card.id} className="text-link link-button" aria-label={`Delete ${card.label}`}>
                    Delete
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConfirmDelete({ card }: { card: { id: number; label: string } }) {
  const navigation = useNavigation();
  const deleting = useBusy(navigation.state !== "idle" && navigation.formData?.get("intent") === DELETE_CARD_INTENT);
  const cancel = useRef<HTMLAnchorElement>(null);
  // With JavaScript the question takes focus as it appears, on its harmless answer.
  useEffect(() => cancel.current?.focus(), []);
  const question = `Delete the ${card.label}?`;
  return (
    <div className="confirm" role="alertdialog" aria-label="Delete card" aria-describedby={`delete-card-${card.id}`}>
      <p id={`delete-card-${card.id}`}>{question}</p>
      <Form method="post" action={PAGE} preventScrollReset>
        <input type="hidden" name="intent" value={DELETE_CARD_INTENT} />
        <input type="hidden" name="card_id" value={card.id} />
        <button type="submit" className="button button--small" disabled={deleting} aria-busy={deleting || undefined}>
          {deleting ? "Deleting…" : "Delete"}
        </button>{" "}
        <Link ref={cancel} to={PAGE} className="text-link" preventScrollReset>
          Cancel
        </Link>
      </Form>
    </div>
  );
}

/** A failed list (the API's honest error) or a post refused by the form door, inside the store's layout. */
export const ErrorBoundary = RouteError;
