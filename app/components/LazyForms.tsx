/**
 * The store's validated forms, one registration line each. Their code
 * (remix-validated-form, zod and the forms) costs about 30 KB of gzipped
 * JavaScript, too much for every page's first load, so the browser loads
 * each form lazily, while the server renders it at once: it loads them all
 * before rendering (`loadForms`, awaited in entry.server.tsx). Until a form's
 * code arrives it is plain HTML that posts to its action, which checks it
 * with the same schema: it works before, and without, JavaScript.
 *
 * The cart and favorites drawers' contents load the same way (3 KB gzip that
 * every page carried for drawers that are closed on most visits): rendered
 * by the server, their links and forms work before their code arrives.
 */
import { useRouteError } from "@remix-run/react";
import { type ComponentType, Suspense, lazy, useEffect } from "react";

import { isChunkLoadError } from "~/lib/chunk-reload";
import { onFirstIntent } from "~/lib/first-intent";

/** With no sign of intent, the forms' code is fetched this long after the page is interactive. */
export const FORMS_PRELOAD_FALLBACK_MS = 10_000;

const onServer = typeof document === "undefined";
const loads: Array<() => Promise<unknown>> = [];

function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Loaded once: the server awaits every form before each render. A failed load may be tried again.
  const ready = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loads.push(ready);
  // React types a lazy component's props with refs, which no generic P can be shown to meet; the forms take no ref.
  const Lazy = lazy(() => ready().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  // The browser always renders the lazy one, so a form never swaps component (and loses what was typed) once its code is in.
  function LazyForm(props: P) {
    const Component: ComponentType<P> = (onServer ? loaded : undefined) ?? Lazy;
    // A form whose code failed to load throws to the route's ErrorBoundary, which reloads the page or shows the
    // error page (chunk-reload.ts). When that error page renders the layout again, with this form in a drawer or
    // the footer, the form renders nothing rather than failing the error page itself.
    const pageError = useRouteError();
    if (isChunkLoadError(pageError)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyForm;
}

/** Every form's code: the server waits for it before rendering; the browser fetches it on the shopper's first intent (usePreloadForms). */
export const loadForms = () => Promise.all(loads.map((load) => load()));

export const SignInForm = lazyPart(() => import("./forms/SignInForm").then((m) => m.SignInForm));
export const SignUpForm = lazyPart(() => import("./forms/AccountForms").then((m) => m.SignUpForm));
export const RecoverPasswordForm = lazyPart(() => import("./forms/AccountForms").then((m) => m.RecoverPasswordForm));
export const ResetPasswordForm = lazyPart(() => import("./forms/AccountForms").then((m) => m.ResetPasswordForm));
export const NewsletterForm = lazyPart(() => import("./forms/NewsletterForm").then((m) => m.NewsletterForm));
export const EmailUsForm = lazyPart(() => import("./forms/EmailUsForm").then((m) => m.EmailUsForm));
export const TrackOrderForm = lazyPart(() => import("./forms/TrackOrderForm").then((m) => m.TrackOrderForm));
export const RetailerSearchForm = lazyPart(() => import("./forms/RetailerSearchForm").then((m) => m.RetailerSearchForm));
export const HintForm = lazyPart(() => import("./forms/ProductForms").then((m) => m.HintForm));
export const QuestionForm = lazyPart(() => import("./forms/ProductForms").then((m) => m.QuestionForm));
export const ContactForm = lazyPart(() => import("./forms/ContactForm").then((m) => m.ContactForm));
export const AddressForm = lazyPart(() => import("./forms/AddressForm").then((m) => m.AddressForm));
export const ShippingMethodForm = lazyPart(() => import("./forms/ShippingMethodForm").then((m) => m.ShippingMethodForm));
export const PaymentForm = lazyPart(() => import("./forms/PaymentForm").then((m) => m.PaymentForm));
export const ReturnRequestForm = lazyPart(() => import("./forms/ReturnRequestForm").then((m) => m.ReturnRequestForm));
export const ProfileForm = lazyPart(() => import("./forms/ProfileForms").then((m) => m.ProfileForm));
export const PasswordForm = lazyPart(() => import("./forms/ProfileForms").then((m) => m.PasswordForm));
export const SubscriptionsForm = lazyPart(() => import("./forms/ProfileForms").then((m) => m.SubscriptionsForm));
export const SavedAddressForm = lazyPart(() => import("./forms/SavedAddressForm").then((m) => m.SavedAddressForm));

/** The drawers' contents. */
export const CartContents = lazyPart(() => import("./CartContents").then((m) => m.CartContents));
export const FavoritesList = lazyPart(() => import("./FavoritesList").then((m) => m.FavoritesList));

/**
 * Fetches every form's code in the background on the shopper's first sign of
 * intent (or 10 s after the page is interactive), so a drawer opens with its
 * form ready. Forms on the page itself load while it hydrates; the others wait,
 * so the page's first seconds on a slow phone are not spent on code for
 * drawers that may never open.
 */
export function usePreloadForms() {
  useEffect(
    () =>
      onFirstIntent(window, () => {
        void loadForms()
          .then(() => (document.documentElement.dataset.formsReady = "true"))
          .catch(() => undefined);
      }, FORMS_PRELOAD_FALLBACK_MS),
    [],
  );
}
