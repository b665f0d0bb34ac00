import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { CheckoutSteps } from "~/components/checkout/CheckoutSteps";
import { ClientCare } from "~/components/checkout/ClientCare";
import { ExpressCheckout } from "~/components/checkout/ExpressCheckout";
import { ErrorAlert } from "~/components/ErrorAlert";
import { OrderSummary } from "~/components/checkout/OrderSummary";
import { lazyPart } from "~/lib/lazy-part";
import { RouteError } from "~/components/RouteError";
import { CONFIRM_REFRESH_SECONDS, PLACING_TEXT } from "~/lib/checkout/placing";
import { STEP_FIELDS, stepHref, stepTitle } from "~/lib/checkout/steps";
import { pageHeaders } from "~/lib/http-cache";
import type { RouteHandle } from "~/lib/layout";
import { cardLabel } from "~/lib/orders";
import { withErrorMeta } from "~/lib/seo";
import checkoutCss from "~/styles/checkout.css";

import { checkoutAction, loadCheckoutStep } from "./checkout.server";

const AddressForm = lazyPart(() => import("./address.form").then((m) => m.AddressForm));
const BillingForm = lazyPart(() => import("./address.form").then((m) => m.BillingForm));
const ContactForm = lazyPart(() => import("./contact.form").then((m) => m.ContactForm));
const PaymentForm = lazyPart(() => import("./payment.form").then((m) => m.PaymentForm));
const ShippingMethodForm = lazyPart(() => import("./shipping-method.form").then((m) => m.ShippingMethodForm));
const Review = lazyPart(() => import("./review").then((m) => m.Review));

export const handle: RouteHandle = { layout: "checkout" };

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCheckoutStep(request, params.id ?? "");
}

export function action({ request, params }: ActionFunctionArgs) {
  return checkoutAction(request, params.id ?? "");
}

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.confirming ? PLACING_TEXT.title : data ? `Checkout: ${stepTitle(data.step, data.summary.digitalOnly)}` : "Checkout" },
  { name: "robots", content: "noindex" },
  // While an order is being confirmed the page looks again by itself, without JavaScript too.
  ...(data?.confirming ? [{ httpEquiv: "refresh", content: String(CONFIRM_REFRESH_SECONDS) }] : []),
]);

type StepPage = Extract<SerializeFrom<typeof loader>, { confirming: false }>;

export default function CheckoutStep() {
  const page = useLoaderData<typeof loader>();
  return page.confirming ? <Confirming checkoutId={page.checkoutId} /> : <Step page={page} />;
}

/** An order sent whose answer has not come yet: never "try again" (lib/checkout/placing.ts). */
function Confirming({ checkoutId }: { checkoutId: string }) {
  return (
    <div className="container narrow section stack" role="status">
      <h1>{PLACING_TEXT.title}</h1>
      <p>{PLACING_TEXT.body}</p>
      <p>
        <a className="button" href={stepHref(checkoutId, "review")}>
          {PLACING_TEXT.checkAgain}
        </a>
      </p>
    </div>
  );
}

