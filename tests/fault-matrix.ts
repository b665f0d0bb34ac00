/**
 * Every API call (spec 7 "The calls it makes") against seven faults, and what the shopper must get (spec 8
 * "The error catalogue"). The e2e spec runs this table and `npm run fault-matrix:doc` publishes it, so the
 * published table is the tested one. Plain data: no Playwright, no app code.
 */

/** The store's API timeout in the end-to-end runs: playwright.config.ts passes it to the store as API_TIMEOUT_MS. */
export const E2E_API_TIMEOUT_MS = 2500;
/** The time an optional call (campaign, top banner, blocks, login footer, popups) may cost a page. */
export const OPTIONAL_CALL_BUDGET_MS = 800;
/**
 * Rendering and round trips on a shared two-core machine (a page can take 2 s there). The optional calls'
 * margin is smaller: budget plus margin must stay under the API timeout, or a store without the budget would pass.
 */
export const RESPONSE_MARGIN_MS = 3000;
export const OPTIONAL_RESPONSE_MARGIN_MS = 1500;
/** The one call with a timeout of its own (services/analytics.server.ts): a fault's delay must outlast it too. */
const EVENTS_TIMEOUT_MS = 3000;
/** Longer than any budget, so an answer within its budget is one the store gave without waiting for the API. */
const TIMEOUT_FAULT_DELAY_MS = Math.max(E2E_API_TIMEOUT_MS, EVENTS_TIMEOUT_MS) + RESPONSE_MARGIN_MS + 2000;

/** Spec 8 "Generic failure". */
export const GENERIC_FAILURE = "An error occurred while processing your request. Please try again later.";
/** What the cart drawer and /checkout say when the cart cannot be read (spec 8: get cart and checkout cart are rejected). */
export const CART_LOAD_FAILURE = "We couldn't load your cart. Please try again.";
/** The empty cart's words: never the answer to a cart that could not be read. */
export const EMPTY_CART = "Your cart is empty";

/** What the mock's fault switch answers (mock-api/README.md "The fault switch"); the path and method are the row's. */
export type FaultBody = {
  status?: number;
  body?: unknown;
  bodyText?: string;
  headers?: Record<string, string>;
  delay_ms?: number;
  /** Below HTTP, on the socket (mock-api/README.md "Wire faults"). */
  wire?: "reset" | "close-after-headers" | "truncate" | "malformed-json" | "hang" | "wrong-shape";
};

export const FAULTS = [
  {
    id: "500",
    title: "500 JSON",
    fault: { status: 500, body: { errors: [{ code: 500, message: "Internal server error" }] } },
  },
  {
    id: "502-html",
    title: "502 HTML",
    fault: {
      status: 502,
      bodyText: "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>",
      headers: { "Content-Type": "text/html" },
    },
  },
  { id: "garbage", title: "200 not JSON", fault: { status: 200, bodyText: "<<garbage>> this is not JSON {" } },
  { id: "shape", title: "200 wrong shape", fault: { status: 200, body: { data: "nope" } } },
  {
    id: "timeout",
    title: "timeout",
    // Answers only after every timeout the store sets and every budget; the body is never read, and the API changes nothing.
    fault: {
      delay_ms: TIMEOUT_FAULT_DELAY_MS,
      status: 504,
      body: { errors: [{ code: 504, message: "Answered after the store gave up" }] },
    },
  },
  { id: "401", title: "401", fault: { status: 401, body: { errors: [{ code: 401, message: "Unauthenticated." }] } } },
  { id: "503-code", title: "503 error_code", fault: { status: 503, body: { error_code: 503, message: "Service unavailable" } } },
  // Wire faults: the store meets each as it meets the HTTP fault named by `like`, and a row's exception to that one holds
  // for it too. A reset is a gateway's failure; a body that breaks off is one that cannot be read.
  { id: "reset", title: "wire: reset", fault: { wire: "reset" }, like: "502-html" },
  { id: "close-after-headers", title: "wire: closed after headers", fault: { wire: "close-after-headers" }, like: "garbage" },
  { id: "malformed-json", title: "wire: malformed JSON", fault: { wire: "malformed-json" }, like: "garbage" },
  { id: "hang", title: "wire: no answer", fault: { wire: "hang" }, like: "timeout" },
  { id: "wrong-shape", title: "wire: wrong shape", fault: { wire: "wrong-shape" }, like: "shape" },
  // Last: the one fault the API itself carries out before its answer breaks, so what it changed meets no other cell.
  { id: "truncate", title: "wire: half a body", fault: { wire: "truncate" }, like: "garbage" },
] as const satisfies ReadonlyArray<{ id: string; title: string; fault: FaultBody; like?: string }>;

export type FaultId = (typeof FAULTS)[number]["id"];

/** The HTTP fault a wire fault reads as to the store; an HTTP fault is its own. */
export const likeOf = (id: FaultId): FaultId => {
  const fault = FAULTS.find((candidate) => candidate.id === id);
  return fault && "like" in fault ? fault.like : id;
};

/** The fault the API carries out before its answer breaks off: its cell changes what later cells would find. */
export const carriedOut = (id: FaultId) => id === "truncate";

/** The faults the store meets only by giving up: their cells take the store's timeout, not an answer. */
export const waitsOut = (id: FaultId) => likeOf(id) === "timeout";

/**
 * Spec 8's lists, as the matrix uses them:
 * - swallowed: the part of the page the call feeds degrades, silently;
 * - rejected: the shopper is told, honestly (never a success, never an empty cart);
 * - optional: decoration, swallowed, and within OPTIONAL_CALL_BUDGET_MS;
 * - required: the page cannot be drawn: the error page, with a 4xx, 502, 503 or 504.
 */
export type CallClass = "swallowed" | "rejected" | "optional" | "required";

/** After following a form's redirect back to a page. */
export type Answer = {
  label: string;
  status: number | readonly number[];
  /** Tags, scripts and styles stripped. */
  shows: readonly string[];
  never?: readonly string[];
  signedOut?: boolean;
};

export type Expected =
  | { kind: "answer"; answer: Answer }
  /** Spec 4 "Session": a 302 to /?drawer=1&redirect={the path asked for}, the token removed. */
  | { kind: "sign-in" }
  /** Spec 8 "Body error_code 503": a redirect to /404. */
  | { kind: "not-found" }
  /**
   * A write the API carried out before its answer broke off: the page may show what it did (a line gone, an order
   * placed) or an honest error. Every cell's own rules still hold: never a 500, never over its budget.
   */
  | { kind: "carried-out" };

