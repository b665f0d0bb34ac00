/**
 * `npm run bench`: time to first byte and throughput of the built storefront
 * against the mock API with a fixed delay on every API call.
 *
 * TTFB / delay near 1.0 means a page waits for one API round trip: its
 * loaders' calls run in parallel and the cache version never adds one.
 * Bounded: a fixed number of requests, then a fixed-duration load on loopback.
 */
import { request } from "node:http";

import autocannon from "autocannon";

import { startBenchServers } from "./serve-for-bench";

const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUTES_OVERRIDE = process.env.BENCH_ROUTES?.split(",");

function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { "User-Agent": "bench" } }, (res) => {
      res.once("data", () => {
        const elapsed = performance.now() - started;
        res.resume();
        res.on("end", () => resolve(elapsed));
      });
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A product page of the seed, found through the mock API. */
async function firstProductPath(mockUrl: string): Promise<string> {
  const response = await fetch(`${mockUrl}/api/v1/system-catalog?count=1`);
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  return `/product/${body.data[0].slug}`;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const servers = await startBenchServers({ port: 3310, mockPort: 4310, delayMs: DELAY_MS });
const rows: Array<Record<string, string | number>> = [];
try {
  const routes = ROUTES_OVERRIDE ?? ["/", "/about", "/shop-all", "/shop-all/rings?sort=price_asc", await firstProductPath(servers.mockUrl)];
  for (const route of routes) {
    const url = `${servers.origin}${route}`;
    for (let i = 0; i < 5; i++) await timeToFirstByte(url); // warm: cv, cached reads, JIT
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timeToFirstByte(url));
    const load = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { "User-Agent": "bench" } });
    const median = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    rows.push({
      route,
      "median TTFB ms": median.toFixed(1),
      "p95 TTFB ms": p95.toFixed(1),
      "median / delay": (median / DELAY_MS).toFixed(2),
      "p95 / delay": (p95 / DELAY_MS).toFixed(2),
      [`req/s @${CONNECTIONS}`]: load.requests.average.toFixed(1),
      errors: load.errors + load.non2xx,
    });
  }
} finally {
  await servers.close();
}

console.info(`API delay ${DELAY_MS} ms per call, ${SAMPLES} sequential samples, then ${CONNECTIONS} connections for ${DURATION_S} s`);
console.table(rows);
const worst = Math.max(...rows.map((row) => Number(row["median / delay"])));
console.info(worst < 1.3 ? `Goal met: every median TTFB under 1.3 x the API delay (worst ${worst}).` : `Goal missed: worst median TTFB is ${worst} x the API delay (goal < 1.3).`);
