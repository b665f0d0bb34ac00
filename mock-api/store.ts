/** The in-memory store, one per process. resetStore() replaces its contents in place, so held references stay current. */
import type { BillingAddress, CardToken, GiftRecipient, CheckoutAddress, ExpressPayer, KeptAnswer, PartialAddress, SeedData } from "./model";
import type { RedirectMethodId } from "./payments";
import { buildSeed } from "./seed";

export const EVENT_SOURCES = [
  "api",
  "tag_manager",
  "pixel",
  "chat",
  "statistics",
  "analytics",
  "heat_map",
  "email_marketing",
  "custom",
  "affiliate",
  "address_validation",
] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** From POST /api/v1/events/frontend-event (source "api") or a stand-in (body = what it received). */
export interface ReceivedEvent {
  seq: number;
  received_at: string;
  source: EventSource;
  body: Record<string, unknown>;
}

export interface HintMessage {
  type: "hint";
  to: string;
  product_id: number;
  url: string;
  name: string | null;
  message: string | null;
}

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

/** Nothing leaves the mock: QA reads "sent" messages at GET /__qa/outbox. */
export type OutboxMessage = (HintMessage | QuestionMessage) & {
  /** Also the id POST /questions answers with. */
  id: number;
  received_at: string;
};

/** Prices and product data are joined in on every read (cart.ts). */
export interface StoredCartLine {
  id: number;
  product_configuration_id: number;
  quantity: number;
  /** A ring's size: the same piece in two sizes is two lines. Null for a piece of one size. */
  size: string | null;
  /** Who an e-gift card is e-mailed to: each recipient is a line of their own. Absent for anything else. */
  recipient?: GiftRecipient | null;
  /** Set by POST /__qa/carts/{id}/gift: costs 0, and its quantity can be neither changed nor removed. */
  gift_campaign_id: number | null;
  gift_campaign_qty: number;
}

export interface StoredCheckout {
  checkout_id: string | null;
  email: string | null;
  shipping_address: CheckoutAddress | null;
  /** Null while the card is billed to the shipping address (the default). */
  billing_address: BillingAddress | null;
  /** Served as null once it is no longer one of the cart's current rates. */
  shipping_rate_id: string | null;
  payment_method: string | null;
  card_token: string | null;
  saved_card_id?: number | null;
  /** For the card in the box (GET /order-options `gift_message`); null for none. */
  gift_message: string | null;
  /** Hand-wrapped, free (GET /order-options `gift_wrap`). */
  gift_wrap: boolean;
}

export interface StoredCart {
  unique_id: string;
  /** The account whose cart this is (made with its bearer, or merged at its sign-in); null for a guest's. Mock-only, not served. */
  owner_id: number | null;
  lines: StoredCartLine[];
  /** Upper case; at most one per order. */
  discount_code: string | null;
  /** Upper case, in the order applied: the order they pay in. */
  gift_card_codes: string[];
  /** Rates derive from this on every read, so adding a piece to an e-gift-card-only cart brings back parcel rates. */
  rates_address: PartialAddress | null;
  /** A wallet sheet's partial address (express.ts): until shipping is quoted again, tax follows its state. */
  rates_from_sheet?: boolean;
  checkout: StoredCheckout;
}

export interface AccountToken {
  kind: "verification" | "recovery";
  email: string;
  user_id: number;
  token: string;
  used: boolean;
  created_at: string;
}

/** The latest checkout attempt, kept after the cart is gone so GET /checkout/get-order can read it back. */
export interface CheckoutAttempt {
  /** approved: an express payment approved at the provider, not ordered yet (express.ts). */
  status: "pending" | "approved" | "paid" | "cancelled" | "declined";
  payment_method: string;
  message: string | null;
  order_id: number | null;
  payer: ExpressPayer | null;
  idempotency_key?: string | null;
}

/** A payment waiting on the provider's page (provider.ts), or an express one (express.ts). */
export interface PaymentSession {
  id: string;
  cart_unique_id: string;
  method: RedirectMethodId;
  /** Cents: the cart's final amount when the shopper left. */
  amount_cents: number;
  /** ?payment_session=&status= is appended. */
  return_url: string;
  user_id: number | null;
  /** Express: approving does not place the order; it hands the store `buyer` and the store places it afterwards. */
  express: boolean;
  buyer: ExpressPayer | null;
  status: "pending" | "approved" | "paid" | "declined" | "cancelled";
}

