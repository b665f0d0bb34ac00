/** Test-mode gateway: the number is never stored or logged; a charge's outcome is decided from the test number now and revealed at order. */
import type { ApiError } from "./http";
import { opaqueId } from "./ids";
import type { CardSummary, CardToken } from "./model";
import { store } from "./store";
import { field } from "./validation";

export const CARD_MESSAGES = {
  number: "The card number is not valid.",
  expired: "The card has expired.",
  expiry: "The expiry date is not valid.",
  cvc: "The security code is not valid.",
  unverified: "The card could not be verified. Enter it again.",
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  notTestCard: "This card is not a test card. Use one of the documented test numbers.",
} as const;

export interface TestCard {
  number: string;
  brand: string;
  outcome: "approved" | "declined";
  message: string | null;
}

/** Documented in mock-api/README.md and listed at GET /__qa/codes. Any other valid number is declined. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", brand: "Visa", outcome: "approved", message: null },
  { number: "5555555555554444", brand: "Mastercard", outcome: "approved", message: null },
  { number: "378282246310005", brand: "American Express", outcome: "approved", message: null },
  { number: "6011111111111117", brand: "Discover", outcome: "approved", message: null },
  { number: "4000000000000002", brand: "Visa", outcome: "declined", message: CARD_MESSAGES.declined },
  { number: "4000000000009995", brand: "Visa", outcome: "declined", message: CARD_MESSAGES.insufficientFunds },
];

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "Card" when it is none of the four the house accepts by name. */
export function cardBrand(digits: string): string {
  const first4 = Number(digits.slice(0, 4));
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return "Mastercard";
  if (/^(6011|65)/.test(digits)) return "Discover";
  if (digits.startsWith("4")) return "Visa";
  return "Card";
}

function cardDigits(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits) ? digits : null;
}

function integer(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value === "string" && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A card is good through the last day of its expiry month (UTC). */
export const isCardExpired = (month: number, year: number, now = new Date()) => now.getTime() >= Date.UTC(year, month, 1);

export interface CardInput {
  holder_name: string;
  digits: string;
  exp_month: number;
  exp_year: number;
  card_name: string | null;
  save_card: boolean;
}

/** Trimmed; empty for none. */
export const CARD_NAME_MAX = 60;

export function parseCard(body: Record<string, unknown>): { card: CardInput } | { errors: ApiError[] } {
  const problems: ApiError[] = [];
  const invalid = (property: string, message: string) => problems.push({ code: 400, property, message });

  const holder = field.text("holder_name", 255).safeParse(body.holder_name);
  if (!holder.success) invalid("holder_name", holder.error.issues[0].message);

  const digits = cardDigits(body.number);
  if (isBlank(body.number)) invalid("number", "The number field is required.");
  else if (digits === null) invalid("number", CARD_MESSAGES.number);

  const month = integer(body.exp_month);
  const year = integer(body.exp_year);
  const yearText = typeof body.exp_year === "string" ? body.exp_year.trim() : String(body.exp_year);
  if (month === null || month < 1 || month > 12 || year === null || !/^\d{4}$/.test(yearText)) invalid("expiry", CARD_MESSAGES.expiry);
  else if (isCardExpired(month, year)) invalid("expiry", CARD_MESSAGES.expired);

  // American Express prints a 4-digit code on the front; the others 3 on the back.
  const cvcLength = digits !== null && cardBrand(digits) === "American Express" ? 4 : 3;
  const cvc = typeof body.cvc === "number" ? String(body.cvc) : typeof body.cvc === "string" ? body.cvc.trim() : "";
  if (isBlank(body.cvc)) invalid("cvc", "The cvc field is required.");
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) invalid("cvc", CARD_MESSAGES.cvc);

  const cardName = field.optionalText("card_name", CARD_NAME_MAX).safeParse(body.card_name);
  if (!cardName.success) invalid("card_name", cardName.error.issues[0].message);
  const save = field.flag("save_card").safeParse(body.save_card);
  if (!save.success) invalid("save_card", save.error.issues[0].message);

  if (problems.length) return { errors: problems };
  return {
    card: {
      holder_name: holder.data!,
      digits: digits!,
      exp_month: month!,
      exp_year: year!,
      card_name: cardName.data ?? null,
      save_card: save.data!,
    },
  };
}

function outcomeOf(digits: string): CardToken["outcome"] {
  const test = TEST_CARDS.find((card) => card.number === digits);
  if (!test) return { approved: false, message: CARD_MESSAGES.notTestCard };
  return { approved: test.outcome === "approved", message: test.message };
}

/** Only the summary and the outcome are kept; `card.digits` goes no further. */
export function issueCardToken(card: CardInput, userId: number | null = null): CardToken {
  store.counters.card_token += 1;
  const record: CardToken = {
    token: `tok_${opaqueId("card_token", store.counters.card_token, 24)}`,
    brand: cardBrand(card.digits),
    last4: card.digits.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    holder_name: card.holder_name,
    card_name: card.card_name,
    save_card: card.save_card,
    outcome: outcomeOf(card.digits),
    used: false,
    user_id: userId,
    created_at: new Date().toISOString(),
  };
  store.card_tokens[record.token] = record;
  return record;
}

/** Own keys only: "constructor" is not a token. */
export const findCardToken = (token: string): CardToken | undefined =>
  Object.hasOwn(store.card_tokens, token) ? store.card_tokens[token] : undefined;

/** An account's token answers only to its bearer (`userId`); a guest's to anyone holding it. */
export const isCardTokenOf = (record: CardToken, userId: number | null) => record.user_id === null || record.user_id === userId;

export function findUsableCardToken(token: string, userId: number | null = null): CardToken | undefined {
  const record = findCardToken(token);
  return record && !record.used && isCardTokenOf(record, userId) ? record : undefined;
}

/** At sign-out the account's uncharged tokens stop working, so checkouts holding one ask for the card again. */
export function retireCardTokens(userId: number): void {
  const retired = new Set<string>();
  for (const record of Object.values(store.card_tokens)) {
    if (record.user_id !== userId) continue;
    record.used = true;
    retired.add(record.token);
  }
  for (const cart of Object.values(store.carts)) {
    if (cart.checkout.card_token === null || !retired.has(cart.checkout.card_token)) continue;
    cart.checkout.card_token = null;
    if (cart.checkout.payment_method === "card" && cart.checkout.saved_card_id == null) cart.checkout.payment_method = null;
  }
}

/** An allow-list, so a token's other fields never leave the mock. */
export const cardSummary = ({ brand, last4, exp_month, exp_year, holder_name, card_name }: CardSummary): CardSummary => ({
  brand,
  last4,
  exp_month,
  exp_year,
  holder_name,
  card_name,
});
