// `npm run bench:checkout` (README). Redirects are followed by hand so every hop is timed; any unexpected
// status or location exits non-zero, so the numbers only ever describe a checkout that worked.
import { startBenchServers } from "./serve-for-bench";
import { CookieJar } from "../tests/cookie-jar";
import { CHECKOUT_ADDRESS } from "../tests/fixtures";

const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
/** The cart issue's goal: add to bag, action plus reload, under this many times the API delay. */
const ADD_TO_BAG_GOAL = 2.5;
const PORT = 3320;
const MOCK_PORT = 4320;

const CONTACT = { intent: "contact", step: "contact", email: "bench@example.com" };
const ADDRESS = {
  intent: "address",
  step: "address",
  ...CHECKOUT_ADDRESS,
};
const SHIPPING = { intent: "shipping", step: "shipping", shipping_rate_id: "ground" };
const PAYMENT = {
  intent: "payment",
  step: "payment",
  payment_method: "card",
  holder_name: "Ada Byron",
  card_number: "4242424242424242",
  expiry: "12/30",
  cvc: "123",
};
const PLACE_ORDER = { intent: "place-order", step: "review" };

class BenchFailure extends Error {}

type Hop = { status: number; location: string | null; body: string; started: number; headersAt: number };

let shoppers = 0;

class Shopper {
  private jar = new CookieJar();
  /** Each shopper comes from an address of their own (the store trusts its proxy here): one card an hour each. */
  private address = `198.51.100.${(shoppers++ % 250) + 1}`;

  constructor(private origin: string) {}

  async request(method: "GET" | "POST", path: string, form?: Record<string, string>, offsite?: string): Promise<Hop> {
    const headers: Record<string, string> = { "User-Agent": "bench", Accept: "text/html,*/*", "X-Forwarded-For": this.address };
    const cookie = this.jar.header();
    if (cookie) headers.Cookie = cookie;
    if (form) headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
    const started = performance.now();
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: "manual",
    });
    const headersAt = performance.now();
    this.jar.keep(response.headers.getSetCookie());
    const body = await response.text();
    const location = response.headers.get("Location");
    // A redirect to the payment provider `offsite` names is kept whole; anywhere else off the storefront fails the run.
    const kept = location !== null && offsite !== undefined && location.startsWith(offsite) ? location : null;
    return { status: response.status, location: location === null ? null : (kept ?? this.pathOf(location, `${method} ${path}`)), body, started, headersAt };
  }

  session(): Record<string, unknown> {
    try {
      return this.jar.session();
    } catch {
      throw new BenchFailure(`The __session cookie could not be read: ${this.jar.header().slice(0, 80)}`);
    }
  }

  private pathOf(location: string, from: string): string {
    const url = new URL(location, this.origin);
    if (url.origin !== this.origin) throw new BenchFailure(`${from} redirected off the storefront, to ${location}`);
    return `${url.pathname}${url.search}`;
  }
}

const excerpt = (body: string) =>
  body
    .replace(/<head[\s\S]*?<\/head>|<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 400);

function expectStatus(hop: Hop, status: number, what: string) {
  if (hop.status !== status) {
    throw new BenchFailure(`${what}: expected ${status}, got ${hop.status}${hop.location ? ` to ${hop.location}` : ""}. Body: ${excerpt(hop.body)}`);
  }
}

function expectRedirect(hop: Hop, pattern: RegExp, what: string): string {
  expectStatus(hop, 302, what);
  if (!hop.location || !pattern.test(hop.location)) {
    throw new BenchFailure(`${what}: expected a redirect to ${pattern}, got ${hop.location ?? "no Location"}`);
  }
  return hop.location;
}

type Row = { step: string; request: string };
const rows: Row[] = [];
const samples = new Map<Row, number[]>();

function row(step: string, request: string): Row {
  const found = rows.find((r) => r.step === step && r.request === request);
  if (found) return found;
  const created = { step, request };
  rows.push(created);
  samples.set(created, []);
  return created;
}

let recording = false;
function record(step: string, request: string, ms: number) {
  const target = row(step, request);
  if (recording) samples.get(target)!.push(ms);
}