/** What QA's named scenarios (scenarios.ts) changed, kept so each reset undoes its own; a new store ends them all. */
export interface ScenarioState {
  /** expired-session: the tokens taken out of `sessions`, with the password hash their account had then. */
  expired_sessions: Array<{ token: string; user_id: number; password_hash: string }>;
  /** sold-out-line: each configuration changed, as it was before the first change. */
  sold_out: Array<{ configuration_id: number; stock_qty: number; track_inventory: boolean }>;
  /** declining-provider: the provider pages' Approve declines. */
  providers_decline: boolean;
  /** maintenance: the fault it added; clearing the faults ends it too. */
  maintenance_fault_id: number | null;
}

export interface StoreState extends SeedData {
  /** The storefront keys its cached reads on this. */
  cv: string;
  events: ReceivedEvent[];
  outbox: OutboxMessage[];
  carts: Record<string, StoredCart>;
  sessions: Record<string, number>;
  account_tokens: AccountToken[];
  card_tokens: Record<string, CardToken>;
  checkouts: Record<string, CheckoutAttempt>;
  payment_sessions: Record<string, PaymentSession>;
  idempotency: Record<string, KeptAnswer>;
  /** Carts that ship a parcel carry `shipping_rates.delay_notice` (shipping.ts); QA switches it (PUT /__qa/notices). */
  high_order_volume: boolean;
  scenarios: ScenarioState;
  /** Last ids handed out, restarted by a reset; opaque ids also mix in cv (ids.ts), so they never repeat. */
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
    /** The seed's lists have fixed ids and do not count. */
    wishlist: number;
    order: number;
    order_product: number;
    saved_card: number;
    return_request: number;
    /** ML-100252 -> 100252. */
    po_number: number;
  };
}

export const SEED_CV = "1";

/** MOCK_INTEGRATIONS=off starts (and resets) with no integration enabled; anything but on/off is refused, so a typo shows. */
export function enabledIntegrationsFromEnv(seedList: number[]): number[] {
  const value = (process.env.MOCK_INTEGRATIONS ?? "").trim().toLowerCase();
  if (value === "" || value === "on") return seedList;
  if (value === "off") return [];
  throw new Error(`MOCK_INTEGRATIONS must be "on" or "off", not ${JSON.stringify(process.env.MOCK_INTEGRATIONS)}`);
}

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
    scenarios: { expired_sessions: [], sold_out: [], providers_decline: false, maintenance_fault_id: null },
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

type CacheVersionWatcher = (cv: string) => Promise<void>;
const cacheVersionWatchers = new Set<CacheVersionWatcher>();
let cacheVersionNotices: Promise<unknown> = Promise.resolve();

/** Told of every new cv (server.ts: the storefront's cache-version hook); returns the way to stop. */
export function watchCacheVersion(watcher: CacheVersionWatcher): () => void {
  cacheVersionWatchers.add(watcher);
  return () => cacheVersionWatchers.delete(watcher);
}

/** Resolves once every watcher has been told of the latest cv: a QA call awaits it, so the store's next page sees it. */
export function cacheVersionAnnounced(): Promise<void> {
  return cacheVersionNotices.then(() => undefined);
}

function announceCacheVersion(cv: string) {
  const told = [...cacheVersionWatchers].map((watcher) => watcher(cv));
  cacheVersionNotices = Promise.allSettled([cacheVersionNotices, ...told]);
}

export function bumpCacheVersion(): string {
  store.cv = String(Number(store.cv) + 1);
  announceCacheVersion(store.cv);
  return store.cv;
}

/** cv is bumped, not restored: the storefront caches reads by cv for 10 minutes, so an old cv would serve pre-reset data. */
export function resetStore(): void {
  const nextCv = String(Number(store.cv) + 1);
  Object.assign(store, createStore(), { cv: nextCv });
  announceCacheVersion(nextCv);
}

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

export function recordMessage(message: HintMessage | QuestionMessage): OutboxMessage {
  const recorded: OutboxMessage = {
    ...message,
    id: (store.outbox.at(-1)?.id ?? 0) + 1,
    received_at: new Date().toISOString(),
  };
  store.outbox.push(recorded);
  return recorded;
}