export type Cell = {
  expected: Expected;
  label: string;
  budgetMs: number;
  /** Why this cell fails today; the spec checks that it still does, so the flag goes when the fix lands. */
  expectedToFailToday?: string;
};

export type SessionState =
  | "guest"
  | "guest with a piece in the cart"
  | "signed in"
  | "signed in with a piece in the cart"
  | "checkout started"
  | "checkout at the address"
  | "checkout at shipping, cart without rates"
  | "checkout at payment"
  | "checkout with a discount code"
  | "checkout at review (PayPal)"
  | "PayPal express approved"
  | "Affirm express approved"
  | "checkout at review (PayPal express)";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type RowSpec = {
  id: string;
  method: Method;
  /** As the fault switch takes it: the exact path, or a glob where * matches anything. */
  path: string;
  caller: string;
  trigger: string;
  session: SessionState;
  class: CallClass;
  /** Swallowed and optional calls: the page the shopper gets without what the call brings. */
  degraded?: Answer;
  /** No redirect can follow (no shopper's request behind it, or a sign-out): a 401 or error_code 503 only degrades. */
  noRedirect?: true;
  /** A required call of a route without a page (a resource route): its error is the status alone. */
  withoutPage?: true;
  honest?: Answer;
  /** Cells that differ from their class's rule, with the reason in `note`. */
  cells?: Partial<Record<FaultId, Expected>>;
  failsToday?: Partial<Record<FaultId, string>>;
  /** Fails for the whole cell: every page also makes it in the background (startup.server.ts), which would take a one-time fault first. */
  outage?: true;
  /** How many times the trigger makes the call (another loader of the page reads it too): the fault answers each. */
  calls?: number;
  note?: string;
};

export type Row = Omit<RowSpec, "cells" | "failsToday"> & { cells: Record<FaultId, Cell> };

const SIGN_IN: Expected = { kind: "sign-in" };
const NOT_FOUND: Expected = { kind: "not-found" };
const answer = (value: Answer): Expected => ({ kind: "answer", answer: value });
const errorPage = (status: number): Expected => answer({ label: `${status} page`, status, shows: [`${status} ERROR`] });


function ruleOf(spec: RowSpec, fault: FaultId): Expected {
  // Optional calls are shared decoration sent without the token (services/api.server.ts): every failure, a 401 or an error_code 503 included, only leaves them out.
  if ((spec.class === "optional" || spec.noRedirect) && (fault === "401" || fault === "503-code")) return answer(spec.degraded!);
  if (fault === "401") return SIGN_IN;
  if (fault === "503-code") return NOT_FOUND;
  switch (spec.class) {
    case "swallowed":
    case "optional":
      if (!spec.degraded) throw new Error(`Row ${spec.id} is ${spec.class}: say what its degraded page shows`);
      return answer(spec.degraded);
    case "rejected":
      if (!spec.honest) throw new Error(`Row ${spec.id} is rejected: say what its honest error shows`);
      return answer(spec.honest);
    case "required": {
      const status = waitsOut(fault) ? 504 : 502;
      return spec.withoutPage ? answer({ label: String(status), status, shows: [] }) : errorPage(status);
    }
  }
}

const LABELS = { "sign-in": "→ sign-in", "not-found": "→ /404", "carried-out": "done, or an honest error" } as const;

const labelOf = (expected: Expected) => (expected.kind === "answer" ? expected.answer.label : LABELS[expected.kind]);

const CARRIED_OUT: Expected = { kind: "carried-out" };

function row(spec: RowSpec): Row {
  const { cells: overrides = {}, failsToday = {}, ...rest } = spec;
  const budgetMs =
    spec.class === "optional" ? OPTIONAL_CALL_BUDGET_MS + OPTIONAL_RESPONSE_MARGIN_MS : E2E_API_TIMEOUT_MS + RESPONSE_MARGIN_MS;
  const cells = Object.fromEntries(
    FAULTS.map(({ id }) => {
      const writes = spec.method !== "GET";
      const expected = overrides[id] ?? (carriedOut(id) && writes ? CARRIED_OUT : (overrides[likeOf(id)] ?? ruleOf(spec, id)));
      const cell: Cell = { expected, label: labelOf(expected), budgetMs };
      const reason = failsToday[id] ?? failsToday[likeOf(id)];
      return [id, reason ? { ...cell, expectedToFailToday: reason } : cell];
    }),
  ) as Record<FaultId, Cell>;
  return { ...rest, cells };
}

/** An order whose answer never came or was unreadable may be placed: "being confirmed" (lib/checkout/placing.ts), never "try again". */
const BEING_CONFIRMED = answer({ label: "200, being confirmed", status: 200, shows: ["We are confirming your order"], never: [GENERIC_FAILURE] });
const UNKNOWN_OUTCOME_CELLS = { "502-html": BEING_CONFIRMED, garbage: BEING_CONFIRMED, shape: BEING_CONFIRMED, timeout: BEING_CONFIRMED };
const UNKNOWN_OUTCOME_NOTE =
  "An answer that never came (timeout, a gateway's 502) or cannot be read may hide a placed order: the review step says it is being confirmed and reads GET /checkout/get-order until it knows; a 500 with the API's errors is its refusal.";


const ABOUT = "A house built on light";
/** The Céleste collection's own words (GET /collections/celeste), which its page shows under its title. */
const CELESTE_DESCRIPTION = "Star-set diamonds and night-sky sapphires";
const SHOP_ALL = "Shop all";
const SIGNED_IN_PROFILE = "demo@maison-lumiere.example";
const PASSWORD_CHANGED = "Your password was changed.";
const SUBSCRIPTIONS_FAILURE = "Your subscriptions could not be loaded just now.";
/** Words only the checkout's contact step (for a guest) and its shipping step show. */
const CONTACT_STEP = "Have an account?";
const SHIPPING_STEP = "Continue to payment";
const FAVORITES_LOAD_FAILURE = "Your favorites could not be loaded just now.";
const NO_FAVORITES = "You have no favorites yet";
/** One of the demo shopper's seeded favorites, and the piece the wishlist-save row hearts (not one of them). */
const DEMO_FAVORITE = "Héritage Onyx Signet";
export const HEARTED_PIECE = "Céleste Solitaire Ring";
export const HEARTED_PIECE_FORM = { slug: "celeste-solitaire-ring", sku: "YG14-DIA" };