/** "+ follow-up" runs to the headers of the page its redirect (or revalidation) loads. */
function timed(step: string, label: string, followLabel: string, first: Hop, follow?: Hop) {
  record(step, label, first.headersAt - first.started);
  if (follow) record(step, `${label} + ${followLabel}`, follow.headersAt - first.started);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const ADDED_MESSAGE = "Added to your bag.";
const stepPattern = (checkoutId: string, step: string) =>
  new RegExp(`^/checkout/${checkoutId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?step=${step}$`);

async function shopperRun(origin: string, configurationId: number) {
  const shopper = new Shopper(origin);
  const add = { intent: "add", product_configuration_id: String(configurationId), quantity: "1", redirectTo: "/shop-all" };

  // 1. Add to bag without JavaScript: the form posts, the action redirects back, the page reloads.
  const post = await shopper.request("POST", "/cart", add);
  const back = expectRedirect(post, /^\/shop-all$/, "POST /cart (add, no JavaScript)");
  const notice = shopper.session().__flash_cart_notice__ as { ok?: boolean; message?: string } | undefined;
  if (!notice?.ok || !shopper.session().cart_unique_id) {
    throw new BenchFailure(`POST /cart (add, no JavaScript) redirected but did not add: notice ${JSON.stringify(notice ?? null)}`);
  }
  const reload = await shopper.request("GET", back);
  expectStatus(reload, 200, `GET ${back} after adding`);
  timed("add to bag, no JS", "POST /cart", "GET /shop-all", post, reload);

  // With JavaScript: a fetcher posts to the action's single-fetch URL, then the page's loaders revalidate.
  const fetcherPost = await shopper.request("POST", "/cart.data", { ...add, enhanced: "1" });
  expectStatus(fetcherPost, 200, "POST /cart.data (add, enhanced)");
  if (!fetcherPost.body.includes(ADDED_MESSAGE)) {
    throw new BenchFailure(`POST /cart.data (add, enhanced) did not add. Body: ${excerpt(fetcherPost.body)}`);
  }
  const revalidation = await shopper.request("GET", "/shop-all.data");
  expectStatus(revalidation, 200, "GET /shop-all.data (revalidation)");
  timed("add to bag, JS", "POST /cart.data", "GET /shop-all.data", fetcherPost, revalidation);

  const begin = await shopper.request("GET", "/checkout");
  const contactPath = expectRedirect(begin, /^\/checkout\/[^/?]+\?step=contact$/, "GET /checkout");
  const checkoutId = decodeURIComponent(contactPath.slice("/checkout/".length, contactPath.indexOf("?")));
  const checkoutPath = `/checkout/${encodeURIComponent(checkoutId)}`;
  const contactPage = await shopper.request("GET", contactPath);
  expectStatus(contactPage, 200, `GET ${contactPath}`);
  timed("start checkout", "GET /checkout", "GET contact step", begin, contactPage);

  const steps: Array<[string, Record<string, string>, string]> = [
    ["contact", CONTACT, "address"],
    ["address", ADDRESS, "shipping"],
    ["shipping", SHIPPING, "payment"],
    ["payment", PAYMENT, "review"],
  ];
  for (const [name, form, next] of steps) {
    const saved = await shopper.request("POST", `${checkoutPath}?step=${name}`, form);
    const nextPath = expectRedirect(saved, stepPattern(encodeURIComponent(checkoutId), next), `POST ${checkoutPath}?step=${name}`);
    const page = await shopper.request("GET", nextPath);
    expectStatus(page, 200, `GET ${nextPath}`);
    timed(name, `POST /checkout/{id}?step=${name}`, `GET ${next} step`, saved, page);
  }

  const placed = await shopper.request("POST", `${checkoutPath}?step=review`, PLACE_ORDER);
  const successPath = expectRedirect(placed, /^\/checkout\/success\/[^/?]+$/, `POST ${checkoutPath}?step=review (place order)`);
  const poNumber = decodeURIComponent(successPath.slice("/checkout/success/".length));
  const success = await shopper.request("GET", successPath);
  expectStatus(success, 200, `GET ${successPath}`);
  if (!success.body.includes(poNumber)) {
    throw new BenchFailure(`GET ${successPath} does not show order ${poNumber}. Body: ${excerpt(success.body)}`);
  }
  timed("place order", "POST /checkout/{id}?step=review", "GET success page", placed, success);

  record("success page", "GET /checkout/success/{po}", success.headersAt - success.started);
}

async function expressRun(origin: string, mockUrl: string, configurationId: number) {
  const shopper = new Shopper(origin);
  const add = { intent: "add", product_configuration_id: String(configurationId), quantity: "1", redirectTo: "/shop-all" };
  expectRedirect(await shopper.request("POST", "/cart", add), /^\/shop-all$/, "POST /cart (add, no JavaScript)");

  const start = await shopper.request("POST", "/checkout/express", { intent: "express", payment_method: "paypal_express", from: "/shop-all" }, mockUrl);
  const provider = expectRedirect(start, new RegExp(`^${mockUrl}/__provider/`), "POST /checkout/express");
  record("express", "POST /checkout/express (to PayPal)", start.headersAt - start.started);

  const approved = await fetch(`${provider}/approve`, { method: "POST", redirect: "manual" });
  const back = new URL(approved.headers.get("Location") ?? "", origin);
  if (approved.status !== 303 || back.pathname !== "/checkout/express/return") throw new BenchFailure(`The sandbox's approval answered ${approved.status} to ${back.href}`);

  const returned = await shopper.request("GET", `${back.pathname}${back.search}`);
  const reviewPath = expectRedirect(returned, /^\/checkout\/[^/?]+\?step=review$/, "GET /checkout/express/return");
  const review = await shopper.request("GET", reviewPath);
  expectStatus(review, 200, `GET ${reviewPath}`);
  timed("express", "GET /checkout/express/return", "GET review step", returned, review);

  const placed = await shopper.request("POST", reviewPath, PLACE_ORDER);
  const successPath = expectRedirect(placed, /^\/checkout\/success\/[^/?]+$/, `POST ${reviewPath} (PayPal order)`);
  const success = await shopper.request("GET", successPath);
  expectStatus(success, 200, `GET ${successPath}`);
  timed("express", "POST /checkout/{id}?step=review (PayPal order)", "GET success page", placed, success);
}

type Configuration = { id: number; stock_qty: number; track_inventory: boolean };
type ProductDetail = { id: number; slug: string; digital?: boolean; sizes?: unknown[]; configurations: Configuration[] };

async function mockJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new BenchFailure(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Made to order if the first catalogue page has one, else the most stock; `resetEachRun` when even that could run out. */
async function pickConfiguration(mockUrl: string, units: number) {
  const cards = await mockJson<Array<{ id: number }>>(`${mockUrl}/api/v1/system-catalog?count=48`);
  const products = await Promise.all(cards.map((card) => mockJson<ProductDetail>(`${mockUrl}/api/v1/products/${card.id}`)));
  const candidates = products
    // A piece of one size: a ring would need its size posted too.
    .filter((product) => !product.digital && !product.sizes?.length)
    .flatMap((product) => product.configurations.map((configuration) => ({ product, configuration })));
  const untracked = candidates.find(({ configuration }) => !configuration.track_inventory);
  if (untracked) return { ...untracked, resetEachRun: false };
  const stocked = candidates.sort((a, b) => b.configuration.stock_qty - a.configuration.stock_qty)[0];
  if (!stocked || stocked.configuration.stock_qty < 2) throw new BenchFailure("The mock catalogue's first page has no piece in stock.");
  return { ...stocked, resetEachRun: stocked.configuration.stock_qty < units };
}

async function resetMock(mockUrl: string) {
  for (const [path, body] of [
    ["/__qa/reset", undefined],
    ["/__qa/delay", JSON.stringify({ delay_ms: DELAY_MS })],
  ] as const) {
    const response = await fetch(`${mockUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    if (!response.ok) throw new BenchFailure(`POST ${path} answered ${response.status}`);
  }
}

// A shop's shoppers come from many addresses: from one, the card limit per address (10 an hour) stops the run.
const servers = await startBenchServers({ port: PORT, mockPort: MOCK_PORT, delayMs: DELAY_MS, env: { TRUSTED_PROXIES: "loopback" } });
let failed: unknown = null;
let piece = "";
try {
  const picked = await pickConfiguration(servers.mockUrl, 3 * (SAMPLES + 1));
  piece = `${picked.product.slug} configuration ${picked.configuration.id} (${picked.configuration.track_inventory ? `stock ${picked.configuration.stock_qty}` : "made to order"})`;
  // One run to warm up (cache version, cached catalogue reads, JIT), then the timed ones.
  for (let run = 0; run <= SAMPLES; run++) {
    if (picked.resetEachRun) await resetMock(servers.mockUrl);
    recording = run > 0;
    await shopperRun(servers.origin, picked.configuration.id);
    await expressRun(servers.origin, servers.mockUrl, picked.configuration.id);
  }
} catch (error) {
  failed = error;
} finally {
  await servers.close();
}

if (failed) {
  console.error(`bench:checkout failed: ${failed instanceof Error ? failed.message : String(failed)}`);
  if (!(failed instanceof BenchFailure) && failed instanceof Error) console.error(failed.stack);
  process.exit(1);
}

const table = rows.map((r) => {
  const values = samples.get(r)!;
  const median = percentile(values, 50);
  const p95 = percentile(values, 95);
  return {
    step: r.step,
    request: r.request,
    "median ms": median.toFixed(1),
    "p95 ms": p95.toFixed(1),
    "median / delay": (median / DELAY_MS).toFixed(2),
    "p95 / delay": (p95 / DELAY_MS).toFixed(2),
  };
});

console.info(`API delay ${DELAY_MS} ms per call, ${SAMPLES} shoppers (after one warm-up), one at a time; piece: ${piece}`);
console.info("Times to the response headers; \"a + b\" runs from the start of a to the headers of b.");
console.table(table);

const goal = (step: string, request: string, label: string) => {
  const found = table.find((r) => r.step === step && r.request === request)!;
  const ratio = Number(found["median / delay"]);
  const verdict = ratio < ADD_TO_BAG_GOAL ? "Goal met" : "Goal missed";
  console.info(`${verdict}: ${label} (${request}) median ${ratio} x the API delay, p95 ${found["p95 / delay"]} (goal: median < ${ADD_TO_BAG_GOAL}).`);
};
goal("add to bag, no JS", "POST /cart + GET /shop-all", "add to bag without JavaScript, action + reload");
goal("add to bag, JS", "POST /cart.data + GET /shop-all.data", "add to bag with JavaScript, action + revalidation");
