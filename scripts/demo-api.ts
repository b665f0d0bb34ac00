/**
 * The demo's API as `npm start` runs it, for start.ts and the benchmarks alike: the mock API on its port, told to
 * tell the store of every new cache version (the store's `POST /cache-version`), and the variables the store needs
 * to use it. A variable already in `env` (even empty: `INTEGRATION_ORIGINS=` runs no third party) wins.
 */
import { randomBytes } from "node:crypto";

import { type MockApi, startMockApi } from "../mock-api/server";

export async function startDemoApi(
  env: Record<string, string | undefined>,
  { mockPort, storePort, storeUrl }: { mockPort: number; storePort: number; storeUrl: string },
): Promise<{ mock: MockApi; env: Record<string, string> }> {
  const token = env.CACHE_VERSION_TOKEN ?? randomBytes(32).toString("hex");
  // The hook goes to this machine's store, whatever public origin SITE_URL names.
  const hook = { url: `http://127.0.0.1:${storePort}/cache-version`, token };
  // The QA console at the mock's root links into the store (e-mail links, order tracking): it is at storeUrl.
  const mock = await startMockApi({ port: mockPort, storeUrl, cacheVersionHook: hook });
  return {
    mock,
    env: {
      API_URL: mock.url,
      CACHE_VERSION_TOKEN: token,
      // The mock plays the third parties (tag manager, analytics, pixel, chat...) on its own origin: the demo lets their scripts run.
      INTEGRATION_ORIGINS: env.INTEGRATION_ORIGINS ?? mock.url,
      // And the statistics and address validation the server posts to (integrations 35 and 64).
      INTEGRATION_SERVICE_ORIGINS: env.INTEGRATION_SERVICE_ORIGINS ?? mock.url,
      // And its custom script (integration 9), whose inline code runs only where the operator allows it.
      ALLOW_CUSTOM_SCRIPTS: env.ALLOW_CUSTOM_SCRIPTS ?? "true",
    },
  };
}
