// Real sessions and values, so the fuzz reaches the deeper branches; each made as a shopper makes it, through the
// store's own routes, with the mock API for what only it knows (a cart's lines, e-mail tokens).
import { DEMO_EMAIL, DEMO_PASSWORD, FUZZ_PASSWORD, type FixtureSession, type Outcome, type Refs, type SessionKind } from "./arbitraries";
import { CookieJar } from "../cookie-jar";
import { CHECKOUT_ADDRESS } from "../fixtures";

export type Hop = { status: number; location: string | null; setCookies: string[] };
/** Redirects not followed. */
export type Send = (method: "GET" | "POST", path: string, cookie: string, form?: Record<string, string>) => Promise<Hop>;

export type SessionFixture = {
  cookie: string;
  refs: Refs;
  alive: () => Promise<boolean>;
};

async function mockJson<T>(mockUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${mockUrl}${path}`, init);
  if (!response.ok) throw new Error(`Fixture: ${init?.method ?? "GET"} ${path} answered ${response.status}`);
  const body = (await response.json()) as { data?: T };
  return (body.data ?? body) as T;
}

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export type StaticFixtures = { refs: Refs; madeToOrderId: string };

export async function staticFixtures(mockUrl: string): Promise<StaticFixtures> {
  type Card = { id: number; slug: string };
  type Product = { id: number; slug: string; digital?: boolean; sizes?: unknown[]; configurations: Array<{ id: number; sku: string; track_inventory: boolean }> };
  const cards = await mockJson<Card[]>(mockUrl, "/api/v1/system-catalog?count=48");
  const products = await Promise.all(cards.map((card) => mockJson<Product>(mockUrl, `/api/v1/products/${card.id}`)));
  // Pieces of one size, so a valid add needs no size (a ring's is fuzzed as a field of its own).
  const oneSize = products.filter((p) => !p.digital && !p.sizes?.length);
  const configurations = oneSize.slice(0, 6).flatMap((p) => p.configurations);
  // Looked for past those six: a tracked piece in its place sells out once the fuzz has placed enough orders.
  const madeToOrder = oneSize.flatMap((p) => p.configurations).find((c) => !c.track_inventory) ?? configurations[0];
  if (!configurations.includes(madeToOrder)) configurations.push(madeToOrder);
  // The first is the one a valid post adds: made to order, it never runs out.
  configurations.sort((a, b) => Number(b === madeToOrder) - Number(a === madeToOrder));
  const filters = await mockJson<{ categories: Array<{ slug: string }>; collections: Array<{ slug: string }> }>(mockUrl, "/api/v1/filters");

  const demo = await mockJson<{ access_token: { token: string } }>(mockUrl, "/api/v1/authorizations", json("POST", { email: DEMO_EMAIL, password: DEMO_PASSWORD }));
  const addresses = await mockJson<Array<{ id: number }>>(mockUrl, "/api/v1/users/addresses/shipping", { headers: { Authorization: `Bearer ${demo.access_token.token}` } });

  // A shopper of the fuzz's own, so a recovery token used by the fuzz never changes the demo shopper's password.
  const email = `fuzz-${Date.now()}@example.com`;
  const password = FUZZ_PASSWORD;
  await mockJson(mockUrl, "/api/v1/authorizations/sign-up", json("POST", { first_name: "Fuzz", last_name: "Shopper", email, password, password_confirmation: password }));
  await mockJson(mockUrl, "/api/v1/users/recover-password", json("PATCH", { email }));
  const tokens = await mockJson<Array<{ kind: string; token: string }>>(mockUrl, `/__qa/tokens?email=${encodeURIComponent(email)}`);
  // Verified, so the fuzz's sign-ins can succeed: its own account, not the demo shopper's.
  const verification = tokens.find((t) => t.kind === "verification");
  if (verification) await mockJson(mockUrl, "/api/v1/users/verify-email", json("POST", { token: verification.token }));

  return {
    madeToOrderId: String(madeToOrder.id),
    refs: {
      productSlug: products.map((p) => p.slug),
      configurationId: configurations.map((c) => String(c.id)),
      configurationSku: configurations.map((c) => c.sku),
      listingSlug: [...filters.categories, ...filters.collections].map((f) => f.slug),
      pageSlug: ["about", "shipping", "returns", "privacy"],
      savedAddressId: addresses.map((a) => String(a.id)),
      // The demo shopper's orders and saved cards (mock-api/seed): a guest's request for them is a 404 or the sign-in.
      orderId: ["1", "2", "3"],
      savedCardId: ["1", "2"],
      recoveryToken: tokens.filter((t) => t.kind === "recovery").map((t) => t.token),
      verificationToken: tokens.filter((t) => t.kind === "verification").map((t) => t.token),
      fuzzEmail: [email],
      poNumber: ["ML-100240"],
    },
  };
}

function expectRedirect(hop: Hop, pattern: RegExp, what: string): string {
  if (hop.status < 300 || hop.status >= 400 || !hop.location || !pattern.test(hop.location)) {
    throw new Error(`Fixture: ${what} answered ${hop.status}${hop.location ? ` to ${hop.location}` : ""}, not a redirect to ${pattern}`);
  }
  return hop.location;
}

async function step(send: Send, jar: CookieJar, method: "GET" | "POST", path: string, form?: Record<string, string>) {
  const hop = await send(method, path, jar.header(), form);
  jar.keep(hop.setCookies);
  return hop;
}

async function addToCart(send: Send, jar: CookieJar, mockUrl: string, fixtures: StaticFixtures) {
  const added = await step(send, jar, "POST", "/cart", { intent: "add", product_configuration_id: fixtures.madeToOrderId, quantity: "1", redirectTo: "/shop-all" });
  expectRedirect(added, /^\/shop-all$/, "POST /cart");
  const cartId = String(jar.session().cart_unique_id ?? "");
  // The QA view: an account's cart answers only to its bearer, which the store keeps to itself.
  const cart = await mockJson<{ items: Array<{ id: number }> }>(mockUrl, `/__qa/carts/${encodeURIComponent(cartId)}`);
  return cart.items.map((item) => String(item.id));
}

async function beginCheckout(send: Send, jar: CookieJar) {
  const begun = await step(send, jar, "GET", "/checkout");
  const location = expectRedirect(begun, /^\/checkout\/[^/?]+\?step=\w+$/, "GET /checkout");
  return decodeURIComponent(location.slice("/checkout/".length, location.indexOf("?")));
}

export async function makeSession(kind: FixtureSession, send: Send, mockUrl: string, fixtures: StaticFixtures): Promise<SessionFixture> {
  const jar = new CookieJar();
  if (kind === "signed-in") {
    const signedIn = await step(send, jar, "POST", "/sign-in", { email: DEMO_EMAIL, password: DEMO_PASSWORD, redirect: "/" });
    expectRedirect(signedIn, /^\/$/, "POST /sign-in");
  }
  const itemId = await addToCart(send, jar, mockUrl, fixtures);
  const session = jar.session();
  const cartId = encodeURIComponent(String(session.cart_unique_id));
  const signedIn = Boolean(session.signed_in);
  const alive = async (checkoutId?: string) => {
    const cart = await fetch(`${mockUrl}/__qa/carts/${cartId}`);
    if (!cart.ok) return false;
    const { data } = (await cart.json()) as { data: { items: unknown[]; checkout: { checkout_id: string | null } } };
    if (data.items.length === 0 || (checkoutId && data.checkout.checkout_id !== checkoutId)) return false;
    // Still signed in: the store's sign-in lives on, as the account page says.
    return signedIn ? (await send("GET", "/profile", jar.header())).status === 200 : true;
  };
  if (kind === "cart") return { cookie: jar.header(), refs: { itemId }, alive };

  const checkoutId = await beginCheckout(send, jar);
  const path = `/checkout/${encodeURIComponent(checkoutId)}`;
  if (kind === "checkout" || kind === "ordered") {
    // A guest at the payment step: what is posted next can reach the review and the order.
    expectRedirect(await step(send, jar, "POST", `${path}?step=contact`, { intent: "contact", email: "ada@example.com" }), /step=address$/, "contact step");
    expectRedirect(await step(send, jar, "POST", `${path}?step=address`, { intent: "address", ...CHECKOUT_ADDRESS }), /step=shipping$/, "address step");
    expectRedirect(await step(send, jar, "POST", `${path}?step=shipping`, { intent: "shipping", shipping_rate_id: "express" }), /step=payment$/, "shipping step");
  }
  if (kind === "ordered") {
    // An order just placed: the session keeps it for the confirmation page, and has no cart.
    const card = { intent: "payment", payment_method: "card", holder_name: "Ada Byron", card_number: "4242424242424242", expiry: "12/39", cvc: "123" };
    expectRedirect(await step(send, jar, "POST", `${path}?step=payment`, card), /step=review$/, "payment step");
    const placed = expectRedirect(await step(send, jar, "POST", `${path}?step=review`, { intent: "place-order" }), /^\/checkout\/success\/[^/?]+$/, "place order");
    const poNumber = decodeURIComponent(placed.slice("/checkout/success/".length));
    return { cookie: jar.header(), refs: { checkoutId: [checkoutId], poNumber: [poNumber] }, alive: async () => true };
  }
  // Signed in, the contact step is done for the shopper: the address step (with saved addresses) is next.
  return { cookie: jar.header(), refs: { itemId, checkoutId: [checkoutId] }, alive: () => alive(checkoutId) };
}

/** A session used up (an order placed, signed out, the cart emptied) is made again; a redirect is the sign to look. */
export class SessionPool {
  private sessions = new Map<FixtureSession, Promise<SessionFixture>>();

  constructor(private make: (kind: FixtureSession) => Promise<SessionFixture>) {}

  get(kind: FixtureSession): Promise<SessionFixture> {
    let fixture = this.sessions.get(kind);
    if (!fixture) {
      fixture = this.make(kind);
      this.sessions.set(kind, fixture);
    }
    return fixture;
  }

  async after(kind: FixtureSession, outcome: Outcome) {
    if (outcome.status < 300 || outcome.status >= 400) return;
    const fixture = this.sessions.get(kind);
    if (fixture && !(await (await fixture).alive())) {
      if (this.sessions.get(kind) === fixture) this.sessions.delete(kind);
    }
  }
}

export async function sessionFor(
  kind: SessionKind,
  garbage: string,
  pool: SessionPool,
): Promise<{ cookie: string | null; refs: Refs; fixture: FixtureSession | null }> {
  switch (kind) {
    case "none":
      return { cookie: null, refs: {}, fixture: null };
    case "garbage":
      return { cookie: `__session=${garbage}; wishlist_id=${garbage}; uid=${garbage}`, refs: {}, fixture: null };
    case "tampered": {
      const { cookie, refs } = await pool.get("cart");
      // One character of the signed value changed: the signature no longer matches.
      const at = cookie.indexOf("=") + 1 + (garbage.length % 8);
      const flipped = cookie[at] === "A" ? "B" : "A";
      return { cookie: `${cookie.slice(0, at)}${flipped}${cookie.slice(at + 1)}`, refs, fixture: null };
    }
    default:
      return { ...(await pool.get(kind)), fixture: kind };
  }
}
