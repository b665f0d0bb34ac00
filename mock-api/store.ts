/**
 * The in-memory store the handlers read and (later) mutate. One per process.
 *
 * `store` is a stable object: resetStore() replaces its contents in place, so
 * modules holding a reference always see the current data.
 */
import type { CardToken } from "./cards";
import type { KeptAnswer } from "./idempotency";
import type { CheckoutAddress, ExpressPayer, PartialAddress, SeedData } from "./model";
import type { RedirectMethodId } from "./payments";
import { buildSeed } from "./seed";

/**
 * Who sent an event: the API's own analytics endpoint, or one of the
 * integration stand-ins (routes/integrations.ts).
 */
export const EVENT_SOURCES = ["api", "tag_manager", "pixel", "chat", "statistics"] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/**
 * An event received: by POST /api/v1/events/frontend-event (source "api",
 * body = the event), or by a stand-in (body = what it received: a dataLayer
 * push, a pixel call, a chat widget call, a statistics payload).
 */
export interface ReceivedEvent {
  /** Order of arrival, from 1, across every source. */
  seq: number;
  /** Wall-clock arrival time: runtime data, not seed data. */
  received_at: string;
  source: EventSource;
  body: Record<string, unknown>;
}

/** POST /products/link-to-email: "drop a hint" about a product. */
export interface HintMessage {
  type: "hint";
  to: string;
  product_id: number;
  url: string;
  name: string | null;
  message: string | null;
}

/** POST /questions: the email-us form, addressed to the shop's contact e-mail. */
export interface QuestionMessage {
  type: "question";
  to: string;
  from: string;
  subject: string | null;
  question: string;
  first_name: string;
  last_name: string;
  name: string;
  slug: string | null;
}

/**
 * A message the API "sent". Nothing leaves the mock: QA reads them at
 * GET /__qa/outbox instead of a mailbox.
 */
export type OutboxMessage = (HintMessage | QuestionMessage) & {
  /** Order of arrival, from 1; also the id POST /questions answers with. */
  id: number;
  /** Wall-clock arrival time: runtime data, not seed data. */
  received_at: string;
};

/** A cart line as stored; prices and product data are joined in on every read (cart.ts). */
export interface StoredCartLine {
  id: number;
  product_configuration_id: number;
  quantity: number;
  /**
   * Set on a gift-campaign line (added by POST /__qa/carts/{id}/gift): it costs 0, and its
   * quantity can be neither changed nor removed. null on a line the shopper added.
   */
  gift_campaign_id: number | null;
  /** How many units the campaign gives; 0 on an ordinary line. */
  gift_campaign_qty: number;
}

/** The checkout's own state, set step by step with PATCH /carts/{id} (checkout.ts). */
export interface StoredCheckout {
  /** Given once by PATCH /carts/{id}/start-checkout; null before. */
  checkout_id: string | null;
  email: string | null;
  shipping_address: CheckoutAddress | null;
  /** Kept while it is one of the cart's current rates; served as null when it no longer is. */
  shipping_rate_id: string | null;
  payment_method: string | null;
  /** With payment_method "card": the gateway token that stands for the card (cards.ts). */
  card_token: string | null;
  /**
   * With payment_method "card": the buyer's saved card paying instead of a
   * one-time token (saved-cards.ts). Absent or null when none.
   */
  saved_card_id?: number | null;
}

export interface StoredCart {
  unique_id: string;
  lines: StoredCartLine[];
  /** The discount code applied (upper case), at most one per order. */
  discount_code: string | null;
  /** Gift card codes (upper case) in the order they were applied: the order they pay in. */
  gift_card_codes: string[];
  /**
   * The address shipping was last quoted for (POST /shipping-rates-by-address or
   * a PATCH with shipping_address). The rates are derived from it and the
   * items on every read, so adding a piece to an e-gift-card-only cart brings
   * back the parcel rates.
   */
  rates_address: PartialAddress | null;
  /**
   * The rates address is a wallet sheet's partial address (express.ts): until
   * shipping is quoted again, tax follows its state rather than the
   * checkout's shipping address. Absent means false.
   */
  rates_from_sheet?: boolean;
  checkout: StoredCheckout;
}

