import { type Page, expect, test as base } from "@playwright/test";

import type { JournalEntry, JournalFilter } from "../../mock-api/journal";

import { MOCK_API_PORT, STORE_PORT } from "./lanes";

export const MOCK_API_URL = `http://127.0.0.1:${MOCK_API_PORT}`;

type CatalogItem = { slug: string; default_sku: string; translations: Array<{ title: string }> };

/** The mock's catalogue, as the store reads it (`system-catalog`, with the query given). */
export async function catalog(query: string): Promise<{ data: CatalogItem[]; meta: { total: number } }> {
  const response = await fetch(`${MOCK_API_URL}/api/v1/system-catalog?${query}`);
  return response.json();
}

export const STORE_URL = `http://127.0.0.1:${STORE_PORT}`;

export type Fault = {
  path: string;
  method?: string;
  status?: number;
  body?: unknown;
  bodyText?: string;
  headers?: Record<string, string>;
  delay_ms?: number;
  times?: number;
};

/** A fault with `times` leaves the list once used up. */
export type ActiveFault = Fault & { id: number; hits: number };

async function qa(path: string, init?: RequestInit) {
  const response = await fetch(`${MOCK_API_URL}/__qa${path}`, init);
  if (!response.ok) throw new Error(`QA ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const addFault = (fault: Fault) =>
  qa("/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fault) }) as Promise<{ data: ActiveFault }>;

/** The mock's request journal (mock-api/README.md "The request journal"): what the store sent, body redacted. */
export type { JournalEntry, JournalFilter };

const CAMPAIGN_PATH = "/api/v1/campaign-discount";

export const mockApi = {
  reset: () => qa("/reset", { method: "POST" }),
  async fault(fault: Fault) {
    // Faults answer in the order added: a test's own campaign answer replaces the fixture's (noCampaignPopup).
    if (fault.path === CAMPAIGN_PATH) {
      const others = (await mockApi.faults()).filter((active) => active.path !== CAMPAIGN_PATH);
      await mockApi.clearFaults();
      for (const { id: _id, hits: _hits, ...kept } of others) await addFault(kept);
    }
    return addFault(fault);
  },
  faults: async () => ((await qa("/faults")) as { data: { faults: ActiveFault[] } }).data.faults,
  clearFaults: () => qa("/faults", { method: "DELETE" }),
  /** One fault, if it is still there (one with `times` leaves once used up). */
  removeFault: async (id: number) => void (await (await fetch(`${MOCK_API_URL}/__qa/faults/${id}`, { method: "DELETE" })).arrayBuffer()),
  /** The calls the mock received (a reset clears them), oldest first. */
  requests: async (filter: JournalFilter = {}) => {
    const query = new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)]));
    return ((await qa(`/requests?${query}`)) as { data: JournalEntry[] }).data;
  },
  /** Answers the mock gave outside its contract (the fault switch's excepted) since the test began. */
  drift: async () => ((await qa("/drift")) as { data: unknown[] }).data,
  /** The journal's last seq: read on from it with `requests({ after })`. */
  lastRequest: async () => ((await qa("/requests")) as { data: JournalEntry[] }).data.at(-1)?.seq ?? 0,
  /** A new cache version: the store reads its cached and optional calls afresh. */
  bumpCacheVersion: () => qa("/cv", { method: "POST" }),
  events: () => qa("/events") as Promise<{ data: Array<Record<string, unknown>> }>,
  eventsFrom: async <T = Record<string, unknown>>(source: string) =>
    ((await qa(`/events?source=${source}`)) as { data: Array<{ body: T }> }).data.map((event) => event.body),
  /** The store's end-to-end run starts with none. */
  enableIntegrations: (types: number[]) =>
    qa("/integrations", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ enabled_integrations: types }) }),
  clearEvents: () => qa("/events", { method: "DELETE" }),
  /** While on, every cart that ships a parcel carries the delay notice. A reset turns it off. */
  setHighOrderVolume: (on: boolean) =>
    qa("/notices", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ high_order_volume: on }) }),
  highOrderVolume: async () => ((await qa("/notices")) as { data: { high_order_volume: boolean } }).data.high_order_volume,
  async get<T = unknown>(path: string): Promise<T> {
    const response = await fetch(`${MOCK_API_URL}/api/v1${path}`);
    return (await response.json()).data as T;
  },
};

/** A marketing popup opens 4 s into a page: specs that are not about it switch it off. */
export const NO_POPUPS: Fault = { path: "/api/v1/popups", status: 200, body: { data: [] } };

let campaignWithoutPopup: Fault | undefined;
/** The campaign's popup opens 4 s in too: the seed's campaign with `is_popup` false, its bar and banner kept. */
async function noCampaignPopup(): Promise<Fault> {
  if (!campaignWithoutPopup) {
    const campaign = await mockApi.get<Record<string, unknown>>("/campaign-discount");
    campaignWithoutPopup = { path: CAMPAIGN_PATH, status: 200, body: { data: { ...campaign, is_popup: false } } };
  }
  return campaignWithoutPopup;
}

export { CRAWLER_USER_AGENT, SHOPPER_USER_AGENT } from "../user-agents";

/** A documentation-range address (198.18.0.0/15, for benchmarks) that no two tests are likely to share. */
export function randomShopperIp() {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

/** Chrome's console line for anything the Content-Security-Policy refused (or a directive it could not read). */
export const CSP_MESSAGE = /Content Security Policy/i;

type Fixtures = {
  resetMock: void;
  shopperIp: string;
  /** On by default: a page the test opens fails it on any CSP violation. A test about the policy itself turns it off. */
  failOnCspViolation: boolean;
  /** On by default: documents boot once parsed, as if touched then (app/lib/late-boot.ts), so JavaScript loads with the page. */
  bootOnParse: boolean;
};

/**
 * Each test starts from the seed, keeps to the CSP, and comes from its own address (the store trusts its proxy,
 * TRUSTED_PROXIES=loopback), so one test's sign-ins do not spend another's rate limits.
 */
export const test = base.extend<Fixtures>({
  baseURL: STORE_URL,
  // Playwright reads a fixture's dependencies from this pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  shopperIp: async ({}, provide) => {
    await provide(randomShopperIp());
  },
  extraHTTPHeaders: async ({ shopperIp }, provide) => {
    await provide({ "X-Forwarded-For": shopperIp });
  },
  resetMock: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await mockApi.reset();
      await qa("/drift", { method: "DELETE" });
      await addFault(NO_POPUPS);
      await addFault(await noCampaignPopup());
      await use();
      await mockApi.clearFaults();
      // Every answer the mock gave the store in this test kept the published contract (mock-api/README.md "The contract").
      expect(await mockApi.drift(), "answers outside the API's contract (GET /__qa/drift)").toEqual([]);
    },
    { auto: true },
  ],
  failOnCspViolation: [true, { option: true }],
  bootOnParse: [true, { option: true }],
  // The page itself is wrapped rather than an auto fixture added, so the tests that only speak HTTP open no browser.
  // (Its `use` is named `run`: the React hooks lint rule would take a `use` call in `page` for a hook.)
  page: async ({ page, failOnCspViolation, bootOnParse }, run) => {
    if (bootOnParse && hasJavaScript()) {
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => window.dispatchEvent(new Event("pointermove")));
      });
    }
    const violations: string[] = [];
    if (failOnCspViolation) {
      page.on("console", (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
    }
    await run(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});

export { expect };

/** The header's bag link's name for a count (app/components/Header.tsx). */
export const cartLinkName = (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`;

export const hasJavaScript = () => test.info().project.name !== "no-js";

/** The page boots on the shopper's first sign of intent (app/lib/late-boot.ts): a press of Shift, which changes nothing. */
export async function hydrated(page: Page) {
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The drawers' form code loads on the next sign of intent (app/lib/first-intent.ts): another press of Shift. */
export async function formsReady(page: Page) {
  if (!hasJavaScript()) return;
  await hydrated(page);
  await page.keyboard.press("Shift");
  await page.locator("html[data-forms-ready]").waitFor({ state: "attached" });
}

export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await formsReady(page);
  return response;
}

type Product = { slug: string; sizes?: unknown[]; configurations?: Array<{ sku: string; track_inventory: boolean; stock_qty: number }> };

/** No tracked stock, so any quantity is allowed and repeated runs never sell it out. */
export async function madeToOrderPiece(): Promise<string> {
  const list = (await (await fetch(`${MOCK_API_URL}/api/v1/system-catalog?count=240`)).json()) as { data: Product[] };
  for (const item of list.data) {
    const product = ((await (await fetch(`${MOCK_API_URL}/api/v1/products/${item.slug}`)).json()) as { data: Required<Product> }).data;
    // A piece of one size: a ring needs its size chosen first (ring-sizes.spec.ts).
    const made = product.sizes.length ? undefined : product.configurations.find((c) => !c.track_inventory);
    if (made) return `/product/${product.slug}?configuration_id=${made.sku}`;
  }
  throw new Error("The seed has no made-to-order configuration");
}

export async function trackedPiece(): Promise<{ path: string; stock: number }> {
  const list = (await (await fetch(`${MOCK_API_URL}/api/v1/system-catalog?count=240`)).json()) as { data: Product[] };
  for (const item of list.data) {
    const product = ((await (await fetch(`${MOCK_API_URL}/api/v1/products/${item.slug}`)).json()) as { data: Required<Product> }).data;
    const tracked = product.sizes.length ? undefined : product.configurations.find((c) => c.track_inventory && c.stock_qty >= 2 && c.stock_qty < 50);
    if (tracked) return { path: `/product/${product.slug}?configuration_id=${tracked.sku}`, stock: tracked.stock_qty };
  }
  throw new Error("The seed has no tracked configuration with a few in stock");
}

/** The seeded demo shopper (mock-api/seed/users.ts). */
export const DEMO_SHOPPER = { email: "demo@maison-lumiere.example", password: "Lumiere-2026!" };

export async function signIn(page: Page, email = DEMO_SHOPPER.email, password = DEMO_SHOPPER.password) {
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

export type EmailUsLabels = { subject: string; full_name: string; last_name: string; email: string; text_area: string; button_text: string };

export async function emailUsLabels(): Promise<EmailUsLabels> {
  const block = await mockApi.get<{ translations: Array<{ content: EmailUsLabels }> }>("/blocks/email-us");
  return block.translations[0].content;
}

/**
 * From then on time moves only by runFor. The page's clock runs on while the pause is asked for: on a busy
 * machine the moment read may already be past, and the pause is asked again from the page's new time.
 */
export async function pauseClock(page: Page) {
  for (let tries = 1; ; tries++) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    } catch (error) {
      if (tries === 3 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

export async function openPaused(page: Page, path: string) {
  await open(page, path);
  await pauseClock(page);
}
