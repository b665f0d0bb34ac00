/** The QA actions, shared by the JSON endpoints (routes/qa.ts) and the console (console/), so both check and refuse alike. */
import { z } from "zod";

import { addGiftLine, findCart, hasGift, QA_GIFT_CAMPAIGN_ID } from "./cart";
import { TEST_CARDS } from "./cards";
import { isExpired } from "./codes";
import {
  addFault,
  clearFaults,
  FAULT_MESSAGES,
  type Fault,
  faultInput,
  getGlobalDelay,
  removeFault,
  resetGlobalDelay,
  setGlobalDelay,
} from "./faults";
import type { ApiError } from "./http";
import { clearJournal, journal, type JournalEntry } from "./journal";
import { toDollars } from "./money";
import { providerName } from "./payments";
import { findConfiguration } from "./products";
import { SANDBOX_BUYERS } from "./seed";
import { type AccountToken, EVENT_SOURCES, type EventSource, resetStore, type StoredCart, store } from "./store";
import { field } from "./validation";
import { WALLET_TEST_TOKENS } from "./wallets";

export type QaResult<T> = { ok: true; value: T } | { ok: false; status: number; errors: ApiError[] };

const refused = (status: number, errors: ApiError[]): QaResult<never> => ({ ok: false, status, errors });

/** A path of "" (the body as a whole) reads as null. */
export const issueErrors = (error: z.ZodError): ApiError[] =>
  error.issues.map((issue) => ({ code: 400, property: issue.path.join(".") || null, message: issue.message }));

function parsed<S extends z.ZodTypeAny>(schema: S, input: unknown): QaResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : refused(400, issueErrors(result.error));
}

/** POST /__qa/reset: also the switches outside the store (faults, the global delay). */
export function resetEverything(): { cv: string } {
  resetStore();
  clearFaults();
  clearJournal();
  resetGlobalDelay();
  return { cv: store.cv };
}

export const JOURNAL_MESSAGES = {
  path: "path must start with / or * and may not hold spaces, ?query or #fragment",
  method: "method must be an HTTP method, e.g. GET or POST",
  since: "since must be a date and time, e.g. 2026-11-29T15:00:00Z",
  after: "after must be a whole number, a seq from an earlier read",
} as const;