/** A single-use e-mail link token: confirm the address after sign-up, or set a new password. */
export interface AccountToken {
  kind: "verification" | "recovery";
  /** The account's e-mail (lower-cased). */
  email: string;
  user_id: number;
  token: string;
  used: boolean;
  /** Wall-clock issue time: runtime data, not seed data. */
  created_at: string;
}

/**
 * The outcome of a cart's latest checkout attempt (POST /carts/checkout, the
 * express calls and the provider's page), kept after the cart is gone so the
 * storefront can read it back with GET /checkout/get-order.
 */
export interface CheckoutAttempt {
  /** approved: an express payment the buyer approved at the provider, not ordered yet (express.ts). */
  status: "pending" | "approved" | "paid" | "cancelled" | "declined";
  payment_method: string;
  /** Why it was declined or cancelled; null otherwise. */
  message: string | null;
  /** store.orders id once paid. */
  order_id: number | null;
  /** What the express provider's account gave the store on approval; null otherwise. */
  payer: ExpressPayer | null;
  /** The Idempotency-Key of the call that recorded it, when it had one (idempotency.ts). */
  idempotency_key?: string | null;
}

/**
 * A payment at PayPal, Klarna or Affirm, waiting on the provider's page
 * (provider.ts), or an express one (PayPal or Affirm express, express.ts).
 */
export interface PaymentSession {
  id: string;
  cart_unique_id: string;
  method: RedirectMethodId;
  /** What the page asks for, in cents: the cart's final amount when the shopper left. */
  amount_cents: number;
  /** Where the provider sends the shopper back, with ?payment_session=&status= appended. */
  return_url: string;
  /** The signed-in buyer who placed it, or null for a guest: the order is theirs. */
  user_id: number | null;
  /**
   * Express: approving does not place the order; it hands the store the
   * buyer's e-mail and address (`buyer`, the provider account's sandbox
   * buyer) and the store places the order afterwards.
   */
  express: boolean;
  buyer: ExpressPayer | null;
  /** approved: an express session the buyer approved, waiting for the store to place the order. */
  status: "pending" | "approved" | "paid" | "declined" | "cancelled";
}

export interface StoreState extends SeedData {
  /** Cache version served by GET /cv; the storefront adds it to cached reads. */
  cv: string;
  events: ReceivedEvent[];
  outbox: OutboxMessage[];
  /** Carts by unique_id. */
  carts: Record<string, StoredCart>;
  /** Signed-in sessions: bearer token -> user id. */
  sessions: Record<string, number>;
  /** Verification and recovery tokens issued, oldest first (GET /__qa/tokens). */
  account_tokens: AccountToken[];
  /** The card gateway's tokens by token: never a card number (cards.ts). */
  card_tokens: Record<string, CardToken>;
  /** The latest checkout attempt by cart unique_id (GET /checkout/get-order). */
  checkouts: Record<string, CheckoutAttempt>;
  /** Provider payment sessions by id. */
  payment_sessions: Record<string, PaymentSession>;
  /** The answers kept for Idempotency-Keys, by call and key (idempotency.ts). */
  idempotency: Record<string, KeptAnswer>;
  /**
   * High order volumes slow shipping and delivery: carts that ship a parcel say so
   * (`shipping_rates.delay_notice`, shipping.ts). Off at first; QA switches it (PUT /__qa/notices).
   */
  high_order_volume: boolean;
  /**
   * Last ids handed out; restarted by a reset (opaque ids and tokens also mix in cv, see ids.ts).
   * user, address, order, order_product, po_number, saved_card and return_request start at the seed's highest.
   */
  counters: {
    cart: number;
    cart_item: number;
    user: number;
    address: number;
    session: number;
    account_token: number;
    checkout: number;
    card_token: number;
    payment_session: number;
    /** Lists created for accounts; the seed's have fixed ids and do not count. */
    wishlist: number;
    order: number;
    order_product: number;
    /** Saved cards; starts at the seed's highest. */
    saved_card: number;
    /** Return requests; starts at the seed's highest. */
    return_request: number;
    /** The numeric part of the last po_number (ML-100252 -> 100252). */
    po_number: number;
  };
}

