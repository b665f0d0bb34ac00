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

export type CheckoutProgress = {
  email: string | null;
  shipping_address: unknown;
  shipping_rate_id: string | null;
  payment_method: string | null;
  card: unknown;
  /** 0 when gift cards cover the order. */
  amountDue: number;
};

const POSTAL = ["first_name", "last_name", "company", "address", "apartment", "city", "state", "zip_code", "country"];

/** The server reads exactly these from a post; a notice naming one goes under it. */
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
      return Boolean(progress.shipping_address);
    case "shipping":
      return Boolean(progress.shipping_rate_id);
    case "payment":
      if (progress.amountDue <= 0) return true;
      return progress.payment_method === "card" ? Boolean(progress.card) : Boolean(progress.payment_method);
    case "review":
      return false;
  }
}

export function firstIncompleteStep(progress: CheckoutProgress): Step {
  return STEPS.find((step) => !isComplete(step, progress)) ?? "review";
}

export function resolveStep(requested: unknown, progress: CheckoutProgress): Step {
  const open = firstIncompleteStep(progress);
  if (!isStep(requested)) return open;
  return STEPS.indexOf(requested) <= STEPS.indexOf(open) ? requested : open;
}

export function nextStep(step: Step): Step {
  return STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)];
}

export function stepHref(checkoutId: string, step: Step): string {
  return `/checkout/${encodeURIComponent(checkoutId)}?step=${step}`;
}
