/** `npm run bench:varnish` (README): each new visitor has a visitor id of its own. Needs `varnishd` (scripts/ensure-varnish.mjs). */
import { randomUUID } from "node:crypto";

import autocannon from "autocannon";

import { startVarnish } from "../tests/varnish-server";

import { startBenchServers } from "./serve-for-bench";

const RPS_DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 4000);
const CONNECTIONS = 10;
const GOALS = { throughputRatio: 10, hitRatio: 0.95 };
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

async function rps(url: string): Promise<number> {
  // Every request a new visitor: a visitor id no cache has seen.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: RPS_DURATION_S,
    headers: { "User-Agent": BROWSER, "Accept-Encoding": "gzip, deflate, br" },
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, Cookie: `uid=${randomUUID()}; locale=en` } }) }],
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

async function anonymousPages(mockUrl: string): Promise<string[]> {
  const catalog = (await (await fetch(`${mockUrl}/api/v1/system-catalog?count=24`)).json()) as { data: Array<{ slug: string }> };
  return ["/", "/shop-all", "/shop-all/rings", "/shop-all/necklaces", "/about", "/faq", ...catalog.data.map((item) => `/product/${item.slug}`)];
}

async function hitRatio(origin: string, pages: string[]): Promise<{ hits: number; total: number }> {
  let next = 0;
  let hits = 0;
  const worker = async () => {
    while (next < VISITORS) {
      const page = pages[next % pages.length];
      next += 1;
      const response = await fetch(`${origin}${page}`, { headers: { "User-Agent": BROWSER, Cookie: `uid=${randomUUID()}; locale=en` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      if (response.headers.get("X-Cache") === "HIT") hits += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { hits, total: VISITORS };
}

const STORE_PORT = 3320;
const servers = await startBenchServers({ port: STORE_PORT, mockPort: 4320, delayMs: 0 });
const varnish = await startVarnish([STORE_PORT]);
const rows: Array<{ figure: string; value: string; goal: string; ratio: number }> = [];
try {
  const pages = await anonymousPages(servers.mockUrl);
  const { hits, total } = await hitRatio(varnish.origin, pages);
  rows.push({
    figure: `hit ratio, ${total} new visitors over ${pages.length} anonymous pages`,
    value: `${hits} ÷ ${total} = ${((hits / total) * 100).toFixed(1)} %`,
    goal: `> ${GOALS.hitRatio * 100} %`,
    ratio: GOALS.hitRatio / (hits / total),
  });

  await rps(`${servers.origin}/shop-all`); // warm the store's own caches at this concurrency
  const direct = await rps(`${servers.origin}/shop-all`);
  const cached = await rps(`${varnish.origin}/shop-all`);
  rows.push({
    figure: `/shop-all rps through Varnish ÷ the store's own, ${CONNECTIONS} connections, new visitors`,
    value: `${cached.toFixed(0)} ÷ ${direct.toFixed(0)} = ${(cached / direct).toFixed(1)}`,
    goal: `≥ ${GOALS.throughputRatio}`,
    ratio: GOALS.throughputRatio / (cached / direct),
  });
} finally {
  await varnish.stop();
  await servers.close();
}

console.table(rows.map((row) => ({ ...row, ratio: row.ratio.toFixed(2), met: row.ratio <= 1 ? "yes" : "NO" })));
const missed = rows.filter((row) => row.ratio > 1);
console.info(missed.length === 0 ? "Every goal met (every ratio at most 1.00)." : `Goals missed: ${missed.map((row) => row.figure).join("; ")}.`);
