// Spec 4 "Payment methods": the methods visible at checkout are credit card, PayPal, Klarna and Affirm.
const METHOD_NAMES: Record<string, string> = {
  card: "Credit card",
  paypal: "PayPal",
  paypal_express: "PayPal",
  affirm: "Affirm",
  affirm_express: "Affirm",
  klarna: "Klarna",
  stripe: "Stripe",
  google_pay: "Google Pay",
  apple_pay: "Apple Pay",
  gift_card: "Gift card",
};

export function sentenceCase(text: string): string {
  const words = text.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}

export function cardLabel(card: { brand: string; last4: string; exp_month: number; exp_year: number; card_name?: string | null }): string {
  const summary = `${card.brand} ending in ${card.last4}, expires ${cardExpiry(card.exp_month, card.exp_year)}`;
  return card.card_name ? `${card.card_name}: ${summary}` : summary;
}

export function paymentMethodLabel(method: string | null | undefined, card: { brand: string; last4: string } | null | undefined): string | null {
  if (card && (!method || method === "card")) return `${card.brand} ending in ${card.last4}`;
  if (!method) return null;
  return METHOD_NAMES[method] ?? sentenceCase(method);
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

export function orderAddresses(order: { shipping_address?: Record<string, unknown> | null; billing_address?: Record<string, unknown> | null }) {
  return { shipping: addressLines(order.shipping_address), billing: addressLines(order.billing_address) };
}

/** As a label prints them (spec 3 "Address"). */
export function addressLines(a: Record<string, unknown> | null | undefined): string[] | null {
  if (!a) return null;
  const name = text(a.name) ?? ([text(a.first_name), text(a.last_name)].filter(Boolean).join(" ") || null);
  const cityLine = [text(a.city), [text(a.state), text(a.zip_code)].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const lines = [name, text(a.company), text(a.address), text(a.apartment), cityLine || null, text(a.country), text(a.phone_number)];
  const shown = lines.filter((line): line is string => line !== null);
  return shown.length > 0 ? shown : null;
}