export const SEED_CV = "1";

/**
 * MOCK_INTEGRATIONS=off: the store starts, and every reset restores it, with
 * no integration enabled (the settings stay listed). Unset or "on": the
 * seed's list. Anything else is refused, so a typo does not go unnoticed.
 */
export function enabledIntegrationsFromEnv(seedList: number[]): number[] {
  const value = (process.env.MOCK_INTEGRATIONS ?? "").trim().toLowerCase();
  if (value === "" || value === "on") return seedList;
  if (value === "off") return [];
  throw new Error(`MOCK_INTEGRATIONS must be "on" or "off", not ${JSON.stringify(process.env.MOCK_INTEGRATIONS)}`);
}

/** A fresh store: the seed plus empty runtime state. Deterministic. */
export function createStore(): StoreState {
  const seed = buildSeed();
  return {
    ...seed,
    enabled_integrations: enabledIntegrationsFromEnv(seed.enabled_integrations),
    cv: SEED_CV,
    events: [],
    outbox: [],
    carts: {},
    sessions: {},
    account_tokens: [],
    card_tokens: {},
    checkouts: {},
    payment_sessions: {},
    idempotency: {},
    high_order_volume: false,
    counters: {
      cart: 0,
      cart_item: 0,
      user: Math.max(0, ...seed.users.map((u) => u.id)),
      address: Math.max(0, ...seed.users.flatMap((u) => u.shipping_addresses.map((a) => a.id))),
      session: 0,
      account_token: 0,
      checkout: 0,
      card_token: 0,
      payment_session: 0,
      wishlist: 0,
      order: Math.max(0, ...seed.orders.map((o) => o.id)),
      order_product: Math.max(0, ...seed.orders.flatMap((o) => o.order_products.map((p) => p.id))),
      po_number: Math.max(0, ...seed.orders.map((o) => Number(o.po_number.replace(/\D/g, "")))),
      saved_card: Math.max(0, ...seed.saved_cards.map((c) => c.id)),
      return_request: Math.max(0, ...seed.returns.map((r) => r.id)),
    },
  };
}

export const store: StoreState = createStore();

/** Bumps the cache version and returns the new one. */
export function bumpCacheVersion(): string {
  store.cv = String(Number(store.cv) + 1);
  return store.cv;
}

/**
 * Restores the seed data exactly. The cache version is the one exception: it
 * is bumped rather than restored, because the storefront caches reads for 10
 * minutes keyed by cv; going back to a cv it has already seen would let it
 * serve pre-reset data.
 */
export function resetStore(): void {
  const nextCv = String(Number(store.cv) + 1);
  Object.assign(store, createStore(), { cv: nextCv });
}

/** Records an event (by default the API's own analytics); events are returned oldest first. */
export function recordEvent(body: Record<string, unknown>, source: EventSource = "api"): ReceivedEvent {
  const event: ReceivedEvent = {
    seq: (store.events.at(-1)?.seq ?? 0) + 1,
    received_at: new Date().toISOString(),
    source,
    body,
  };
  store.events.push(event);
  return event;
}

/** Records a message as sent; outbox entries are returned oldest first. */
export function recordMessage(message: HintMessage | QuestionMessage): OutboxMessage {
  const recorded: OutboxMessage = {
    ...message,
    id: (store.outbox.at(-1)?.id ?? 0) + 1,
    received_at: new Date().toISOString(),
  };
  store.outbox.push(recorded);
  return recorded;
}
