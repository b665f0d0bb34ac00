/**
 * The fault matrix (tests/fault-matrix.ts, docs/fault-matrix.md), over plain HTTP. Faults are global and a
 * request may make several calls, so: rows whose call no other request makes run in turn, each row's timeout
 * left waiting while the next rows run; calls every page makes run one row at a time; cached reads with a
 * fixed URL are only made on a cold cache, so they run on store processes of their own (E2E_PORT + 1, + 2).
 */
import { randomUUID } from "node:crypto";

import { CookieJar } from "../cookie-jar";
import { FAULTS, type Cell, type FaultId, HEARTED_PIECE_FORM, ROWS, type Row, carriedOut, rowById, waitsOut } from "../fault-matrix";

import { type Hop, Shopper, type StoreProcess, excerpt, startStore, textOf } from "./http-shopper";
import { DEMO_SHOPPER as DEMO, MOCK_API_URL, STORE_URL, expect, hasJavaScript, mockApi, test } from "./support";
import { CHECKOUT_ADDRESS } from "../fixtures";
import { STORE_PORT } from "./lanes";

/**
 * The cached reads' shoppers have been here before: a request without any cookie may be answered by the page cache
 * (app/services/page-cache.server.ts), which calls no API at all, and a cached read's cell must see the call it
 * breaks. Each has its own id: rate limits count per visitor.
 */
const returningVisitor = () => new Shopper(new CookieJar([["uid", randomUUID()]]));
const FRESH_STORE_PORTS = [1, 2].map((offset) => STORE_PORT + offset);
/** Cached paths are new for each cell and each run, so no cached answer stands in for the call. */
const RUN = Date.now().toString(36);
let counter = 0;
const unique = () => `fm-${RUN}-${++counter}`;

const DISCOUNT_CODE = "WELCOME10";
const SAVED_ADDRESS = { name: "Studio", address: "55 Water Street", city: "Brooklyn", state: "NY", zip_code: "11201", country: "US", phone_number: "718-555-0101" };

type State = {
  cartId?: string;
  itemId?: number;
  productPath?: string;
  configurationId?: number;
  checkoutPath?: string;
  returnPath?: string;
};

class SetupFailure extends Error {}

function redirected(hop: Hop, pattern: RegExp, what: string): string {
  if (hop.status !== 302 || !hop.location || !pattern.test(hop.location)) {
    throw new SetupFailure(`${what}: expected a redirect to ${pattern}, got ${hop.status} ${hop.location ?? ""} ${excerpt(hop.body)}`);
  }
  return hop.location;
}

type Piece = { configurationId: number; productPath: string };
let pieceFound: Promise<Piece> | undefined;

/** Made to order: any quantity, never sold out. */
function piece(): Promise<Piece> {
  pieceFound ??= (async () => {
    type Product = { slug: string; sizes: unknown[]; configurations: Array<{ id: number; sku: string; track_inventory: boolean }> };
    const list = (await (await fetch(`${MOCK_API_URL}/api/v1/system-catalog?count=48`)).json()) as { data: Array<{ slug: string }> };
    for (const item of list.data) {
      const product = ((await (await fetch(`${MOCK_API_URL}/api/v1/products/${item.slug}`)).json()) as { data: Product }).data;
      const made = product.sizes.length ? undefined : product.configurations.find((c) => !c.track_inventory);
      if (made) return { configurationId: made.id, productPath: `/product/${product.slug}?configuration_id=${made.sku}` };
    }
    throw new SetupFailure("The seed's first catalogue pages have no made-to-order piece of one size");
  })();
  return pieceFound;
}

// Signed in once per test (a mock reset ends the API's sessions): the API's password check is slow on
// purpose, and several at once could outlast the store's short timeout on a busy machine.
let demoSession: Promise<Shopper> | undefined;

async function signIn(shopper: Shopper): Promise<State> {
  demoSession ??= (async () => {
    const demo = new Shopper();
    const hop = await demo.post(STORE_URL, "/sign-in", { intent: "sign-in", email: DEMO.email, password: DEMO.password, redirect: "/" });
    redirected(hop, /^\/$/, "signing in");
    if (!demo.session().signed_in) throw new SetupFailure("Signing in left no sign-in in the session");
    return demo;
  })();
  shopper.adopt(await demoSession);
  return {};
}

/**
 * A sign-in lives on the store that made it, and a 401 or a sign-out ends it for every copy of the cookie: a cell
 * that ends its sign-in, or runs on another store, signs in afresh from a browser of its own, which the API hands
 * the account's cart (the one the setup filled).
 */