const SPECS: RowSpec[] = [
  // Every page: the root loader (services/shell.server.ts loadShell).
  {
    id: "bootstrap",
    method: "GET",
    path: "/api/v1/bootstrap",
    caller: "getBootstrap (services/site.server.ts), root loader",
    trigger: "GET /about",
    session: "signed in",
    class: "swallowed",
    degraded: { label: "200, default settings and menus", status: 200, shows: [ABOUT, "Maison Lumière"] },
    note: "Cached (10 min, by cv): run on a store process of its own whose cache has never held it.",
  },
  {
    id: "campaign",
    method: "GET",
    path: "/api/v1/campaign-discount",
    caller: "getCampaign (services/site.server.ts), root loader: top bar, banner and the campaign's popup",
    trigger: "GET /about",
    session: "signed in",
    class: "optional",
    degraded: { label: "200, default banner", status: 200, shows: [ABOUT, "Complimentary travel jewelry roll"] },
  },
  {
    id: "top-banner",
    method: "GET",
    path: "/api/v1/blocks/header-top-banner",
    caller: "getBlock(\"header-top-banner\") (services/site.server.ts), root loader",
    trigger: "GET /about",
    session: "signed in",
    class: "optional",
    degraded: { label: "200, top bar or default banner", status: 200, shows: [ABOUT, "Complimentary travel jewelry roll"] },
    note: "Cached: run on a store process of its own.",
  },
  {
    id: "email-us-block",
    method: "GET",
    path: "/api/v1/blocks/email-us",
    caller: "getBlock(\"email-us\") (services/site.server.ts), root loader",
    trigger: "GET /about?panel=email-us",
    session: "signed in",
    class: "optional",
    degraded: {
      label: "200, default labels",
      status: 200,
      shows: [ABOUT, "Our client care team answers every message within one business day."],
      never: ["Our client advisors answer every message"],
    },
    note: "Spec 8: an email-us block failure is ignored and the default labels kept. Cached: run on a store process of its own.",
  },
  {
    id: "login-footer",
    method: "GET",
    path: "/api/v1/blocks/system-login-footer",
    caller: "getBlock(\"system-login-footer\") (services/site.server.ts), root loader",
    trigger: "GET /about?drawer=1 (the sign-in drawer)",
    session: "guest",
    class: "optional",
    degraded: { label: "200, sign-in drawer without footer", status: 200, shows: [ABOUT, "New here?"], never: ["New to Maison Lumière?"] },
    cells: {
      "401": answer({ label: "200, sign-in drawer without footer", status: 200, shows: [ABOUT, "New here?"], never: ["New to Maison Lumière?"] }),
    },
    note:
      "Spec 8 lists the login footer with the rejected calls; it is decoration, so the matrix treats it as optional. " +
      "It is shown only in the sign-in drawer, where a 401 cannot send the shopper to the sign-in drawer again (services/api.server.ts stops the loop): it is swallowed. " +
      "Cached: run on a store process of its own.",
  },
  {
    id: "cart",
    method: "GET",
    path: "/api/v1/carts",
    caller: "getCart (services/cart.server.ts), root loader: header badge and cart drawer",
    trigger: "GET /about?panel=cart",
    session: "signed in with a piece in the cart",
    class: "rejected",
    honest: { label: "200, drawer: cart not loaded", status: 200, shows: [ABOUT, CART_LOAD_FAILURE], never: [EMPTY_CART] },
  },
  {
    id: "cache-version",
    method: "GET",
    path: "/cv",
    caller: "getCacheVersion (services/api.server.ts), not api(): the first cached read of a process, then every 180 s in the background",
    trigger: "GET /resources/search-suggestions?search=… (the first cached read of a store process)",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, read with the last cv", status: 200, shows: ['"suggestions":['] },
    noRedirect: true,
    note: "Not an api() call: no session to end and no redirect, so every fault keeps the last cache version. Each cell needs a new store process.",
  },

  {
    id: "filters",
    method: "GET",
    path: "/api/v1/filters",
    caller: "getFilters (services/site.server.ts): home, listings",
    trigger: "GET /shop-all",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, listing without filters", status: 200, shows: [SHOP_ALL, "64 results"] },
    note: "Cached: run on a store process of its own.",
  },
  {
    id: "collections",
    method: "GET",
    path: "/api/v1/collections",
    caller: "getCollections (services/catalog.server.ts): the home page's Shop by collection",
    trigger: "GET /",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, home without its collections", status: 200, shows: ["Shop by category"], never: ["Shop by collection"] },
    note: "Spec 8: a collections failure is swallowed. Cached (10 min, by cv): a new cache version for each cell.",
  },
  {
    id: "collection",
    method: "GET",
    path: "/api/v1/collections/*",
    caller: "getCollection (services/catalog.server.ts) via loadListing: a collection's page, its title, description and picture",
    trigger: "GET /shop-all/celeste?price_min=…",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, the collection under the filters' title, without its description and picture", status: 200, shows: ["Céleste", "results"], never: [CELESTE_DESCRIPTION] },
    note: "Spec 8: a collections failure is swallowed: the filters, which found the collection, still give its title. Cached (10 min, by cv): a new cache version for each cell.",
  },
  {
    id: "best-sellers",
    method: "GET",
    path: "/api/v1/system-catalog",
    caller: "getBestSellers (services/catalog.server.ts): home",
    trigger: "GET /",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, home without best sellers", status: 200, shows: ["Shop by category", "Rings"] },
    note: "Cached: run on a store process of its own.",
  },
  {
    id: "listing",
    method: "GET",
    path: "/api/v1/system-catalog",
    caller: "getListing (services/catalog.server.ts) via loadListing: /shop-all, /search, /resources/listing",
    trigger: "GET /shop-all?price_min=…",
    session: "guest",
    class: "required",
    note: "Each cell asks for a listing no cell asked for before, so the store's cache never answers it.",
  },
  {
    id: "listing-scoped",
    method: "GET",
    path: "/api/v1/system-catalog/*",
    caller: "getListing with a category or collection (services/catalog.server.ts): /shop-all/{slug}",
    trigger: "GET /shop-all/rings?price_min=…",
    session: "guest",
    class: "required",
  },
  {
    id: "suggestions",
    method: "GET",
    path: "/api/v1/system-catalog",
    caller: "getSuggestions (services/catalog.server.ts): /resources/search-suggestions, the header search",
    trigger: "GET /resources/search-suggestions?search=…",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, no suggestions", status: 200, shows: ['"suggestions":null'] },
    note: "Spec 8: a search failure clears the suggestions silently.",
  },
  {
    id: "product",
    method: "GET",
    path: "/api/v1/products/*",
    caller: "getProduct (services/catalog.server.ts): /product/{slug}, and its forms' actions",
    trigger: "GET /product/{a slug no cell asked for}",
    session: "guest",
    class: "required",
  },
  {
    id: "hint",
    method: "POST",
    path: "/api/v1/products/link-to-email",
    caller: "sendProductLink (services/catalog.server.ts): the product page's drop-a-hint form",
    trigger: "POST /product/{slug} (intent=hint)",
    session: "guest",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Your hint is on its way."] },
    cells: { shape: answer({ label: "200, sent (answer not read)", status: 200, shows: ["Your hint is on its way."] }) },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "question",
    method: "POST",
    path: "/api/v1/questions",
    caller: "askQuestion (services/catalog.server.ts): the email-us form, the product page's question form",
    trigger: "POST /email-us",
    session: "guest",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
    cells: { shape: answer({ label: "200, sent (answer not read)", status: 200, shows: ["Thank you"] }) },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "subscribe",
    method: "POST",
    path: "/api/v1/subscribe",
    caller: "subscribeAction (routes/newsletter/newsletter.server.ts): the newsletter form",
    trigger: "POST /newsletter",
    session: "guest",
    class: "rejected",
    honest: { label: "502, \"Server error\"", status: 502, shows: ["Server error"], never: ["Thank you for subscribing."] },
    cells: { shape: answer({ label: "200, subscribed (answer not read)", status: 200, shows: ["Thank you for subscribing."] }) },
    note: "Spec 8: a newsletter failure shows the first message, or \"Server error\", under the email field.",
  },
  {
    id: "page",
    method: "GET",
    path: "/api/v1/pages/*",
    caller: "getPage (services/content.server.ts): content pages",
    trigger: "GET /{a slug no cell asked for}",
    session: "guest",
    class: "required",
  },
  {
    id: "sitemap",
    method: "GET",
    path: "/api/v1/system-entities/sitemap",
    caller: "getSitemapEntries (services/content.server.ts): /sitemap.xml",
    trigger: "GET /sitemap.xml",
    session: "guest",
    class: "required",
    withoutPage: true,
    note: "The sitemap is for crawlers: its error is the status alone. Cached: run on a store process of its own.",
  },
  {
    id: "popups",
    method: "GET",
    path: "/api/v1/popups",
    caller: "getPopups (services/site.server.ts), root loader: the page's popups, rendered closed for the popup check",
    trigger: "GET /about",
    session: "guest",
    class: "optional",
    degraded: { label: "200, no popup", status: 200, shows: [ABOUT], never: ["data-popup-key"] },
  },
  {
    id: "locations",
    method: "GET",
    path: "/api/v1/locations",
    caller: "getDirectory (routes/find-a-retailer/retailers.server.ts): /find-a-retailer",
    trigger: "GET /find-a-retailer",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, search without the directory", status: 200, shows: ["Find a retailer", "ZIP code"], never: ["All retailers by state"] },
    note: "Cached: run on a store process of its own.",
  },
  {
    id: "nearby",
    method: "GET",
    path: "/api/v1/nearby-locations",
    caller: "searchByZip (routes/find-a-retailer/retailers.server.ts): the store finder's ZIP search",
    trigger: "GET /find-a-retailer?zip=10001",
    session: "guest",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE, "All retailers by state"] },
  },
  {
    id: "tracking",
    method: "GET",
    path: "/api/v1/tracking",
    caller: "trackOrder (routes/track-your-order/tracking.server.ts): order tracking",
    trigger: "POST /track-your-order",
    session: "guest",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
  },

  {
    id: "sign-in",
    method: "POST",
    path: "/api/v1/authorizations",
    caller: "signIn (services/auth.server.ts): the sign-in form",
    trigger: "POST /sign-in",
    session: "guest",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
  },
  {
    id: "sign-out",
    method: "DELETE",
    path: "/api/v1/authorizations",
    caller: "signOut (services/auth.server.ts): the sign-out form",
    trigger: "POST /sign-out",
    session: "signed in",
    class: "swallowed",
    degraded: { label: "→ /, signed out", status: 200, shows: ["Shop by category"], signedOut: true },
    noRedirect: true,
    note: "The session ends here whatever the API's revoke answers: a 401's sign-in drawer or an error_code 503's /404 would leave a shopper who asked to sign out on a page that makes no sense.",
  },
  {
    id: "sign-up",
    method: "POST",
    path: "/api/v1/authorizations/sign-up",
    caller: "signUp (services/auth.server.ts): the sign-up form",
    trigger: "POST /sign-up",
    session: "guest",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Registration was successful"] },
    cells: {
      shape: answer({ label: "200, registered (answer not read)", status: 200, shows: ["Registration was successful"] }),
    },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "verify-email",
    method: "POST",
    path: "/api/v1/users/verify-email",
    caller: "verifyEmail (services/auth.server.ts): /verify, where /verify/{token} leads",
    trigger: "GET /verify/{token}, then /verify",
    session: "guest",
    class: "rejected",
    honest: { label: "400, generic failure", status: 400, shows: [GENERIC_FAILURE], never: ["verified successfully"] },
    cells: {
      shape: answer({ label: "200, verified (answer not read)", status: 200, shows: ["Your E-mail has been verified successfully"] }),
    },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "recover-password",
    method: "PATCH",
    path: "/api/v1/users/recover-password",
    caller: "requestPasswordRecovery and resetPassword (services/auth.server.ts): /recover-password, /recover-password/new",
    trigger: "POST /recover-password",
    session: "guest",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Form sent successfully"] },
    cells: { shape: answer({ label: "200, sent (answer not read)", status: 200, shows: ["Form sent successfully"] }) },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "user",
    method: "GET",
    path: "/api/v1/users",
    caller: "getProfile (services/users.server.ts): /profile",
    trigger: "GET /profile",
    session: "signed in",
    class: "swallowed",
    degraded: { label: "200, the session's copy of the user", status: 200, shows: [SIGNED_IN_PROFILE] },
    note: "Spec 8: a user info failure is swallowed.",
  },
  {
    id: "addresses",
    method: "GET",
    path: "/api/v1/users/addresses/shipping",
    caller: "getAddresses (services/users.server.ts): /profile, the checkout's address step",
    trigger: "GET /profile",
    session: "signed in",
    class: "swallowed",
    degraded: { label: "200, no saved addresses", status: 200, shows: [SIGNED_IN_PROFILE] },
  },
  {
    id: "orders",
    method: "GET",
    path: "/api/v1/orders",
    caller: "getOrders (services/users.server.ts): /orders",
    trigger: "GET /orders",
    session: "signed in",
    class: "required",
  },

  {
    id: "profile-update",
    method: "PUT",
    path: "/api/v1/users",
    caller: "updateProfile (services/users.server.ts): /profile's details",
    trigger: "POST /profile (intent=profile)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["User info updated"] },
  },
  {
    id: "change-password",
    method: "PATCH",
    path: "/api/v1/users/change-password",
    caller: "changePassword (services/users.server.ts): /profile's password",
    trigger: "POST /profile (intent=password)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: [PASSWORD_CHANGED] },
    cells: { shape: answer({ label: "→ /profile, changed (answer not read)", status: 200, shows: [PASSWORD_CHANGED] }) },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "subscriptions",
    method: "GET",
    path: "/api/v1/users/subscriptions",
    caller: "getSubscriptions (services/users.server.ts): /profile",
    trigger: "GET /profile",
    session: "signed in",
    class: "swallowed",
    degraded: { label: "200, the subscriptions could not be loaded", status: 200, shows: [SUBSCRIPTIONS_FAILURE] },
    // The shell's popups read the subscriptions too (services/popups.server.ts), at the same time as the page.
    calls: 2,
    note: "Spec 8 swallows user info failures; the page says the list could not be loaded rather than show the shopper unsubscribed.",
  },
  {
    id: "address-add",
    method: "POST",
    path: "/api/v1/users/addresses/shipping",
    caller: "saveAddress (services/users.server.ts): /profile/addresses, a new address",
    trigger: "POST /profile/addresses (intent=saved-address)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Address saved"] },
  },
  {
    id: "address-update",
    method: "PUT",
    path: "/api/v1/users/addresses/shipping/*",
    caller: "saveAddress (services/users.server.ts): /profile/addresses?edit={id}",
    trigger: "POST /profile/addresses?edit=2 (intent=saved-address)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Address saved"] },
  },
  {
    id: "address-delete",
    method: "DELETE",
    path: "/api/v1/users/addresses/shipping/*",
    caller: "deleteAddress (services/users.server.ts): /profile/addresses, after the confirm",
    trigger: "POST /profile/addresses (intent=delete-address)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Address deleted"] },
    cells: { shape: answer({ label: "→ back, deleted (answer not read)", status: 200, shows: ["Address deleted"] }) },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "saved-cards",
    method: "GET",
    path: "/api/v1/users/payment-methods",
    caller: "listSavedCards (services/payment-methods.server.ts): /profile/payment-methods",
    trigger: "GET /profile/payment-methods",
    session: "signed in",
    class: "required",
    note: "No call for saved cards is named by the spec (the mock's assumption); a list that cannot be read is an error page, never \"no saved cards\".",
  },
  {
    id: "card-delete",
    method: "DELETE",
    path: "/api/v1/users/payment-methods/*",
    caller: "deleteSavedCard (services/payment-methods.server.ts): /profile/payment-methods, after the confirm",
    trigger: "POST /profile/payment-methods (intent=delete-card)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Card deleted"] },
    cells: { shape: answer({ label: "→ back, deleted (answer not read)", status: 200, shows: ["Card deleted"] }) },
    note: "The store does not read this call's answer: a 200 with any JSON is a success.",
  },
  {
    id: "order",
    method: "GET",
    path: "/api/v1/orders/*",
    caller: "getOrder (services/orders.server.ts): /orders/{id} and its return form",
    trigger: "GET /orders/2",
    session: "signed in",
    class: "required",
  },
  {
    id: "order-options",
    method: "GET",
    path: "/api/v1/order-options",
    caller: "getOrderOptions (services/orders.server.ts): /orders/{id}, whether its gift message may be changed",
    trigger: "GET /orders/3",
    session: "signed in",
    class: "optional",
    degraded: { label: "200, the order without its gift message form", status: 200, shows: ["Order ML-100252"], never: ["Save the gift message"] },
    note: "Waited for at most 800 ms and served stale after: a slow answer never holds the order's page. Cached (10 min, by cv): run on a store process of its own. Without the options nothing is offered for change.",
  },
  {
    id: "gift-message",
    method: "PATCH",
    path: "/api/v1/orders/*",
    caller: "updateGiftMessage (services/orders.server.ts): the gift message form of /orders/{id}",
    trigger: "POST /orders/3 (intent=gift-message)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Your gift message is saved."] },
  },
  {
    id: "return-request",
    method: "POST",
    path: "/api/v1/returns/request",
    caller: "requestReturn (services/orders.server.ts): /orders/{id}/return",
    trigger: "POST /orders/2/return (intent=return-request)",
    session: "signed in",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Request sent successfully"] },
  },

  {
    id: "wishlist",
    method: "GET",
    path: "/api/v1/wishlists",
    caller: "loadFavorites (services/wishlist.server.ts): every signed-in page's shell, /favorites",
    trigger: "GET /favorites",
    session: "signed in",
    class: "swallowed",
    degraded: { label: "200, the list could not be loaded (never empty)", status: 200, shows: [FAVORITES_LOAD_FAILURE], never: [NO_FAVORITES] },
    note: "Spec 8: wishlist calls are swallowed; the page says the list failed rather than show it empty.",
  },
  {
    id: "wishlist-save",
    method: "POST",
    path: "/api/v1/wishlists",
    caller: "toggleFavorite (services/wishlist.server.ts): the heart",
    trigger: "POST /favorites (intent=favorite), then /favorites it redirects to",
    session: "signed in",
    class: "swallowed",
    degraded: { label: "→ back, the list as the API holds it", status: 200, shows: [DEMO_FAVORITE], never: [HEARTED_PIECE] },
    note: "Spec 8: wishlist calls are swallowed; nothing was saved, and the heart shows what the API holds.",
  },

  {
    id: "cart-add",
    method: "POST",
    path: "/api/v1/carts/items",
    caller: "addToCart (services/cart.server.ts): add to bag",
    trigger: "POST /cart (intent=add), then the product page it redirects to",
    session: "guest",
    class: "rejected",
    honest: { label: "→ product page, generic failure", status: 200, shows: [GENERIC_FAILURE], never: ["Added to your bag."] },
  },
  {
    id: "cart-update",
    method: "PATCH",
    path: "/api/v1/carts/items/*",
    caller: "updateCartItem (services/cart.server.ts): the cart's quantity control",
    trigger: "POST /cart (intent=update), then the page it redirects to",
    session: "guest with a piece in the cart",
    class: "swallowed",
    degraded: { label: "→ back, the cart as it is", status: 200, shows: ["Subtotal"], never: [EMPTY_CART] },
    note: "Spec 8: update failures are swallowed; the reloaded cart shows its true state.",
  },
  {
    id: "cart-remove",
    method: "DELETE",
    path: "/api/v1/carts/items/*",
    caller: "removeCartItem (services/cart.server.ts): the cart's Remove Item",
    trigger: "POST /cart (intent=remove), then the page it redirects to",
    session: "guest with a piece in the cart",
    class: "swallowed",
    degraded: { label: "→ back, the cart as it is", status: 200, shows: ["Subtotal"], never: [EMPTY_CART] },
    note: "Spec 8: remove failures are swallowed; the reloaded cart shows its true state.",
  },

  {
    id: "start-checkout",
    method: "PATCH",
    path: "/api/v1/carts/*/start-checkout",
    caller: "startCheckout (services/checkout.server.ts): /checkout",
    trigger: "GET /checkout",
    session: "guest with a piece in the cart",
    class: "rejected",
    honest: { label: "503, cart not loaded", status: 503, shows: [CART_LOAD_FAILURE], never: [EMPTY_CART] },
  },
  {
    id: "checkout-cart",
    method: "GET",
    path: "/api/v1/checkout/get-cart",
    caller: "getCheckoutCart (services/checkout.server.ts): every checkout step",
    trigger: "GET /checkout/{id}?step=contact",
    session: "checkout started",
    class: "rejected",
    honest: { label: "503, cart not loaded", status: 503, shows: [CART_LOAD_FAILURE], never: [EMPTY_CART] },
    note: "Spec 8: the checkout cart is rejected.",
  },
  {
    id: "checkout-update",
    method: "PATCH",
    path: "/api/v1/carts/*",
    caller: "updateCheckout (services/checkout.server.ts): every step's save",
    trigger: "POST /checkout/{id}?step=contact (intent=contact)",
    session: "checkout started",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
  },
  {
    id: "rates-estimate",
    method: "POST",
    path: "/api/v1/orders/rates",
    caller: "estimateShipping (services/checkout.server.ts): the order panel's shipping estimate before an address (contact and address steps)",
    trigger: "GET /checkout/{id}?step=contact",
    session: "checkout started",
    class: "rejected",
    honest: {
      label: "200, no estimate: shipping calculated at next step",
      status: 200,
      shows: [CONTACT_STEP, "Calculated at next step"],
      never: ["Shipping (estimated)", "Estimated total"],
    },
    note: "Spec 8: shipping methods are rejected. The panel shows no estimate rather than a made-up one, and the step itself works: the rates for the address come at the shipping step.",
  },
  {
    id: "address-rates",
    method: "POST",
    path: "/api/v1/shipping-rates-by-address",
    caller: "getShippingRates (services/checkout.server.ts): the address step's save, once the address is saved",
    trigger: "POST /checkout/{id}?step=address (intent=address)",
    session: "checkout at the address",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
    note: "Spec 8: shipping methods are rejected. The address form says so and keeps what was typed; sending it again asks again.",
  },
  {
    id: "shipping-rates",
    method: "POST",
    path: "/api/v1/shipping-rates-by-address",
    caller: "getShippingRates (services/checkout.server.ts): the shipping step, when the cart carries no rates",
    trigger: "GET /checkout/{id}?step=shipping",
    session: "checkout at shipping, cart without rates",
    class: "rejected",
    honest: { label: "502/503/504, generic failure and Try again", status: [502, 503, 504], shows: [GENERIC_FAILURE, "Try again"] },
    note: "Spec 8: shipping methods are rejected: the step says so, with a Try again link. The mock's cart always carries the rates its address got, so get-cart is stubbed without them to reach the call.",
  },
  {
    id: "payment-methods",
    method: "GET",
    path: "/api/v1/payment-methods",
    caller: "getPaymentMethods (services/checkout.server.ts): the payment step",
    trigger: "GET /checkout/{id}?step=payment",
    session: "checkout at payment",
    class: "rejected",
    honest: { label: "502/503/504, generic failure", status: [502, 503, 504], shows: [GENERIC_FAILURE] },
    cells: {
      "401": answer({ label: "502/503/504, generic failure", status: [502, 503, 504], shows: [GENERIC_FAILURE] }),
    },
    outage: true,
    note: "Spec 8: payment methods are rejected. A shared read made without the shopper's token: a 401 cannot mean their session ended. Cached: run on a store process of its own. Every page's startup also reads them in the background (spec 4 \"Startup\"), so the fault lasts the whole cell: an outage of the call, not one failed answer.",
  },
  {
    id: "languages",
    method: "GET",
    path: "/api/v1/languages",
    caller: "getLanguages (services/startup.server.ts): the startup's reads, in the background of every page",
    trigger: "GET /about",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, the page, in the language it had", status: 200, shows: [ABOUT] },
    noRedirect: true,
    outage: true,
    note:
      "Spec 4 \"Startup\". A shared read made without the shopper's request: no session to end, no page waiting for it, nobody to redirect. " +
      "The API keeps being asked in the language it was (\"en\" until a read succeeds). Cached: a new cache version for each cell, on a store process of its own.",
  },
  {
    id: "payment-gateways",
    method: "GET",
    path: "/api/v1/payment-gateways",
    caller: "getPaymentGateways (services/checkout.server.ts): the startup's reads, in the background of every page",
    trigger: "GET /about",
    session: "guest",
    class: "swallowed",
    degraded: { label: "200, the page", status: 200, shows: [ABOUT] },
    noRedirect: true,
    outage: true,
    note:
      "Spec 8 lists payment gateways with the rejected calls, but the store reads them only at startup (spec 4 \"Startup\"), in the background, " +
      "and no page shows them or waits for them: there is nobody to tell. The gateway call a shopper makes, the card's token (card-token), is rejected. " +
      "Cached: a new cache version for each cell, on a store process of its own.",
  },
  {
    id: "card-token",
    method: "POST",
    path: "/api/v1/payment-gateways/card/tokens",
    caller: "tokenizeCard (services/checkout.server.ts): the payment step's card",
    trigger: "POST /checkout/{id}?step=payment (intent=payment, a card)",
    session: "checkout at payment",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
  },
  {
    id: "bind-code",
    method: "POST",
    path: "/api/v1/carts/bind-gift-card",
    caller: "bindCode (services/checkout.server.ts): the order summary's code field",
    trigger: "POST /checkout/{id}?step=contact (intent=apply-code)",
    session: "checkout started",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
    note: "Spec 8: binding a discount is rejected.",
  },
  {
    id: "unbind-code",
    method: "POST",
    path: "/api/v1/carts/unbind-gift-card",
    caller: "unbindCode (services/checkout.server.ts): the order summary's Remove",
    trigger: "POST /checkout/{id}?step=contact (intent=remove-code)",
    session: "checkout with a discount code",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
    note: "Spec 8: unbinding a discount is rejected.",
  },
  {
    id: "place-order",
    method: "POST",
    path: "/api/v1/carts/checkout",
    caller: "placeOrder (services/checkout.server.ts): the review step's Place order",
    trigger: "POST /checkout/{id}?step=review (intent=place-order)",
    session: "checkout at review (PayPal)",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE] },
    cells: UNKNOWN_OUTCOME_CELLS,
    note: UNKNOWN_OUTCOME_NOTE,
  },
  {
    id: "checkout-order",
    method: "GET",
    path: "/api/v1/checkout/get-order",
    caller: "getCheckoutOrder (services/checkout.server.ts): /checkout/{id}/return, /checkout/success",
    trigger: "GET /checkout/{id}/return",
    session: "checkout at review (PayPal)",
    class: "rejected",
    honest: { label: "503, payment not confirmed", status: 503, shows: ["We couldn't confirm your payment with the provider yet. Please try again."] },
  },

  // Express checkout: PayPal and Affirm through the provider's page, Google Pay and Apple Pay through the sheet.
  {
    id: "express-start",
    method: "POST",
    path: "/api/v1/carts/checkout/express",
    caller: "startRedirectExpress (services/express.server.ts): the bag's and the contact step's PayPal and Affirm buttons",
    trigger: "POST /checkout/express (intent=express, PayPal)",
    session: "guest with a piece in the cart",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: ["Express checkout", GENERIC_FAILURE, "Back to your bag"] },
    note: "The express route's page says the payment could not start, with the ways on; the bag is untouched.",
  },
  {
    id: "wallet-pay",
    method: "POST",
    path: "/api/v1/carts/checkout/express",
    caller: "payWithWallet (services/express.server.ts): the Google Pay and Apple Pay sheet's payment",
    trigger: "POST /checkout/wallet (intent=wallet-pay)",
    session: "guest with a piece in the cart",
    class: "rejected",
    honest: { label: "502, JSON generic failure", status: 502, shows: [`"ok":false`, GENERIC_FAILURE], never: [`"ok":true`] },
    note:
      "The same call as express-start, with the wallet's token: the sheet's script posts it and reads the JSON answer, which it shows on the sheet. " +
      "A 200 without the order is the API's failure, never a success.",
  },
  {
    id: "wallet-quote",
    method: "PATCH",
    path: "/api/v1/carts/checkout/express/shipping",
    caller: "updateExpressShipping (services/express.server.ts): the wallet sheet's shipping quote; also the Affirm express return and the steps' saves after it",
    trigger: "POST /checkout/wallet (intent=wallet-quote)",
    session: "guest with a piece in the cart",
    class: "rejected",
    honest: { label: "502, JSON generic failure", status: 502, shows: [`"ok":false`, GENERIC_FAILURE], never: [`"ok":true`] },
    note: "Spec 8: shipping methods are rejected. The sheet shows the message on the address, with no shipping option to pick.",
  },
  {
    id: "affirm-return",
    method: "PATCH",
    path: "/api/v1/carts/checkout/express/shipping",
    caller: "updateExpressShipping (services/express.server.ts) via applyPayer (routes/checkout.express_.return): Affirm's e-mail and address",
    trigger: "GET /checkout/express/return (approved on Affirm's page), then the step it redirects to",
    session: "Affirm express approved",
    class: "rejected",
    honest: { label: "→ contact step, generic failure", status: 200, shows: [CONTACT_STEP, GENERIC_FAILURE], never: ["approved on Affirm's page"] },
    note: "The same call as wallet-quote, on the way back from Affirm: nothing the provider gave is applied, and the checkout opens at the step it still needs, with the spec's generic failure above it.",
  },
  {
    id: "paypal-address",
    method: "PATCH",
    path: "/api/v1/carts/checkout/paypal/shipping-address",
    caller: "applyPaypalShippingAddress (services/express.server.ts): the PayPal express return, and the address step's save after it",
    trigger: "GET /checkout/express/return (approved on PayPal's page), then the step it redirects to",
    session: "PayPal express approved",
    class: "rejected",
    honest: { label: "→ contact step, generic failure", status: 200, shows: [CONTACT_STEP, GENERIC_FAILURE], never: ["approved on PayPal's page"] },
    note: "PayPal's e-mail and address are not applied: the checkout opens at the step it still needs, with the spec's generic failure above it.",
  },
  {
    id: "paypal-method",
    method: "PATCH",
    path: "/api/v1/carts/checkout/paypal/shipping-method",
    caller: "applyPaypalShippingMethod (services/express.server.ts): the PayPal express return, and the shipping step's save after it",
    trigger: "GET /checkout/express/return (approved on PayPal's page), then the step it redirects to",
    session: "PayPal express approved",
    class: "rejected",
    honest: { label: "→ shipping step, generic failure", status: 200, shows: [SHIPPING_STEP, GENERIC_FAILURE], never: ["approved on PayPal's page"] },
    note: "Spec 8: shipping methods are rejected. PayPal's address is applied, the first shipping method is not: the checkout opens at the shipping step, with the spec's generic failure above it.",
  },
  {
    id: "paypal-order",
    method: "POST",
    path: "/api/v1/carts/checkout/paypal/order",
    caller: "placePaypalOrder (services/express.server.ts): the review step's Place order after PayPal express",
    trigger: "POST /checkout/{id}?step=review (intent=place-order)",
    session: "checkout at review (PayPal express)",
    class: "rejected",
    honest: { label: "502, generic failure", status: 502, shows: [GENERIC_FAILURE], never: ["Thank you for your order"] },
    cells: UNKNOWN_OUTCOME_CELLS,
    note: UNKNOWN_OUTCOME_NOTE,
  },

  {
    id: "events",
    method: "POST",
    path: "/api/v1/events/frontend-event",
    caller: "sendEvent (services/analytics.server.ts): /resources/events, and the cart's and checkout's own events",
    trigger: "POST /resources/events (JSON)",
    session: "guest",
    class: "swallowed",
    degraded: { label: "202", status: 202, shows: [] },
    noRedirect: true,
    note: "Spec 8: statistics sending fails silently. The beacon answers before the event is forwarded, without the shopper's request: no redirect can follow.",
  },
];

