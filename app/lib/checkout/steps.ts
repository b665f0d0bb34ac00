// A step opens only when every step before it is complete, so a typed URL cannot skip the address or the payment.
export const STEPS = ["contact", "address", "shipping", "payment", "review"] as const;
export type Step = (typeof STEPS)[number];

export const STEP_TITLES: Record<Step, string> = {
  contact: "Contact",
  address: "Shipping address",
  shipping: "Shipping method",
  payment: "Payment",
  review: "Review",
};

export const DIGITAL_BILLING_TITLE = "Billing address";

export const stepTitle = (step: Step, digitalOnly = false) => (digitalOnly && step === "address" ? DIGITAL_BILLING_TITLE : STEP_TITLES[step]);

export const stepsOf = (progress: Pick<CheckoutProgress, "digitalOnly">): readonly Step[] =>
  progress.digitalOnly ? STEPS.filter((step) => step !== "shipping") : STEPS;

export type CheckoutProgress = {
  email: string | null;
  /** Spec 3 "digital-only". */
  digitalOnly?: boolean;
  billing_address?: unknown;
  shipping_address: unknown;
  shipping_rate_id: string | null;
  payment_method: string | null;
  card: unknown;
  amountDue: number;
};

const POSTAL = ["first_name", "last_name", "company", "address", "apartment", "city", "state", "zip_code", "country"];

export const STEP_FIELDS: Record<Step, readonly string[]> = {
  contact: ["email"],
  address: ["saved_address_id", ...POSTAL, "phone_number", "billing", ...POSTAL.map((name) => `billing_${name}`)],
  shipping: ["shipping_rate_id"],
  payment: ["payment_method", "saved_card_id", "holder_name", "card_name", "card_number", "expiry", "cvc", "save_card"],
  review: [],
};

export function isStep(value: unknown): value is Step {
  return typeof value === "string" && (STEPS as readonly string[]).includes(value);
}

export function isComplete(step: Step, progress: CheckoutProgress): boolean {
  switch (step) {
    case "contact":
      return Boolean(progress.email);
    case "address":
      return Boolean(progress.digitalOnly ? progress.billing_address : progress.shipping_address);
    case "shipping":
      return Boolean(progress.digitalOnly || progress.shipping_rate_id);
    case "payment":
      if (progress.amountDue <= 0) return true;
      return progress.payment_method === "card" ? Boolean(progress.card) : Boolean(progress.payment_method);
    case "review":
      return false;
  }
}

export function firstIncompleteStep(progress: CheckoutProgress): Step {
  return stepsOf(progress).find((step) => !isComplete(step, progress)) ?? "review";
}

export function resolveStep(requested: unknown, progress: CheckoutProgress): Step {
  const open = firstIncompleteStep(progress);
  const steps = stepsOf(progress);
  if (!isStep(requested) || !steps.includes(requested)) return open;
  return steps.indexOf(requested) <= steps.indexOf(open) ? requested : open;
}

export function stepHref(checkoutId: string, step: Step): string {
  return `/checkout/${encodeURIComponent(checkoutId)}?step=${step}`;
}
