import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, findTestChromium } from "./scripts/chromium.mjs";
import { E2E_API_TIMEOUT_MS } from "./tests/fault-matrix";
import { E2E_METRICS_TOKEN, E2E_WORKERS, lanePorts } from "./tests/e2e/lanes";
import { SHOPPER_USER_AGENT } from "./tests/user-agents";
import { TEST_SESSION_SECRET } from "./tests/varnish-server";

const FLAKY = /flaky-network\.spec\.ts$/;
const lanes = Array.from({ length: E2E_WORKERS }, (_, lane) => lanePorts(lane));

const executablePath = findTestChromium() ?? undefined;

/** API_TIMEOUT_MS is short so the fault matrix's timeouts cost seconds, not the default 8. */
export const storeEnv = {
  SESSION_SECRET: TEST_SESSION_SECRET,
  API_TIMEOUT_MS: String(E2E_API_TIMEOUT_MS),
  // Under the API timeout, as in production (1 s there; shell.server.test.ts holds that figure), with room for a busy CI machine.
  SHELL_CART_WAIT_MS: "2000",
  // Behind a trusted proxy (the runner, on loopback): each test sends its own X-Forwarded-For (tests/e2e/support.ts), so
  // rate limits count per test.
  TRUSTED_PROXIES: "loopback",
  // Production's rule for /metrics: the token or nothing (lifecycle.spec.ts scrapes with it).
  METRICS_TOKEN: E2E_METRICS_TOKEN,
  // The mock's custom script (integration 9) runs, so its nonce and its place are tested (integrations.spec.ts).
  ALLOW_CUSTOM_SCRIPTS: "true",
};

/**
 * Every spec runs with JavaScript and without. Each worker has a store and a mock API of its own (tests/e2e/lanes.ts):
 * the mock's faults are global to it, so a worker runs its tests one at a time.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Generous: the specs check behaviour, not speed (that is npm run bench's), and a busy two-core machine runs a
  // 13 s checkout walk in over 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    // Each worker's own store: tests/e2e/support.ts sets baseURL.
    // Tracing every test costs about a sixth of a run's time.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath, args: executablePath ? CHROMIUM_ARGS : [] },
  },
  projects: [
    // A shopper's Chrome, not HeadlessChrome (a crawler to isbot): specs walk the shopper's path unless they ask for the crawler's.
    { name: "js", testIgnore: FLAKY, use: { ...devices["Desktop Chrome"], userAgent: SHOPPER_USER_AGENT, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: FLAKY, use: { ...devices["Desktop Chrome"], userAgent: SHOPPER_USER_AGENT, javaScriptEnabled: false } },
    // The main flows with a seeded share of the page's background requests failing (tests/e2e/flaky-network.spec.ts).
    { name: "flaky-network", testMatch: FLAKY, use: { ...devices["Desktop Chrome"], userAgent: SHOPPER_USER_AGENT, javaScriptEnabled: true } },
  ],
  webServer: lanes.map(({ store, mockApi }) => {
    const origin = `http://127.0.0.1:${store}`;
    return {
      // The same script `npm start` runs after building, so the README's start path is exercised too. Each test resets
      // the mock API (a new cache version), which tells the store at once (scripts/demo-api.ts).
      command: "npm run serve",
      url: `${origin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(store),
        MOCK_API_PORT: String(mockApi),
        ...storeEnv,
        // The browser's origin: cookies set here must come back from the payment provider's return.
        SITE_URL: origin,
        // Third-party stand-ins off unless a spec turns them on (integrations.spec.ts): other specs see the store alone.
        MOCK_INTEGRATIONS: "off",
      },
    };
  }),
});
