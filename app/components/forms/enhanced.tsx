/**
 * Forms validated in the browser by remix-validated-form and zod cost about
 * 30 KB of gzipped JavaScript, too much for every page's first load. So each
 * form module loads lazily in the browser, while the server renders it at
 * once (through `eager.server.ts`, which the browser build leaves empty).
 * Until its code arrives a form is plain HTML that posts to its action, which
 * validates with the same schema: it works before, and without, JavaScript.
 */
import { type ComponentType, Suspense, lazy, useEffect } from "react";

import * as eager from "./eager.server";

type FormModules = typeof eager;
type FormName = keyof FormModules;

const loaders: { [K in FormName]: () => Promise<{ default: FormModules[K] }> } = {
  SignInForm: () => import("./SignInForm").then((m) => ({ default: m.SignInForm })),
  NewsletterForm: () => import("./NewsletterForm").then((m) => ({ default: m.NewsletterForm })),
  EmailUsForm: () => import("./EmailUsForm").then((m) => ({ default: m.EmailUsForm })),
  TrackOrderForm: () => import("./TrackOrderForm").then((m) => ({ default: m.TrackOrderForm })),
  RetailerSearchForm: () => import("./RetailerSearchForm").then((m) => ({ default: m.RetailerSearchForm })),
  SignUpForm: () => import("./AccountForms").then((m) => ({ default: m.SignUpForm })),
  RecoverRequestForm: () => import("./AccountForms").then((m) => ({ default: m.RecoverRequestForm })),
  ResetPasswordForm: () => import("./AccountForms").then((m) => ({ default: m.ResetPasswordForm })),
  ContactForm: () => import("./CheckoutForms").then((m) => ({ default: m.ContactForm })),
  AddressForm: () => import("./CheckoutForms").then((m) => ({ default: m.AddressForm })),
  ShippingMethodForm: () => import("./CheckoutForms").then((m) => ({ default: m.ShippingMethodForm })),
  PaymentForm: () => import("./CheckoutForms").then((m) => ({ default: m.PaymentForm })),
};

function enhanced<K extends FormName>(name: K): FormModules[K] {
  const Server = (eager as Partial<FormModules>)[name];
  const Component = (Server ?? lazy(loaders[name] as () => Promise<{ default: ComponentType<object> }>)) as ComponentType<object>;
  const Enhanced = (props: object) => (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
  Enhanced.displayName = `Enhanced(${name})`;
  return Enhanced as unknown as FormModules[K];
}

export const SignInForm = enhanced("SignInForm");
export const NewsletterForm = enhanced("NewsletterForm");
export const EmailUsForm = enhanced("EmailUsForm");
export const TrackOrderForm = enhanced("TrackOrderForm");
export const RetailerSearchForm = enhanced("RetailerSearchForm");
export const SignUpForm = enhanced("SignUpForm");
export const RecoverRequestForm = enhanced("RecoverRequestForm");
export const ResetPasswordForm = enhanced("ResetPasswordForm");
export const ContactForm = enhanced("ContactForm");
export const AddressForm = enhanced("AddressForm");
export const ShippingMethodForm = enhanced("ShippingMethodForm");
export const PaymentForm = enhanced("PaymentForm");

/** After the page is interactive, fetch the forms' code in the background so drawers open with it ready. */
export function usePreloadForms() {
  useEffect(() => {
    const preload = () =>
      void Promise.all(Object.values(loaders).map((load) => load()))
        .then(() => (document.documentElement.dataset.formsReady = "true"))
        .catch(() => undefined);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    const handle = idle(preload);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
  }, []);
}