function Step({ page }: { page: StepPage }) {
  const posted = useActionData<typeof action>();
  const { step, checkout, notice } = page;

  // A field's notice goes under it, others above with focus; payment failures always above (card fields may be below the fold).
  const noticeField = step !== "payment" && notice?.field && STEP_FIELDS[step].includes(notice.field) ? notice.field : null;
  const errors = noticeField && notice ? { [noticeField]: notice.message } : {};
  const refused = posted && !posted.ok ? posted : undefined;
  const orderRefusal = refused?.intent === "place-order" ? refused.message : undefined;
  const noticeAlert = notice && !noticeField ? notice.message : null;
  const alert = noticeAlert ?? orderRefusal ?? null;

  return (
    <div className="container checkout">
      <h1 className="visually-hidden">Checkout</h1>
      <CheckoutSteps checkoutId={page.checkoutId} current={step} steps={page.steps} />
      <div className="checkout__layout">
        <section className="checkout__step" aria-labelledby="checkout-step-title">
          <h2 id="checkout-step-title" className="checkout__title">
            {stepTitle(step, page.summary.digitalOnly)}
          </h2>
          {alert ? <ErrorAlert message={alert} focus={noticeAlert !== null} /> : null}
          {step === "contact" ? (
            <>
              <ExpressCheckout methods={page.express} total={page.summary.total} from={stepHref(page.checkoutId, "contact")} />
              {page.signedIn ? null : (
                <p className="small">
                  Have an account? <Link to={`/sign-in?redirect=${encodeURIComponent("/checkout")}`}>Sign in</Link> for your saved addresses, or check out as a
                  guest.
                </p>
              )}
              <ContactForm values={{ email: checkout.email ?? "" }} errors={errors} next={stepTitle("address", page.summary.digitalOnly)} />
            </>
          ) : null}
          {step === "address" && page.summary.digitalOnly ? <BillingForm values={billingValues(checkout.billing_address)} errors={errors} /> : null}
          {step === "address" && !page.summary.digitalOnly ? (
            <AddressForm
              values={{ ...addressValues(checkout.shipping_address), ...billingValues(checkout.billing_address) }}
              errors={errors}
              saved={page.addresses.map((address) => ({ id: address.id, label: savedAddressLabel(address) }))}
            />
          ) : null}
          {page.failure ? (
            <ErrorAlert message={page.failure}>
              <a href={stepHref(page.checkoutId, step)}>Try again</a>
            </ErrorAlert>
          ) : null}
          {step === "shipping" && !page.failure ? <ShippingMethodForm
              rates={page.rates ?? []}
              selected={checkout.shipping_rate_id}
              errors={errors}
              leadTimes={page.leadTimes}
            /> : null}
          {step === "payment" && !page.failure ? (
            page.summary.total <= 0 ? (
              <p>Your gift cards cover this order: there is nothing left to pay.</p>
            ) : (
              <PaymentForm
                methods={page.methods ?? []}
                values={{
                  // An express method is not chosen here: the step offers card and the providers, card first.
                  payment_method: page.methods?.some((m) => m.id === checkout.payment_method) ? (checkout.payment_method ?? undefined) : undefined,
                  // A refused card's name and expiry come back with its notice; its number and code never do.
                  holder_name: checkout.card?.holder_name ?? notice?.card?.holder_name ?? undefined,
                  expiry: notice?.card?.expiry,
                  card_name: checkout.card?.card_name ?? undefined,
                  saved_card_id: page.cardChoice,
                }}
                errors={errors}
                savedCard={checkout.card && !checkout.card.saved_card_id ? cardLabel(checkout.card) : null}
                savedCards={page.savedCards}
                signedIn={page.signedIn}
              />
            )
          ) : null}
          {step === "review" ? <Review page={page} /> : null}
          <ClientCare />
        </section>
        <OrderSummary
          summary={page.summary}
          step={step}
          codeError={refused?.intent === "apply-code" ? refused.fieldErrors.gift_card_code : undefined}
          codeValue={refused?.intent === "apply-code" ? refused.values.gift_card_code : undefined}
          removeError={refused?.intent === "remove-code" ? (refused.message ?? null) : null}
          // The cart's forms' intents (lib/forms/cart.ts), named here so the page's code does without zod.
          bagRefusal={refused?.intent === "update" || refused?.intent === "remove" ? refused : undefined}
          confirming={page.confirmRemove}
        />
      </div>
    </div>
  );
}

type AddressLike = Record<string, unknown> | null;

function addressValues(address: AddressLike, prefix = ""): Record<string, string | undefined> {
  if (!address) return {};
  return Object.fromEntries(Object.entries(address).map(([key, value]) => [`${prefix}${key}`, typeof value === "string" ? value : undefined]));
}

function billingValues(address: AddressLike): Record<string, string | undefined> {
  return address ? { billing: "different", ...addressValues(address, "billing_") } : {};
}

function savedAddressLabel(address: { name?: string | null; address: string; apartment?: string | null; city: string; state: string; zip_code: string }) {
  const street = [address.address, address.apartment].filter(Boolean).join(", ");
  return `${address.name ? `${address.name}: ` : ""}${street}, ${address.city}, ${address.state} ${address.zip_code}`;
}


export const ErrorBoundary = RouteError;