async function signedInCopy(_base: Shopper, origin: string): Promise<Shopper> {
  const shopper = new Shopper();
  const hop = await shopper.post(origin, "/sign-in", { intent: "sign-in", email: DEMO.email, password: DEMO.password, redirect: "/" });
  redirected(hop, /^\/$/, "signing in again");
  return shopper;
}

const endsItsSignIn = (row: Row, fault: FaultId) => fault === "401" || row.id === "sign-out";

async function addPiece(shopper: Shopper): Promise<State> {
  const { configurationId, productPath } = await piece();
  const hop = await shopper.post(STORE_URL, "/cart", { intent: "add", product_configuration_id: String(configurationId), quantity: "1", redirectTo: productPath });
  redirected(hop, /^\/product\//, "adding a piece");
  const cartId = String(shopper.session().cart_unique_id ?? "");
  if (!cartId) throw new SetupFailure("Adding a piece left no cart id in the session");
  // The QA view: a signed-in shopper's cart answers only to the account's bearer, which the store keeps to itself.
  const cart = (await (await fetch(`${MOCK_API_URL}/__qa/carts/${encodeURIComponent(cartId)}`)).json()) as {
    data: { items: Array<{ id: number }> };
  };
  return { cartId, itemId: cart.data.items[0].id, productPath, configurationId };
}

async function startCheckout(shopper: Shopper): Promise<State> {
  const state = await addPiece(shopper);
  const contact = redirected(await shopper.get(STORE_URL, "/checkout"), /^\/checkout\/[^/?]+\?step=contact$/, "starting the checkout");
  return { ...state, checkoutPath: contact.slice(0, contact.indexOf("?")) };
}

async function saveStep(shopper: Shopper, checkoutPath: string, name: string, form: Record<string, string>, next: RegExp) {
  redirected(await shopper.post(STORE_URL, `${checkoutPath}?step=${name}`, { intent: name, ...form }), next, `saving the ${name} step`);
}

async function checkoutAtAddress(shopper: Shopper): Promise<State> {
  const state = await startCheckout(shopper);
  await saveStep(shopper, state.checkoutPath!, "contact", { email: "ada.byron@example.com" }, /step=address$/);
  return state;
}

async function checkoutAtShipping(shopper: Shopper): Promise<State> {
  const state = await checkoutAtAddress(shopper);
  await saveStep(shopper, state.checkoutPath!, "address", CHECKOUT_ADDRESS, /step=shipping$/);
  return state;
}

async function checkoutAtPayment(shopper: Shopper): Promise<State> {
  const state = await checkoutAtShipping(shopper);
  await saveStep(shopper, state.checkoutPath!, "shipping", { shipping_rate_id: "ground" }, /step=payment$/);
  return state;
}

async function checkoutAtReview(shopper: Shopper): Promise<State> {
  const state = await checkoutAtPayment(shopper);
  await saveStep(shopper, state.checkoutPath!, "payment", { payment_method: "paypal" }, /step=review$/);
  return state;
}

async function checkoutWithCode(shopper: Shopper): Promise<State> {
  const state = await startCheckout(shopper);
  const hop = await shopper.post(STORE_URL, `${state.checkoutPath}?step=contact`, { intent: "apply-code", gift_card_code: DISCOUNT_CODE, step: "contact" });
  redirected(hop, /step=contact$/, "applying a discount code");
  return state;
}

async function approvedExpress(shopper: Shopper, method: "paypal_express" | "affirm_express"): Promise<State> {
  const state = await addPiece(shopper);
  const hop = await shopper.post(STORE_URL, "/checkout/express", { intent: "express", payment_method: method, from: "/about" });
  const provider = redirected(hop, /^https?:\/\/[^/]+\/__provider\/[^/?]+$/, `leaving for ${method}'s page`);
  const approved = await fetch(`${provider}/approve`, { method: "POST", redirect: "manual" });
  const back = approved.headers.get("Location");
  if (approved.status !== 303 || !back) throw new SetupFailure(`approving on ${method}'s page: got ${approved.status} ${back ?? ""}`);
  const url = new URL(back);
  return { ...state, returnPath: `${url.pathname}${url.search}` };
}

async function paypalExpressAtReview(shopper: Shopper): Promise<State> {
  const state = await approvedExpress(shopper, "paypal_express");
  const review = redirected(await shopper.get(STORE_URL, state.returnPath!), /^\/checkout\/[^/?]+\?step=review$/, "coming back from PayPal");
  return { ...state, checkoutPath: review.slice(0, review.indexOf("?")) };
}

type Exchange = { first: Hop; final: Hop };

type Request = { origin: string; shopper: Shopper; state: State };

type Driver = {
  setup?: (shopper: Shopper) => Promise<State>;
  /** Narrowed to this shopper's cart, so rows side by side never share a fault. */
  faultPath?: (state: State) => string;
  prepare?: (state: State) => Promise<void>;
  request: (request: Request) => Promise<Exchange>;
  /** A cached read no page waits for: without a new cache version a cell would join the last cell's (timed-out) read. */
  newCacheVersion?: true;
};

const isSignIn = (location: string) => location.startsWith("/?drawer=");

async function settle({ origin, shopper }: Request, first: Hop): Promise<Exchange> {
  const location = first.location;
  if (first.status < 300 || first.status >= 400 || !location?.startsWith("/") || isSignIn(location) || location === "/404") {
    return { first, final: first };
  }
  return { first, final: await shopper.get(origin, location) };
}

const page = (path: string | ((state: State) => string)) => async (request: Request) => {
  const hop = await request.shopper.get(request.origin, typeof path === "string" ? path : path(request.state));
  return { first: hop, final: hop };
};

/** An e-mailed link: its redirect to the tokenless page, the token in a cookie, is no part of what is judged. */
const followLink = (path: () => string) => async ({ origin, shopper }: Request) => {
  const link = await shopper.get(origin, path());
  if (link.status !== 303 || !link.location?.startsWith("/")) throw new SetupFailure(`following ${link.path}: got ${describeHop(link)}`);
  const hop = await shopper.get(origin, link.location);
  return { first: hop, final: hop };
};

const visit = (path: (state: State) => string) => async (request: Request) =>
  settle(request, await request.shopper.get(request.origin, path(request.state)));

const form = (path: string | ((state: State) => string), fields: (state: State) => Record<string, string>) => async (request: Request) => {
  const target = typeof path === "string" ? path : path(request.state);
  return settle(request, await request.shopper.post(request.origin, target, fields(request.state)));
};

const step = (name: string) => (state: State) => `${state.checkoutPath}?step=${name}`;

const DRIVERS: Record<string, Driver> = {
  bootstrap: { setup: signIn, request: page("/about") },
  campaign: { setup: signIn, request: page("/about") },
  "top-banner": { setup: signIn, request: page("/about") },
  "email-us-block": { setup: signIn, request: page("/about?panel=email-us") },
  "login-footer": { request: page("/about?drawer=1") },
  cart: {
    setup: async (shopper) => {
      await signIn(shopper);
      return addPiece(shopper);
    },
    request: page("/about?panel=cart"),
  },
  "cache-version": { request: page(() => `/resources/search-suggestions?search=${unique()}`) },

  filters: { request: page("/shop-all") },
  collections: { newCacheVersion: true, request: page("/") },
  collection: { newCacheVersion: true, request: page(() => `/shop-all/celeste?price_min=${++counter}`) },
  "best-sellers": { request: page("/") },
  listing: { request: page(() => `/shop-all?price_min=${++counter}`) },
  "listing-scoped": { request: page(() => `/shop-all/rings?price_min=${++counter}`) },
  suggestions: { request: page(() => `/resources/search-suggestions?search=${unique()}`) },
  product: { request: page(() => `/product/${unique()}`) },
  hint: {
    // The product page is read (and the product cached) with WARM_UP, before any fault.
    setup: async () => ({ productPath: (await piece()).productPath }),
    request: form(
      (state) => state.productPath!,
      // An address of its own each time: one address hears of a few hints a day.
      () => ({ intent: "hint", email: `${unique()}@example.com`, name: "Ana", message: "For the fifth of May" }),
    ),
  },
  question: {
    request: form("/email-us", () => ({
      intent: "email-us",
      first_name: "Ada",
      last_name: "Byron",
      email: "ada.byron@example.com",
      question: "Could this ring be resized?",
      page: "/about",
    })),
  },
  subscribe: { request: form("/newsletter", () => ({ intent: "newsletter", email: `${unique()}@example.com` })) },
  page: { request: page(() => `/${unique()}`) },
  sitemap: { request: page("/sitemap.xml") },
  popups: { request: page("/about") },
  locations: { request: page("/find-a-retailer") },
  nearby: { request: page("/find-a-retailer?zip=10001") },
  tracking: { request: form("/track-your-order", () => ({ intent: "track-order", number: "ML-100240", email: "sophie.martin@example.com", billing_zip: "60614" })) },

  "sign-in": { request: form("/sign-in", () => ({ intent: "sign-in", email: DEMO.email, password: DEMO.password, redirect: "/" })) },
  "sign-out": { setup: signIn, request: form("/sign-out", () => ({ intent: "sign-out" })) },
  "sign-up": {
    request: form("/sign-up", () => ({
      intent: "sign-up",
      first_name: "Ada",
      last_name: "Byron",
      email: `${unique()}@example.com`,
      password: "Analytical!1",
      password_confirmation: "Analytical!1",
    })),
  },
  "verify-email": { request: followLink(() => `/verify/${unique()}-token`) },
  "recover-password": { request: form("/recover-password", () => ({ intent: "recover-password", email: DEMO.email })) },
  user: { setup: signIn, request: page("/profile") },
  addresses: { setup: signIn, request: page("/profile") },
  orders: { setup: signIn, request: page("/orders") },
  wishlist: { setup: signIn, request: page("/favorites") },
  "profile-update": {
    setup: signIn,
    request: form("/profile", () => ({ intent: "profile", first_name: "Camille", last_name: "Durand", phone: "212-555-0147" })),
  },
  "change-password": {
    setup: signIn,
    // The current password again: the one cell the API itself answers (truncate, its answer cut in half) must not change
    // the password every later cell signs in with. The API refuses it, and only that refusal is broken.
    request: form("/profile", () => ({ intent: "password", current_password: DEMO.password, password: DEMO.password, password_confirmation: DEMO.password })),
  },
  subscriptions: { setup: signIn, request: page("/profile") },
  "address-add": { setup: signIn, request: form("/profile/addresses", () => ({ intent: "saved-address", ...SAVED_ADDRESS })) },
  "address-update": { setup: signIn, request: form("/profile/addresses?edit=2", () => ({ intent: "saved-address", ...SAVED_ADDRESS })) },
  "address-delete": { setup: signIn, request: form("/profile/addresses", () => ({ intent: "delete-address", id: "2" })) },
  "saved-cards": { setup: signIn, request: page("/profile/payment-methods") },
  "card-delete": { setup: signIn, request: form("/profile/payment-methods", () => ({ intent: "delete-card", card_id: "2" })) },
  order: { setup: signIn, request: page("/orders/2") },
  "order-options": { setup: signIn, request: page("/orders/3") },
  // ML-100252, the demo shopper's order that has not shipped.
  "gift-message": { setup: signIn, request: form("/orders/3", () => ({ intent: "gift-message", gift_message: "For the studio's tenth year." })) },
  "return-request": {
    setup: signIn,
    // ML-100238, the demo shopper's shipped order: one piece, for a repair.
    request: form("/orders/2/return", () => ({ intent: "return-request", quantity_2: "1", reason_2: "1", type: "2", additional_comment: "" })),
  },
  "wishlist-save": {
    setup: signIn,
    request: form("/favorites", () => ({ intent: "favorite", ...HEARTED_PIECE_FORM, redirectTo: "/favorites" })),
  },

  "cart-add": {
    setup: async () => piece(),
    request: form("/cart", (state) => ({
      intent: "add",
      product_configuration_id: String(state.configurationId),
      quantity: "1",
      redirectTo: state.productPath!,
    })),
  },
  "cart-update": {
    setup: addPiece,
    faultPath: (state) => `/api/v1/carts/items/${state.itemId}`,
    request: form("/cart", (state) => ({ intent: "update", item_id: String(state.itemId), quantity: "2", redirectTo: "/about?panel=cart" })),
  },
  "cart-remove": {
    setup: addPiece,
    faultPath: (state) => `/api/v1/carts/items/${state.itemId}`,
    request: form("/cart", (state) => ({ intent: "remove", item_id: String(state.itemId), redirectTo: "/about?panel=cart" })),
  },

  "start-checkout": {
    setup: addPiece,
    faultPath: (state) => `/api/v1/carts/${encodeURIComponent(state.cartId!)}/start-checkout`,
    request: page("/checkout"),
  },
  "checkout-cart": { setup: startCheckout, request: page(step("contact")) },
  "checkout-update": {
    setup: startCheckout,
    faultPath: (state) => `/api/v1/carts/${encodeURIComponent(state.cartId!)}`,
    request: form(step("contact"), () => ({ intent: "contact", email: "ada.byron@example.com" })),
  },
  "rates-estimate": { setup: startCheckout, request: page(step("contact")) },
  "address-rates": { setup: checkoutAtAddress, request: form(step("address"), () => ({ intent: "address", ...CHECKOUT_ADDRESS })) },
  "shipping-rates": {
    setup: checkoutAtShipping,
    // The mock's cart always carries its rates, so the store would not ask: served without them, the step must.
    prepare: async (state) => {
      const response = await fetch(`${MOCK_API_URL}/api/v1/checkout/get-cart?cart_unique_id=${encodeURIComponent(state.cartId!)}`);
      const body = (await response.json()) as { data: { shipping_rates: { rates: unknown[] } } };
      body.data.shipping_rates.rates = [];
      await mockApi.fault({ path: "/api/v1/checkout/get-cart", method: "GET", status: 200, body });
    },
    request: page(step("shipping")),
  },
  "payment-methods": { setup: checkoutAtPayment, request: page(step("payment")) },
  "card-token": {
    setup: checkoutAtPayment,
    request: form(step("payment"), () => ({
      intent: "payment",
      payment_method: "card",
      holder_name: "Ada Byron",
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    })),
  },
  "bind-code": { setup: startCheckout, request: form(step("contact"), () => ({ intent: "apply-code", gift_card_code: DISCOUNT_CODE, step: "contact" })) },
  "unbind-code": {
    setup: checkoutWithCode,
    request: form(step("contact"), () => ({ intent: "remove-code", gift_card_code: DISCOUNT_CODE, step: "contact" })),
  },
  "place-order": { setup: checkoutAtReview, request: form(step("review"), () => ({ intent: "place-order" })) },
  "checkout-order": { setup: checkoutAtReview, request: page((state) => `${state.checkoutPath}/return`) },

  "express-start": {
    setup: addPiece,
    request: form("/checkout/express", () => ({ intent: "express", payment_method: "paypal_express", from: "/about" })),
  },
  "wallet-pay": {
    setup: addPiece,
    request: form("/checkout/wallet", () => ({
      intent: "wallet-pay",
      payment_method: "google_pay",
      payment_token: "gpay-test-approve",
      // The API is faulted before it could compare this with the total.
      amount: "1.00",
      email: "ada.byron@example.com",
      shipping_rate_id: "ground",
      ...CHECKOUT_ADDRESS,
    })),
  },
  "wallet-quote": {
    setup: addPiece,
    request: form("/checkout/wallet", () => ({ intent: "wallet-quote", country: "US", state: "NY", zip_code: "10023", city: "New York", begin: "1" })),
  },
  "affirm-return": { setup: (shopper) => approvedExpress(shopper, "affirm_express"), request: visit((state) => state.returnPath!) },
  "paypal-address": { setup: (shopper) => approvedExpress(shopper, "paypal_express"), request: visit((state) => state.returnPath!) },
  "paypal-method": { setup: (shopper) => approvedExpress(shopper, "paypal_express"), request: visit((state) => state.returnPath!) },
  "paypal-order": { setup: paypalExpressAtReview, request: form(step("review"), () => ({ intent: "place-order" })) },
  languages: { newCacheVersion: true, request: page("/about") },
  "payment-gateways": { newCacheVersion: true, request: page("/about") },

  events: {
    request: async ({ origin, shopper }) => {
      const hop = await shopper.request(origin, "POST", "/resources/events", { json: { event_id: "visit", url: "/about" } });
      return { first: hop, final: hop };
    },
  },
};

/** Calls no other row's request makes, once the shared store has cached what every page reads. */
const SIDE_BY_SIDE: string[][] = [
  [
    "subscriptions",
    "saved-cards",
    "order",
    "listing",
    "listing-scoped",
    "product",
    "page",
    "subscribe",
    "question",
    "nearby",
    "tracking",
    "sign-in",
    "sign-up",
    "verify-email",
    "recover-password",
    "user",
    "orders",
  ],
  [
    "suggestions",
    "hint",
    "addresses",
    "sign-out",
    "cart-add",
    "cart-update",
    "cart-remove",
    "start-checkout",
    "checkout-update",
    "address-rates",
    "card-token",
    "bind-code",
    "unbind-code",
    "place-order",
    "checkout-order",
    "express-start",
    "wallet-pay",
    "wallet-quote",
    "affirm-return",
    "paypal-address",
    "paypal-method",
    "paypal-order",
    "wishlist-save",
    "profile-update",
    "change-password",
    "address-add",
    "address-update",
    "address-delete",
    "card-delete",
    "return-request",
    "gift-message",
  ],
];

/** Read before any fault, so a side-by-side row's request is never the one that fills these caches. */
const WARM_UP = ["/", "/shop-all", "/shop-all/rings", "/about"];

/** Calls every page (or checkout step) makes, or other rows set off: one row at a time. */
const ALONE = ["campaign", "cart", "checkout-cart", "shipping-rates", "popups", "events", "wishlist", "collections", "collection", "rates-estimate"];

/** Each group on a fresh store process, whose first cached read is also the cache-version row's cell. */
const FRESH: string[][] = [
  ["bootstrap"],
  ["top-banner"],
  ["email-us-block"],
  ["login-footer"],
  // /shop-all reads the filters but not the best sellers; then the home page reads both.
  ["filters", "best-sellers"],
  ["payment-methods"],
  ["languages"],
  ["payment-gateways"],
  ["locations"],
  ["sitemap"],
  ["order-options"],
  // One group per fault: the cache-version row takes one fault on each store, these two that alone.
  [],
  [],
];

type Outcome = { row: string; fault: FaultId; ms: number; problems: string[]; fatal: string[]; expectedToFailToday?: string };

/** As URLSearchParams writes it, as the store does when it names the way back. */
const normalized = (path: string) => {
  const url = new URL(path, "http://store.invalid");
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
};

/** Spec 4 "Session": back to / with the sign-in drawer and the path asked for. */
const isSignInFor = (location: string | null, path: string) => {
  if (!location) return false;
  const url = new URL(location, "http://store.invalid");
  if (url.pathname !== "/" || url.searchParams.get("drawer") !== "1") return false;
  const back = url.searchParams.get("redirect");
  return normalized(path) === "/" ? back === null : back !== null && normalized(back) === normalized(path);
};

const describeHop = (hop: Hop) => `${hop.status}${hop.location ? ` to ${hop.location}` : ""}`;
const isRedirect = (hop: Hop) => hop.status >= 300 && hop.status < 400;

function judge(row: Row, cell: Cell, { first, final }: Exchange, session: Record<string, unknown>) {
  const problems: string[] = [];
  for (const hop of first === final ? [first] : [first, final]) {
    if (hop.status === 500) problems.push(`${hop.method} ${hop.path} answered 500`);
    else if (hop.status >= 500 && !([502, 503, 504].includes(hop.status) && (row.class === "rejected" || row.class === "required"))) {
      problems.push(`${hop.method} ${hop.path} answered ${hop.status} for a ${row.class} call`);
    }
  }
  if (first.elapsedMs > cell.budgetMs) problems.push(`answered in ${first.elapsedMs} ms, over the ${cell.budgetMs} ms budget`);
  const signedIn = Boolean(session.token || session.user);
  const expected = cell.expected;
  if (expected.kind === "sign-in") {
    if (!isRedirect(first) || !isSignInFor(first.location, first.path)) {
      problems.push(`expected a redirect to the sign-in drawer back to ${first.path}, got ${describeHop(first)}`);
    }
    if (signedIn) problems.push("the session still holds the token");
  } else if (expected.kind === "not-found") {
    if (!isRedirect(first) || first.location !== "/404") problems.push(`expected a redirect to /404, got ${describeHop(first)}`);
  } else if (expected.kind === "answer") {
    const { answer } = expected;
    const statuses = [answer.status].flat();
    if (!statuses.includes(final.status)) problems.push(`expected ${statuses.join(" or ")}, got ${describeHop(final)}`);
    const text = textOf(final.body);
    for (const words of answer.shows) if (!text.includes(words)) problems.push(`does not show "${words}"`);
    for (const words of answer.never ?? []) if (text.includes(words)) problems.push(`shows "${words}"`);
    if (answer.signedOut && signedIn) problems.push("the shopper is still signed in");
  }
  if (problems.length > 0) problems.push(`(${final.method} ${final.path}: ${excerpt(final.body, 200)})`);
  return problems;
}

/** Not yet used by any call: a fault with `times` leaves the mock's list once used up; an outage's stays, counting. */
async function inUse(id: number) {
  const fault = (await mockApi.faults()).find((candidate) => candidate.id === id);
  return fault !== undefined && fault.hits === 0;
}

async function callsOf(method: string, path: string, faultId: number): Promise<string> {
  const calls = await mockApi.requests({ method, path });
  const lines = calls.slice(-6).map((c) => `#${c.seq} ${c.status ?? "-"} ${c.outcome ?? "open"}${c.fault ? ` fault ${c.fault.id}${c.fault.id === faultId ? " (this cell's)" : ""}` : ""} ${c.request_id ?? ""}`);
  return `journal, ${method} ${path}: ${lines.join("; ") || "no call"}`;
}

type Started = {
  /** Settles once the store has made the call (true), or has answered without making it (false). */
  taken: Promise<boolean>;
  outcome: Promise<Outcome>;
};

async function startCell(row: Row, fault: FaultId, origin: string, base: Shopper, state: State): Promise<Started> {
  const driver = DRIVERS[row.id];
  const cell = row.cells[fault];
  const shopper = base.session().signed_in && endsItsSignIn(row, fault) ? await signedInCopy(base, origin) : base.clone();
  const path = driver.faultPath?.(state) ?? row.path;
  const { fault: body } = FAULTS.find((candidate) => candidate.id === fault)!;
  // Optional calls are served stale while they revalidate: only a new cache version makes the store ask again now.
  if (row.class === "optional" || driver.newCacheVersion) await mockApi.bumpCacheVersion();
  const { data: added } = await mockApi.fault({ path, method: row.method, ...body, ...(row.outage ? {} : { times: row.calls ?? 1 }) });
  let answered = false;
  const exchange = driver.request({ origin, shopper, state }).finally(() => (answered = true));
  // The beacon answers before it forwards the event: its call may come after the answer.
  const grace = row.id === "events" ? 5000 : 0;
  const taken = (async () => {
    for (;;) {
      const done = answered;
      if (!(await inUse(added.id))) return true;
      if (done) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deadline = Date.now() + grace;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!(await inUse(added.id))) return true;
    }
    return false;
  })();
  const outcome = (async (): Promise<Outcome> => {
    const answer = await exchange;
    // An outage ends with its cell (outage rows run on a store of their own, one cell at a time).
    if (row.outage) await taken.then(() => mockApi.clearFaults());
    // A fault for several calls that not all came leaves with its cell, or it would answer the next cell's call.
    if (row.calls) await mockApi.removeFault(added.id);
    const problems = judge(row, cell, answer, shopper.session());
    // Even a cell that fails today must have made the call.
    const fatal: string[] = [];
    if (!(await taken)) fatal.push(`the fault on ${row.method} ${path} was never used: the store did not make the call`);
    // A failing cell says which of the calls the journal holds met this fault, and how each ended.
    if (problems.length > 0 || fatal.length > 0) (fatal.length > 0 ? fatal : problems).push(await callsOf(row.method, path, added.id));
    return { row: row.id, fault, ms: answer.first.elapsedMs, problems, fatal, expectedToFailToday: cell.expectedToFailToday };
  })();
  return { taken, outcome };
}