export const ROWS: readonly Row[] = SPECS.map(row);

export function rowById(id: string): Row {
  const found = ROWS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No row ${id} in the fault matrix`);
  return found;
}

const escapeCell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** docs/fault-matrix.md, from the table above. */
export function renderFaultMatrix(): string {
  const notes: string[] = [];
  const noteNumber = (reason: string) => {
    const at = notes.indexOf(reason);
    if (at >= 0) return at + 1;
    notes.push(reason);
    return notes.length;
  };
  const lines: string[] = [
    "# Fault matrix",
    "",
    "<!-- Generated by `npm run fault-matrix:doc` from tests/fault-matrix.ts. Do not edit by hand. -->",
    "",
    "Every call the store makes to the API, run against seven faults of the mock API's fault switch",
    "(`POST /__qa/faults`, on that call's path and method only, once), and what the shopper gets.",
    "`tests/e2e/fault-matrix.spec.ts` runs every cell; `npm run test:unit` fails when this page is not",
    "what the table in `tests/fault-matrix.ts` says. Where a path's glob would also match another call",
    "(`PATCH /api/v1/carts/*` matches a cart line's), the spec narrows it to the shopper's own cart or line.",
    "",
    "## Faults",
    "",
    "| Fault | What the API answers |",
    "| --- | --- |",
    ...FAULTS.map(({ title, fault }) => `| ${title} | ${escapeCell(describeFault(fault))} |`),
    "",
    "## What every cell checks",
    "",
    "- The store never answers 500. Another 5xx (502, 503 or 504) only for a rejected or required call.",
    `- It answers within the call's budget: the API timeout of the end-to-end runs (${E2E_API_TIMEOUT_MS} ms,`,
    `  \`API_TIMEOUT_MS\`) plus ${RESPONSE_MARGIN_MS} ms; for an optional call ${OPTIONAL_CALL_BUDGET_MS} ms plus ${OPTIONAL_RESPONSE_MARGIN_MS} ms.`,
    "- It answers as the cell says:",
    "  - **swallowed**: the page, without what the call brings;",
    "  - **rejected**: an honest error, never a success or an empty cart;",
    "  - **optional**: swallowed, within the optional budget;",
    "  - **required**: the error page, with its status;",
    "  - **→ sign-in**: a redirect to `/?drawer=1&redirect={the path asked for}`, the token gone from the session (spec 4 \"Session\");",
    "  - **→ /404**: a redirect to `/404` (spec 8 \"Body error_code 503\").",
    "- The fault was used: the call was made.",
    "",
    "⚠ marks a cell that fails today; the spec checks it still fails, so it flips to red when the fix lands.",
    "",
    "## Calls",
    "",
    "| Row | Call | Made by | Store request | Session | Class |",
    "| --- | --- | --- | --- | --- | --- |",
    ...ROWS.map((r) => `| ${r.id} | \`${r.method} ${r.path}\` | ${escapeCell(r.caller)} | ${escapeCell(r.trigger)} | ${r.session} | ${r.class} |`),
    "",
    "## Matrix",
    "",
    `| Row: call (class) | ${FAULTS.map((fault) => fault.title).join(" | ")} |`,
    `| --- |${FAULTS.map(() => " --- |").join("")}`,
    ...ROWS.map((r) => {
      const cells = FAULTS.map(({ id }) => {
        const cell = r.cells[id];
        return cell.expectedToFailToday ? `${escapeCell(cell.label)} ⚠${noteNumber(cell.expectedToFailToday)}` : escapeCell(cell.label);
      });
      return `| ${r.id}: \`${r.method} ${r.path}\` (${r.class}) | ${cells.join(" | ")} |`;
    }),
    "",
  ];
  const rowNotes = ROWS.filter((r) => r.note).map((r) => `- ${r.id} (\`${r.method} ${r.path}\`): ${r.note}`);
  if (notes.length > 0) {
    lines.push("## Failing today", "", ...notes.map((reason, i) => `${i + 1}. ${reason}`), "");
  }
  if (rowNotes.length > 0) lines.push("## Notes", "", ...rowNotes, "");
  const total = ROWS.length * FAULTS.length;
  const failing = ROWS.reduce((sum, r) => sum + Object.values(r.cells).filter((cell) => cell.expectedToFailToday).length, 0);
  lines.push(`${ROWS.length} calls, ${total} cells, ${failing} marked as failing today.`, "");
  return lines.join("\n");
}

function describeFault(fault: FaultBody): string {
  const parts: string[] = [];
  if (fault.status !== undefined) parts.push(`status ${fault.status}`);
  if (fault.bodyText !== undefined) parts.push(`body \`${fault.bodyText}\``);
  if (fault.body !== undefined) parts.push(`body \`${JSON.stringify(fault.body)}\``);
  const answer = parts.join(", ");
  return fault.delay_ms === undefined ? answer : `after ${fault.delay_ms} ms, past every timeout and budget of the store: ${answer}`;
}
