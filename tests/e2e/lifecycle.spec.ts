// Running it for real (README, "Running it in production"): each test starts its own store process (server.mjs, as
// production starts it), sends it real requests and real signals, and reads its JSON log.
import { type StoreProcess, startStore } from "./http-shopper";
import { E2E_METRICS_TOKEN, STORE_PORT } from "./lanes";
import { STORE_URL, expect, hasJavaScript, madeToOrderPiece, mockApi, test } from "./support";

const [DRAIN_PORT, CUT_PORT, METRICS_PORT] = [61, 62, 63].map((offset) => STORE_PORT + offset);

type LogLine = { level: number; msg: string; req?: { id: string; method: string; path: string }; res?: { status: number }; route?: string; duration_ms?: number };

const logLines = (store: StoreProcess): LogLine[] =>
  store
    .output()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

/** A request whose answer waits for the API, sent on a connection of its own. */
function slowRequest(origin: string, path: string) {
  const started = Date.now();
  return fetch(`${origin}${path}`, { headers: { Connection: "close" } }).then(
    async (response) => ({ status: response.status, ms: Date.now() - started, body: await response.text() }),
    (error: unknown) => ({ status: 0, ms: Date.now() - started, body: String(error) }),
  );
}

test.describe("the store as a process", () => {
  test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");
  test.describe.configure({ timeout: 60_000 });

  test("ready once warm; on SIGTERM readiness turns off, what is in flight finishes, new connections are refused, and it exits 0", async () => {
    // The API may take its time here: the e2e run's short API timeout would answer 504 first.
    const store = await startStore(DRAIN_PORT, { SHUTDOWN_DELAY_MS: "1500", API_TIMEOUT_MS: "10000" });
    try {
      await expect.poll(async () => (await fetch(`${store.origin}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${store.origin}/readyz`)).text()).toContain("ready");
      const piece = await madeToOrderPiece();
      // The page waits 2.5 s for the API: it is in flight when the signal comes.
      await mockApi.fault({ path: "/api/v1/products/*", delay_ms: 2500, times: 1 });
      const inFlight = slowRequest(store.origin, piece);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = Date.now();
      store.child.kill("SIGTERM");

      // During the delay the instance still answers, and says it is not ready; /healthz says it lives.
      await expect.poll(async () => (await fetch(`${store.origin}/readyz`, { headers: { Connection: "close" } })).status).toBe(503);
      expect((await fetch(`${store.origin}/healthz`, { headers: { Connection: "close" } })).status).toBe(200);
      // After it, the listener is closed: a new connection is refused.
      await new Promise((resolve) => setTimeout(resolve, 1700));
      const refused = await fetch(`${store.origin}/healthz`).then(
        () => "answered",
        (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? error),
      );
      expect(refused).toBe("ECONNREFUSED");

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeGreaterThan(2000);
      expect(await store.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      const said = logLines(store).map((line) => line.msg);
      expect(said).toContain("draining");
      expect(said).toContain("drained");
      expect(logLines(store).find((line) => line.req?.path === piece.split("?")[0])?.res?.status).toBe(200);
    } finally {
      await store.stop();
      await mockApi.clearFaults();
    }
  });

  test("what is still in flight when the hard timeout comes is cut, and the process exits 1 within it", async () => {
    const store = await startStore(CUT_PORT, { SHUTDOWN_TIMEOUT_MS: "1000", API_TIMEOUT_MS: "10000" });
    try {
      const piece = await madeToOrderPiece();
      await mockApi.fault({ path: "/api/v1/products/*", delay_ms: 6000, times: 1 });
      const inFlight = slowRequest(store.origin, piece);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      store.child.kill("SIGTERM");
      expect(await store.exited).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(3000);
      expect((await inFlight).status).toBe(0);
      expect(logLines(store).map((line) => line.msg)).toContain("drain timed out: cutting what is left");
    } finally {
      await store.stop();
      // The slow answer's fault, should the cut store never have asked for it.
      await mockApi.clearFaults();
    }
  });

  test("logs one JSON line per request with its id, route, status and duration, and nothing of its query or cookies; the id goes back on the answer", async () => {
    const store = await startStore(METRICS_PORT, { METRICS_TOKEN: "scrape-token-0123456789" });
    try {
      const piece = await madeToOrderPiece();
      const slug = piece.split("?")[0];
      const answer = await fetch(`${store.origin}${slug}?email=ada%40example.com`, {
        headers: { "X-Request-Id": "proxy-id-0001", Cookie: "__session=secret-cookie-value" },
      });
      expect(answer.headers.get("x-request-id")).toBe("proxy-id-0001");
      // A forged id (a line break and a fake log line) is replaced by a new one.
      const forged = await fetch(`${store.origin}/about`, { headers: { "X-Request-Id": "x\",\"level\":60,\"y\":\"" } });
      expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

      await expect.poll(() => logLines(store).find((line) => line.req?.id === "proxy-id-0001")).toBeTruthy();
      const line = logLines(store).find((entry) => entry.req?.id === "proxy-id-0001")!;
      expect(line).toMatchObject({ level: 30, req: { method: "GET", path: slug }, res: { status: 200 }, route: "routes/product.$slug" });
      expect(line.duration_ms).toBeGreaterThanOrEqual(0);
      const everything = store.output();
      expect(everything).not.toContain("ada%40example.com");
      expect(everything).not.toContain("ada@example.com");
      expect(everything).not.toContain("secret-cookie-value");
      expect(everything).not.toContain('"level":60');
    } finally {
      await store.stop();
    }
  });

  test("serves Prometheus metrics with the token only, wherever it is asked from", async () => {
    const store = await startStore(METRICS_PORT, { METRICS_TOKEN: "scrape-token-0123456789" });
    try {
      // Read whole: a page streams, and its request is counted once its answer has finished.
      const page = await fetch(`${store.origin}${(await madeToOrderPiece()).split("?")[0]}`);
      expect(page.status).toBe(200);
      await page.text();
      await (await fetch(`${store.origin}/about`)).text();
      const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
      const scraped = await fetch(`${store.origin}/metrics`, { headers: bearer("scrape-token-0123456789") });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get("content-type")).toContain("text/plain");
      const text = await scraped.text();
      expect(text).toMatch(/storefront_http_request_duration_seconds_count\{route="routes\/product\.\$slug",method="GET",status="200"\} 1/);
      expect(text).toMatch(/storefront_api_call_duration_seconds_count\{endpoint="\/products\/\{slug\}",method="GET",outcome="ok"\} \d+/);
      expect(text).toMatch(/storefront_cache_lookups_total\{cache="api",result="hit"\} \d+/);
      expect(text).toMatch(/storefront_cache_lookups_total\{cache="render",result="(hit|miss)"\} \d+/);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
      expect(text).toMatch(/^storefront_redis_up 0$/m);
      // No slug, id or query in any label.
      expect(text).not.toMatch(/route="\/|endpoint="\/products\/[a-z]/);

      // Without it, even from this machine directly: not found. Through a proxy with it: served. A wrong one: not found.
      expect((await fetch(`${store.origin}/metrics`)).status).toBe(404);
      expect((await fetch(`${store.origin}/metrics`, { headers: { Via: "1.1 varnish" } })).status).toBe(404);
      const proxied = (token: string) => ({ "X-Forwarded-For": "203.0.113.7", ...bearer(token) });
      expect((await fetch(`${store.origin}/metrics`, { headers: proxied("scrape-token-0123456789") })).status).toBe(200);
      expect((await fetch(`${store.origin}/metrics`, { headers: proxied("scrape-token-012345678X") })).status).toBe(404);
    } finally {
      await store.stop();
    }
  });
});