async function setUp(row: Row, shopper = new Shopper()): Promise<Session> {
  const state = (await DRIVERS[row.id].setup?.(shopper)) ?? {};
  return { shopper, state };
}

type Session = { shopper: Shopper; state: State };

const FAULT_IDS = FAULTS.map((fault) => fault.id);

async function runRow(row: Row, origin: string, session: Session, faults: readonly FaultId[] = FAULT_IDS): Promise<Outcome[]> {
  await DRIVERS[row.id].prepare?.(session.state);
  const outcomes: Outcome[] = [];
  for (const fault of faults) outcomes.push(await (await startCell(row, fault, origin, session.shopper, session.state)).outcome);
  return outcomes;
}

async function runSideBySide(rows: Row[], sessions: Session[]): Promise<Outcome[]> {
  const waiting: Array<Promise<Outcome>> = [];
  const outcomes: Outcome[] = [];
  for (const [at, row] of rows.entries()) {
    const { shopper, state } = sessions[at];
    await DRIVERS[row.id].prepare?.(state);
    // The faults the store meets only by giving up are left waiting while the row's other cells run.
    for (const fault of FAULT_IDS.filter(waitsOut)) {
      const started = await startCell(row, fault, STORE_URL, shopper, state);
      await started.taken;
      waiting.push(started.outcome);
    }
    for (const fault of FAULT_IDS.filter((id) => !waitsOut(id) && !carriedOut(id))) {
      outcomes.push(await (await startCell(row, fault, STORE_URL, shopper, state)).outcome);
    }
  }
  outcomes.push(...(await Promise.all(waiting)));
  // What the API carried out (a removed line, a bound code) must not meet a cell still waiting on the same session.
  for (const [at, row] of rows.entries()) {
    const { shopper, state } = sessions[at];
    for (const fault of FAULT_IDS.filter(carriedOut)) outcomes.push(await (await startCell(row, fault, STORE_URL, shopper, state)).outcome);
  }
  return outcomes;
}

