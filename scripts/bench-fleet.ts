/**
 * `npm run bench:fleet` (docs/performance.md): the fleet of `npm run fleet` under a bounded load of anonymous and
 * signed-in pages through Varnish while (a) one instance is stopped with SIGTERM and started again, (b) Redis is
 * killed and started again, (c) the API answers past its timeout for 10 s. Prints each phase's answers, the hit ratio
 * of advertised visitors, Varnish's rate against the store's own, and the instances' memory. Figures, not a test.
 */
import { readFileSync } from "node:fs";

import autocannon from "autocannon";

import { setGlobalDelay } from "../mock-api/faults";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../mock-api/seed/users";

import { startFleet } from "./fleet";

const CONCURRENCY = Number(process.env.BENCH_FLEET_CONCURRENCY ?? 8);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** The store's API timeout (API_TIMEOUT_MS's default), and past it. */
const API_TIMEOUT_MS = 8_000;

type Tally = { requests: number; failed: number; statuses: Map<string, number> };

const fleet = await startFleet();
const rss = () =>
  fleet.instances.map((instance) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${instance.child.pid}/status`, "utf8"))?.[1]) / 1024));

async function signedInCookie(): Promise<string> {
  const body = new URLSearchParams({ intent: "sign-in", email: DEMO_EMAIL, password: DEMO_PASSWORD, redirect: "/" });
  const answer = await fetch(`${fleet.origin}/sign-in`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER, Origin: fleet.origin },
  });
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  if (!session) throw new Error(`Sign-in gave no session (${answer.status})`);
  return session.split(";")[0];
}

const catalog = (await (await fetch(`${fleet.mockUrl}/api/v1/system-catalog?count=12`)).json()) as { data: Array<{ slug: string }> };
const anonymous = ["/", "/shop-all", "/about", "/faq", ...catalog.data.map((item) => `/product/${item.slug}`)];
const signedIn = ["/profile", "/orders", "/favorites"];
const cookie = await signedInCookie();

/**
 * CONCURRENCY loops of three anonymous pages to one signed-in page, for `ms` and for as long as `during` runs. A 5xx is
 * "honest" when it is the store's own error page (which says what happened), not Varnish's or a dropped connection.
 */
async function load(ms: number, during: () => Promise<void> = async () => {}): Promise<Tally> {
  const tally: Tally = { requests: 0, failed: 0, statuses: new Map() };
  const note = (what: string, failed: boolean) => {
    tally.requests += 1;
    if (failed) tally.failed += 1;
    tally.statuses.set(what, (tally.statuses.get(what) ?? 0) + 1);
  };
  const until = Date.now() + ms;
  let busy = true;
  let turn = 0;
  const loop = async () => {
    while (busy || Date.now() < until) {
      turn += 1;
      const personal = turn % 4 === 0;
      const path = personal ? signedIn[turn % signedIn.length] : anonymous[turn % anonymous.length];
      try {
        const answer = await fetch(`${fleet.origin}${path}`, {
          redirect: "manual",
          headers: { "User-Agent": BROWSER, ...(personal ? { Cookie: cookie } : {}) },
          signal: AbortSignal.timeout(30_000),
        });
        const body = await answer.text();
        const honest = answer.status >= 500 && body.includes('class="error-page');
        note(`${personal ? "signed-in" : "anonymous"} ${answer.status}${honest ? " (the store's error page)" : ""}`, answer.status >= 500);
      } catch (error) {
        note(`no answer (${(error as Error).name})`, true);
      }
    }
  };
  await Promise.all([...Array.from({ length: CONCURRENCY }, loop), during().finally(() => (busy = false))]);
  return tally;
}

const show = (tally: Tally) =>
  `${tally.requests} requests, ${tally.failed} failed (${[...tally.statuses].map(([what, count]) => `${what}: ${count}`).join(", ")})`;

const rows: Array<{ figure: string; value: string; goal: string; met: string }> = [];
const row = (figure: string, value: string, goal: string, met: boolean) => rows.push({ figure, value, goal, met: met ? "yes" : "NO" });

try {
  await load(3_000);
  const rssBefore = rss();

  const restart = await load(4_000, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await fleet.restartInstance(0);
  });
  row("(a) one instance stopped (SIGTERM) and started again", show(restart), "0 failed", restart.failed === 0);

  const redis = await load(4_000, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await fleet.restartRedis(3_000);
  });
  row("(b) Redis killed, and started again 3 s later", show(redis), "0 failed", redis.failed === 0);

  const slow = await load(12_000, async () => {
    setGlobalDelay(API_TIMEOUT_MS + 2_000);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    setGlobalDelay(0);
  });
  const dishonest = [...slow.statuses].filter(([what]) => (/ 5\d\d/.test(what) && !what.endsWith("(the store's error page)")) || what.startsWith("no answer"));
  row("(c) the API past its timeout for 10 s", show(slow), "only the store's own error pages fail", dishonest.length === 0);

  const rssAfter = rss();
  row("RSS of each instance, before and after", `${rssBefore.join(", ")} MB, then ${rssAfter.join(", ")} MB`, "flat (within 50 MB)", rssAfter.every((mb, i) => mb - rssBefore[i] < 50));

  // Advertised visitors: campaign and click ids, analytics cookies, a visitor id each, never seen before.
  let hits = 0;
  const visitors = 300;
  for (let i = 0; i < visitors; i++) {
    const path = `${anonymous[i % anonymous.length]}?utm_source=news&utm_campaign=solstice-${i}&gclid=Cj0K${i}`;
    const answer = await fetch(`${fleet.origin}${path}`, { headers: { "User-Agent": BROWSER, Cookie: `_ga=GA1.1.${i}; _fbp=fb.1.${i}; uid=visitor-${i}` } });
    await answer.arrayBuffer();
    if (answer.headers.get("X-Cache") === "HIT") hits += 1;
  }
  row("Hit ratio, advertised visitors with analytics cookies", `${hits} ÷ ${visitors} = ${((100 * hits) / visitors).toFixed(1)} %`, "> 95 %", hits / visitors > 0.95);

  const rate = async (origin: string) =>
    (await autocannon({ url: `${origin}/shop-all`, connections: 10, duration: 5, headers: { "User-Agent": BROWSER, "Accept-Encoding": "gzip, deflate, br" } })).requests.average;
  const throughVarnish = await rate(fleet.origin);
  const direct = await rate(`http://127.0.0.1:${fleet.instances[1].port}`);
  row("/shop-all rps through Varnish ÷ one instance's own", `${throughVarnish.toFixed(0)} ÷ ${direct.toFixed(0)} = ${(throughVarnish / direct).toFixed(1)}`, "≥ 10", throughVarnish / direct >= 10);
} finally {
  setGlobalDelay(0);
  await fleet.stop();
}

console.table(rows);
const missed = rows.filter((entry) => entry.met !== "yes");
console.info(missed.length === 0 ? "Every goal met." : `Goals missed: ${missed.map((entry) => entry.figure).join("; ")}.`);