const journalQuery = z
  .object({
    path: z.string().regex(/^[/*][^\s?#]*$/, JOURNAL_MESSAGES.path).optional(),
    method: z.string().regex(/^[A-Za-z]+$/, JOURNAL_MESSAGES.method).optional(),
    since: z.string().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), JOURNAL_MESSAGES.since).optional(),
    after: z.string().regex(/^\d{1,12}$/, JOURNAL_MESSAGES.after).transform(Number).optional(),
  })
  .strict();

/** GET /__qa/requests and the console's journal page: empty values read as no filter. */
export function journalFrom(params: URLSearchParams): QaResult<JournalEntry[]> {
  const given = Object.fromEntries([...params].filter(([, value]) => value.trim() !== "").map(([name, value]) => [name, value.trim()]));
  const result = parsed(journalQuery, given);
  return result.ok ? { ok: true, value: journal(result.value) } : result;
}

export const checkFault = (input: unknown): QaResult<z.output<typeof faultInput>> => parsed(faultInput, input);

export function addFaultFrom(input: unknown): QaResult<Fault> {
  const result = checkFault(input);
  return result.ok ? { ok: true, value: addFault(result.value) } : result;
}

export function removeFaultById(id: number): QaResult<{ id: number }> {
  if (removeFault(id)) return { ok: true, value: { id } };
  return refused(404, [{ code: 404, property: "id", message: `No active fault has the id ${id}.` }]);
}

export const delayInput = z
  .object({
    delay_ms: z
      .number({ required_error: "delay_ms is required", invalid_type_error: FAULT_MESSAGES.delay })
      .int(FAULT_MESSAGES.delay)
      .min(0, FAULT_MESSAGES.delay)
      .max(120_000, FAULT_MESSAGES.delay),
  })
  .strict();

export function setDelayFrom(input: unknown): QaResult<{ delay_ms: number }> {
  const result = parsed(delayInput, input);
  if (!result.ok) return result;
  setGlobalDelay(result.value.delay_ms);
  return { ok: true, value: { delay_ms: getGlobalDelay() } };
}

/** Comma lists or repeated keys; null when none is named (every source). */
export function eventSources(values: readonly string[]): QaResult<EventSource[] | null> {
  const names = values.flatMap((value) => value.split(",")).map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return { ok: true, value: null };
  const unknown = names.filter((name) => !(EVENT_SOURCES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const message = `Unknown source: ${unknown.join(", ")}. Expected any of: ${EVENT_SOURCES.join(", ")}.`;
    return refused(400, [{ code: 400, property: "source", message }]);
  }
  return { ok: true, value: names as EventSource[] };
}

export const receivedEvents = (sources: readonly EventSource[] | null) =>
  sources === null ? store.events : store.events.filter((event) => sources.includes(event.source));

export function clearEvents(): void {
  store.events = [];
}

export const outboxMessages = () => store.outbox;

export function clearOutbox(): void {
  store.outbox = [];
}

export type IssuedToken = Pick<AccountToken, "email" | "kind" | "token" | "used" | "created_at">;

/** Exact filters (the e-mail case-insensitive). */
export function issuedTokens(filter: { email?: string; kind?: string } = {}): IssuedToken[] {
  const email = filter.email?.trim().toLowerCase();
  const kind = filter.kind?.trim();
  return store.account_tokens
    .filter((t) => (!email || t.email === email) && (!kind || t.kind === kind))
    .map(({ email, kind, token, used, created_at }) => ({ email, kind, token, used, created_at }));
}

export function testData() {
  return {
    discounts: store.discount_codes.map((d) => ({ ...d, expired: isExpired(d) })),
    gift_cards: store.gift_cards.map(({ code, type, value, balance_cents }) => ({
      code,
      type,
      value,
      balance: balance_cents === null ? null : toDollars(balance_cents),
    })),
    test_cards: TEST_CARDS,
    sandbox_buyers: Object.entries(SANDBOX_BUYERS).map(([method, buyer]) => ({
      payment_method: method,
      provider: providerName(method as keyof typeof SANDBOX_BUYERS),
      ...buyer,
    })),
    wallet_tokens: WALLET_TEST_TOKENS.map(({ method, ...token }) => ({ payment_method: method, ...token })),
  };
}

export const noticesInput = z.object({ high_order_volume: z.boolean() }).strict();

export const notices = () => ({ high_order_volume: store.high_order_volume });

export function setNoticesFrom(input: unknown): QaResult<{ high_order_volume: boolean }> {
  const result = parsed(noticesInput, input);
  if (!result.ok) return result;
  store.high_order_volume = result.value.high_order_volume;
  return { ok: true, value: notices() };
}

export const giftInput = z.object({ product_configuration_id: field.id("product_configuration_id") });

export const GIFT_MESSAGES = {
  unknownConfiguration: "The selected product_configuration_id is invalid.",
  alreadyGifted: "This cart already has a gift.",
} as const;

/** At most one gift per cart; stock is not checked. */
export function addGiftFrom(cartId: string, input: unknown): QaResult<StoredCart> {
  const result = parsed(giftInput, input);
  if (!result.ok) return result;
  const cart = findCart(cartId);
  if (!cart) return refused(404, [{ code: 404, property: null, message: "Not found" }]);
  const { product_configuration_id } = result.value;
  if (!findConfiguration(product_configuration_id)) {
    return refused(400, [{ code: 400, property: "product_configuration_id", message: GIFT_MESSAGES.unknownConfiguration }]);
  }
  if (hasGift(cart, QA_GIFT_CAMPAIGN_ID)) return refused(400, [{ code: 400, property: null, message: GIFT_MESSAGES.alreadyGifted }]);
  addGiftLine(cart, product_configuration_id);
  return { ok: true, value: cart };
}