function verdict(outcomes: Outcome[]) {
  const testInfo = test.info();
  const failing = outcomes.filter((o) => o.fatal.length > 0 || (o.expectedToFailToday ? o.problems.length === 0 : o.problems.length > 0));
  const marked = outcomes.filter((o) => o.expectedToFailToday && o.problems.length > 0 && o.fatal.length === 0);
  void testInfo.attach("cells.json", { body: JSON.stringify(outcomes, null, 2), contentType: "application/json" });
  console.info(
    `${testInfo.title}: ${outcomes.length} cells, ${outcomes.length - failing.length - marked.length} pass, ` +
      `${marked.length} fail as marked, ${failing.length} unexpected`,
  );
  for (const o of outcomes) {
    const name = `${o.row} × ${o.fault} (${o.ms} ms)`;
    expect.soft(o.fatal, name).toEqual([]);
    if (o.expectedToFailToday) {
      expect.soft(o.problems, `${name} is marked as failing today but passes: remove its mark (${o.expectedToFailToday})`).not.toEqual([]);
    } else {
      expect.soft(o.problems, name).toEqual([]);
    }
  }
}

/** The shell's and the startup's cached reads: the warm-up must not cache them. */
const SHELL_READS = ["bootstrap", "top-banner", "email-us-block", "login-footer", "payment-methods", "languages", "payment-gateways"];

