/** What the console shows, read through the same QA functions the JSON endpoints use. */
import { findCart, renderCart } from "../cart";
import { type Fault, getGlobalDelay, listFaults } from "../faults";
import { eventSources, issuedTokens, type IssuedToken, notices, outboxMessages, receivedEvents, testData } from "../qa";
import { productTitle } from "../products";
import { listScenarios, type ScenarioListing } from "../scenarios";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../seed";
import { EVENT_IDS } from "../routes/site";
import { EVENT_SOURCES, type OutboxMessage, type ReceivedEvent, type StoredCart, store } from "../store";
import type { FieldErrors, FormValues, PageQuery } from "./forms";
import type { Notice } from "./notices";
import { STORE_API_PATHS, type StoreApiPath } from "./paths";
import { PRESETS, type Preset } from "./presets";

export interface FormState {
  values: FormValues;
  errors: FieldErrors;
}

export type ConsoleForm = "fault" | "delay" | "notices" | "gift" | "faults" | "scenario";

export type OutboxEntry =
  | { kind: "message"; at: string; message: OutboxMessage }
  | { kind: "token"; at: string; token: IssuedToken; link: string };

export interface CartRow {
  id: string;
  pieces: number;
  subtotal: number;
  owner: string | null;
  checkoutStarted: boolean;
}

export type SelectedCart =
  | { id: string; found: false }
  | { id: string; found: true; owner: string | null; cart: ReturnType<typeof renderCart> };

/** The page stays quick to load and to scan. */
export const MAX_EVENTS = 100;
export const MAX_CARTS = 20;

export interface ConsoleModel {
  storeUrl: string;
  notice: Notice | null;
  state: { cv: string; delayMs: number; highOrderVolume: boolean };
  faults: Fault[];
  presets: readonly Preset[];
  scenarios: ScenarioListing[];
  paths: readonly StoreApiPath[];
  outbox: OutboxEntry[];
  testData: ReturnType<typeof testData>;
  demo: { email: string; password: string; signInUrl: string };
  guestOrders: Array<{ number: string; email: string; billingZip: string; trackUrl: string }>;
  events: {
    shown: ReceivedEvent[];
    matching: number;
    total: number;
    event: string;
    source: string;
    /** The API's event ids, then any other name received. */
    names: string[];
    sources: readonly string[];
    sourceError: string | null;
  };
  carts: { recent: CartRow[]; total: number; selected: SelectedCart | null };
  giftChoices: Array<{ id: number; label: string }>;
  forms: Partial<Record<ConsoleForm, FormState>>;
}

export function eventName(event: ReceivedEvent): string | null {
  for (const key of ["event_id", "event", "name", "method", "command"]) {
    const value = event.body[key];
    if (typeof value === "string" && value !== "") return value;
  }
  return null;
}

const tokenLink = (storeUrl: string, token: IssuedToken) =>
  `${storeUrl}/${token.kind === "verification" ? "verify" : "recover-password"}/${encodeURIComponent(token.token)}`;

/** Newest first (in order of arrival when the clock ties). */
export function outboxEntries(storeUrl: string): OutboxEntry[] {
  const entries: OutboxEntry[] = [
    ...outboxMessages().map((message): OutboxEntry => ({ kind: "message", at: message.received_at, message })),
    ...issuedTokens().map((token): OutboxEntry => ({ kind: "token", at: token.created_at, token, link: tokenLink(storeUrl, token) })),
  ];
  const arrival = new Map(entries.map((entry, index) => [entry, index]));
  return entries.sort((a, b) => (a.at === b.at ? arrival.get(b)! - arrival.get(a)! : a.at < b.at ? 1 : -1));
}

const ownerOf = (cart: StoredCart) => store.users.find((user) => user.cart_unique_id === cart.unique_id)?.email ?? null;

function cartRow(cart: StoredCart): CartRow {
  const rendered = renderCart(cart);
  return {
    id: cart.unique_id,
    pieces: rendered.items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: rendered.total_cost,
    owner: ownerOf(cart),
    checkoutStarted: cart.checkout.checkout_id !== null,
  };
}

function selectedCart(id: string): SelectedCart | null {
  if (id === "") return null;
  const cart = findCart(id);
  return cart ? { id, found: true, owner: ownerOf(cart), cart: renderCart(cart) } : { id, found: false };
}

function eventsView(query: PageQuery): ConsoleModel["events"] {
  const sources = eventSources(query.source === "" ? [] : [query.source]);
  const fromSources = receivedEvents(sources.ok ? sources.value : null);
  const matching = query.event === "" ? fromSources : fromSources.filter((event) => eventName(event) === query.event);
  const received = store.events.map(eventName).filter((name): name is string => name !== null);
  const names = [...new Set<string>([...EVENT_IDS, ...received])];
  return {
    shown: matching.slice(-MAX_EVENTS).reverse(),
    matching: matching.length,
    total: store.events.length,
    event: query.event,
    source: query.source,
    names,
    sources: EVENT_SOURCES,
    sourceError: sources.ok ? null : sources.errors[0].message,
  };
}

export function consoleModel(options: {
  storeUrl: string;
  query: PageQuery;
  notice: Notice | null;
  forms?: ConsoleModel["forms"];
}): ConsoleModel {
  const { storeUrl, query } = options;
  const carts = Object.values(store.carts);
  return {
    storeUrl,
    notice: options.notice,
    state: { cv: store.cv, delayMs: getGlobalDelay(), highOrderVolume: notices().high_order_volume },
    faults: listFaults(),
    presets: PRESETS,
    scenarios: listScenarios(),
    paths: STORE_API_PATHS,
    outbox: outboxEntries(storeUrl),
    testData: testData(),
    demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD, signInUrl: `${storeUrl}/?drawer=1` },
    guestOrders: store.orders
      .filter((order) => order.user_id === null)
      .map((order) => ({
        number: order.po_number,
        email: order.email,
        billingZip: order.billing_zip,
        // The store takes the e-mail and ZIP code by its form's post only, never in an address: the link fills the number in.
        trackUrl: `${storeUrl}/track-your-order?${new URLSearchParams({ number: order.po_number })}`,
      })),
    events: eventsView(query),
    carts: { recent: carts.slice(-MAX_CARTS).reverse().map(cartRow), total: carts.length, selected: selectedCart(query.cart) },
    giftChoices: store.products
      .map((product) => ({ id: product.default_config.id, label: `${productTitle(product)} (${product.default_config.sku}, #${product.default_config.id})` }))
      .sort((a, b) => a.label.localeCompare(b.label, "en")),
    forms: options.forms ?? {},
  };
}