test.describe("real shoppers' speed", () => {
  test("a page's web vitals and its first touch's boot reach the store's metrics, by route, when the shopper leaves it", async ({ page }) => {
    test.skip(!hasJavaScript(), "measured by the page's JavaScript");
    const scrape = async () => (await fetch(`${STORE_URL}/metrics`, { headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` } })).text();
    const count = (text: string, metric: string) =>
      // /about is a content page: the catch-all route's.
      Number(new RegExp(`storefront_web_vitals_count\\{metric="${metric}",route="routes/\\$"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    const before = await scrape();
    // The suite boots each page on a sign of intent as it is parsed (support.ts): a first touch.
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.locator("html")).toHaveAttribute("data-boot-cause", "intent");
    await page.mouse.click(5, 300);
    // Leaving the page hides it: the figures go in one post.
    await page.goto("/shop-all");
    for (const metric of ["TTFB", "FCP", "LCP", "first_touch_boot"]) {
      await expect.poll(async () => count(await scrape(), metric), { message: metric }).toBeGreaterThan(count(before, metric));
    }
    const sums = Object.fromEntries(
      [...(await scrape()).matchAll(/storefront_web_vitals_sum\{metric="([^"]+)",route="routes\/\$"\} ([\d.e-]+)/g)].map(([, metric, sum]) => [metric, Number(sum)]),
    );
    test.info().annotations.push({ type: "real-user figures, content pages, sums in s", description: JSON.stringify(sums) });
    console.info(`Real-user figures, content pages (sums, s): ${JSON.stringify(sums)}`);
    expect(sums.LCP).toBeGreaterThan(0);
  });
});