/** A new process's first page is slow (forms' code, cold JIT): drawn before the cells, with the shell's reads broken. */
async function warmUp(origin: string) {
  for (const id of SHELL_READS) {
    const row = rowById(id);
    await mockApi.fault({ path: row.path, method: row.method, status: 500 });
  }
  await new Shopper().get(origin, "/about");
  await mockApi.clearFaults();
}

test.describe("fault matrix", () => {
  test.beforeEach(async () => {
    test.skip(!hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");
    demoSession = undefined;
    // The shared fixture silences popups with a fault of its own, which would answer before the popups row's.
    await mockApi.clearFaults();
  });

  test("runs every row of the table exactly once", () => {
    const ids = ROWS.map((row) => row.id).sort();
    expect([...SIDE_BY_SIDE.flat(), ...ALONE, ...FRESH.flat(), "cache-version"].sort()).toEqual(ids);
    expect(Object.keys(DRIVERS).sort()).toEqual(ids);
    expect(FRESH).toHaveLength(FAULTS.length);
  });

  SIDE_BY_SIDE.forEach((ids, i) => {
    test(`side by side, ${i + 1}: ${ids.join(", ")}`, async () => {
      test.setTimeout(150_000);
      const warm = new Shopper();
      for (const path of [...WARM_UP, (await piece()).productPath]) await warm.get(STORE_URL, path);
      const rows = ids.map(rowById);
      const sessions = await Promise.all(rows.map((row) => setUp(row)));
      verdict(await runSideBySide(rows, sessions));
    });
  });

  for (const id of ALONE) {
    test(`alone: ${id}`, async () => {
      test.setTimeout(60_000);
      const row = rowById(id);
      verdict(await runRow(row, STORE_URL, await setUp(row)));
    });
  }

  test(`cached reads, each group on a store of its own: ${FRESH.map((ids) => ids.join(" and ")).join("; ")}`, async () => {
    test.setTimeout(300_000);
    const sessions = await Promise.all(FRESH.map((ids) => Promise.all(ids.map((id) => setUp(rowById(id), returningVisitor())))));
    const outcomes: Outcome[] = [];
    // Each port's last store, until it has exited: the next one on that port waits for it.
    const exited = FRESH_STORE_PORTS.map(() => Promise.resolve());
    const boot = (i: number) => exited[i % 2].then(() => startStore(FRESH_STORE_PORTS[i % 2]));
    let next: Promise<StoreProcess> | undefined = boot(0);
    try {
      for (const [i, ids] of FRESH.entries()) {
        const store: StoreProcess = await next!;
        // The next store boots while this one is in use.
        next = i + 1 < FRESH.length ? boot(i + 1) : undefined;
        try {
          // A store warms its cache as it starts (/readyz): a new cache version leaves it cold, as a first read finds it.
          await mockApi.bumpCacheVersion();
          outcomes.push(...(await runRow(rowById("cache-version"), store.origin, { shopper: returningVisitor(), state: {} }, [FAULTS[i].id])));
          await warmUp(store.origin);
          for (const [at, id] of ids.entries()) {
            const session = sessions[i][at];
            const shopper = session.shopper.session().signed_in ? await signedInCopy(session.shopper, store.origin) : session.shopper;
            outcomes.push(...(await runRow(rowById(id), store.origin, { ...session, shopper })));
          }
        } finally {
          exited[i % 2] = store.stop();
        }
      }
    } finally {
      await (await next?.catch(() => undefined))?.stop();
      await Promise.all(exited);
    }
    verdict(outcomes);
  });
});
