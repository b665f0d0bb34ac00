// `npm run fuzz` (README): `npm run build && npm run fuzz -- --runs 10000 --seed 20260701 --concurrency 8`.
// Each failure is sent again alone at the end, for the store's log of it.
import { existsSync } from "node:fs";
import { Agent, type OutgoingHttpHeaders, request as httpRequest } from "node:http";
import type { Socket } from "node:net";
import { parseArgs } from "node:util";

import fc from "fast-check";

import {
  ACTION_TARGETS,
  GET_FORMS,
  type Outcome,
  type Probe,
  actionProbe,
  buildRequest,
  describeProbe,
  loaderProbe,
  problemWith,
  providerPage,
  routePath,
} from "../tests/fuzz/arbitraries";
import { type Send, SessionPool, makeSession, sessionFor, staticFixtures } from "../tests/fuzz/shoppers";

import { startBenchServers } from "./serve-for-bench";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "10000" },
    seed: { type: "string", default: "20260701" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string", default: "3510" },
    "mock-port": { type: "string", default: "4510" },
  },
});
const RUNS = Number(args.runs);
const SEED = Number(args.seed);
const CONCURRENCY = Number(args.concurrency);
const BATCH = 100;

if (!existsSync("build/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

type Submission = { probe: Probe; data: boolean };

// A route's weight is its number of forms. URLs stay under 12 KB: past Node's 16 KB header limit the server
// answers 431 and drops the connection, which measures Node, not the store.
const MAX_PATH = 12_000;
const submission: fc.Arbitrary<Submission> = fc
  .oneof(
    ...ACTION_TARGETS.map((target) => ({
      weight: "forms" in target ? target.forms.length : 1,
      arbitrary: fc.record({ probe: actionProbe(target), data: fc.boolean() }),
    })),
    ...GET_FORMS.map((form) => ({ weight: 1, arbitrary: fc.record({ probe: loaderProbe(form.route), data: fc.constant(false) }) })),
  )
  // Measured as sent: percent-encoded, where an "é" is 6 characters.
  .filter(({ probe }) => new URL(buildRequest(probe, { origin: "http://x", cookie: null, refs: {}, originHeader: "Origin" }).path, "http://x").href.length <= MAX_PATH);

function dataPath(path: string): string {
  const at = path.indexOf("?");
  const [pathname, search] = at < 0 ? [path, ""] : [path.slice(0, at), path.slice(at)];
  return `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data${search}`;
}

/** A single-fetch redirect is a 202 whose turbo-stream body names it. */
function singleFetchRedirect(body: string): string | null {
  try {
    const values = JSON.parse(body.split("\n")[0]) as unknown[];
    const key = values.indexOf("redirect");
    if (key < 0) return null;
    for (const value of values) {
      if (value && typeof value === "object" && !Array.isArray(value) && `_${key}` in value) {
        const target = values[(value as Record<string, number>)[`_${key}`]];
        return typeof target === "string" ? target : null;
      }
    }
  } catch {
    // not a turbo-stream
  }
  return null;
}

const randomIp = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join(".");

type Answer = { status: number; headers: Headers; body: string };

// A reused connection found reset (by the answer before it) is retried once on a new one, as browsers do.
// An idle connection is dropped after 4 s, before the server's 5 s: reusing one the server is closing would be a reset of the client's making.
const agent = new Agent({ keepAlive: true, maxSockets: Number(args.concurrency), timeout: 4_000 });
const lastOn = new WeakMap<Socket, string>();
const resets = new Map<string, number>();

/** Roughly: what decides whether the store reads all of it. */
const sizeOf = (bytes: number) => (bytes === 0 ? "no body" : bytes < 64 * 1024 ? "a body under 64 KB" : bytes < 256 * 1024 ? "a body of 64-256 KB" : "a body over 256 KB");

function once(url: URL, init: { method: string; headers: Headers; body: Uint8Array | null; chunked: boolean }, fresh: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: OutgoingHttpHeaders = Object.fromEntries(init.headers);
    // Said outright: Node sends a DELETE's body without either header otherwise, and the store reads it as the next request.
    if (init.body) headers[init.chunked ? "Transfer-Encoding" : "Content-Length"] = init.chunked ? "chunked" : String(init.body.length);
    const req = httpRequest(url, { method: init.method, headers, agent: fresh ? false : agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        lastOn.set(req.socket!, `a ${res.statusCode} to a ${init.method} with ${sizeOf(init.body?.length ?? 0)}${init.chunked ? ", chunked" : ""}`);
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) answerHeaders.append(name, v);
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks).toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      Object.assign(error, { reusedSocket: req.reusedSocket, before: req.socket ? lastOn.get(req.socket) : undefined });
      reject(error);
    });
    const { body } = init;
    if (body && init.chunked) for (let at = 0; at < body.length; at += 8192) req.write(body.subarray(at, at + 8192));
    req.end(body && !init.chunked ? body : undefined);
  });
}

async function http(path: string, init: { method: string; headers: Headers; body: Uint8Array | null; chunked: boolean }): Promise<Answer> {
  const url = new URL(path, origin);
  try {
    return await once(url, init, false);
  } catch (error) {
    const { reusedSocket, before } = error as { reusedSocket?: boolean; before?: string };
    if (!reusedSocket) throw error;
    const after = `after ${before ?? "an unknown answer"}`;
    resets.set(after, (resets.get(after) ?? 0) + 1);
    return once(url, init, true).catch((again: Error) => {
      throw Object.assign(again, { message: `${again.message}, sent again on a new connection after its kept-alive one was reset ${after}` });
    });
  }
}

const NO_ANSWER = 0;

let serverLog = "";
const servers = await startBenchServers({
  port: Number(args.port),
  mockPort: Number(args["mock-port"]),
  delayMs: 0,
  env: { TRUSTED_PROXIES: "loopback" },
  onStderr: (text) => {
    serverLog = (serverLog + text).slice(-200_000);
  },
});
const origin = servers.origin;

const send: Send = async (method, path, cookie, form) => {
  const headers = new Headers({ Origin: origin, "X-Forwarded-For": randomIp(), "User-Agent": "fuzz" });
  if (cookie) headers.set("Cookie", cookie);
  if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const body = form ? new TextEncoder().encode(new URLSearchParams(form).toString()) : null;
  const answer = await http(path, { method, headers, body, chunked: false });
  return { status: answer.status, location: answer.headers.get("Location"), setCookies: answer.headers.getSetCookie() };
};

type Row = { route: string; statuses: Map<number, number> };
const rows = new Map<string, Row>();
const offsite = providerPage(servers.mockUrl);

async function submit(sub: Submission, pool: SessionPool): Promise<{ outcome: Outcome; request: string; answer: string }> {
  const { probe } = sub;
  const session = await sessionFor(probe.session, probe.garbageCookie, pool);
  const built = buildRequest(probe, { origin, cookie: session.cookie, refs: { ...fixtures.refs, ...session.refs }, originHeader: "Origin" });
  built.headers.set("X-Forwarded-For", probe.forwardedFor);
  const path = sub.data ? dataPath(built.path) : built.path;
  let outcome: Outcome;
  let answer = "";
  try {
    const response = await http(path, built);
    answer = response.body;
    const location = response.headers.get("Location") ?? (sub.data && response.status === 202 ? singleFetchRedirect(answer) : null);
    // A single-fetch redirect is a 202 carrying the redirect's own status; judge it as that redirect.
    outcome = { status: sub.data && location !== null && response.status === 202 ? 302 : response.status, location };
  } catch (error) {
    outcome = { status: NO_ANSWER, location: null, error: error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ""} ${error.message}` : String(error) };
  }
  if (session.fixture) await pool.after(session.fixture, outcome);
  return { outcome, request: describeProbe(probe, { ...built, path }, probe.session), answer };
}

const excerpt = (body: string) =>
  body
    .replace(/<head[\s\S]*?<\/head>|<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 400);

type Failing = { route: string; problem: string; status: number; request: string; answer: string; submission: Submission };
const failing: Failing[] = [];
let failures = 0;
let offsiteRedirects = 0;

const routeLabel = (sub: Submission) =>
  `${routePath(sub.probe.route)}${sub.data ? " (.data)" : ""}${sub.probe.method === "GET" || sub.probe.method === "HEAD" ? " GET form" : ""}`;

function record(sub: Submission, result: Awaited<ReturnType<typeof submit>>) {
  const route = routeLabel(sub);
  const row = rows.get(route) ?? { route, statuses: new Map() };
  rows.set(route, row);
  row.statuses.set(result.outcome.status, (row.statuses.get(result.outcome.status) ?? 0) + 1);
  const problem = result.outcome.status === NO_ANSWER ? `no answer: ${result.outcome.error}` : problemWith(result.outcome, offsite);
  if (!problem) return;
  failures += 1;
  if (problem.startsWith("redirected")) offsiteRedirects += 1;
  if (failing.length < 300) failing.push({ route, problem, status: result.outcome.status, request: result.request, answer: excerpt(result.answer), submission: sub });
}

const fixtures = await staticFixtures(servers.mockUrl);
const pool = new SessionPool((kind) => makeSession(kind, send, servers.mockUrl, fixtures));
const started = performance.now();
let sent = 0;
let failed: unknown = null;
const distinct = new Map<string, Failing & { count: number; again: number; log: string }>();

try {
  for (let batch = 0; batch * BATCH < RUNS; batch++) {
    const subs = fc.sample(submission, { seed: SEED + batch, numRuns: Math.min(BATCH, RUNS - batch * BATCH) });
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < subs.length) {
          const sub = subs[next++];
          record(sub, await submit(sub, pool));
          sent += 1;
        }
      }),
    );
    if ((batch + 1) % 10 === 0) console.info(`${sent} sent, ${failures} failed, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  for (const failure of failing) {
    const before = serverLog.length;
    const again = await submit(failure.submission, pool);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = serverLog.slice(before).trim();
    // The error's first line and frame, numbers aside: "character at index 1 has a value of 3296" is one bug.
    const cause = log.split("\n").slice(0, 2).join(" ").replace(/\d+/g, "#");
    const key = `${failure.route} ${failure.status} ${failure.problem.startsWith("redirected") ? failure.problem : cause || failure.answer.slice(0, 120)}`;
    const known = distinct.get(key);
    if (known) known.count += 1;
    else distinct.set(key, { ...failure, count: 1, again: again.outcome.status, log: log.slice(0, 3000) });
  }
} catch (error) {
  failed = error;
} finally {
  await servers.close();
}

if (failed) {
  console.error("The fuzz could not run:", failed);
  console.error(`The store's log ends:\n${serverLog.slice(-3000)}`);
  process.exit(1);
}

const seconds = (performance.now() - started) / 1000;
// "429s", not "429": an integer-like key would come first in every row.
const classOf = (status: number) => (status === NO_ANSWER ? "no answer" : status === 429 ? "429s" : status >= 500 ? "5xx" : `${Math.floor(status / 100)}xx`);
const CLASSES = ["2xx", "3xx", "4xx", "429s", "5xx", "no answer"];
const totals = Object.fromEntries(CLASSES.map((c) => [c, 0]));
const table = [...rows.values()]
  .sort((a, b) => a.route.localeCompare(b.route))
  .map((row) => {
    const counts = Object.fromEntries(CLASSES.map((c) => [c, 0]));
    for (const [status, count] of row.statuses) {
      counts[classOf(status)] += count;
      totals[classOf(status)] += count;
    }
    const statuses = [...row.statuses].sort((a, b) => b[1] - a[1]).map(([status, count]) => `${status}×${count}`).join(" ");
    return { route: row.route, ...counts, statuses };
  });

console.info(`\n${sent} submissions to ${origin} in ${seconds.toFixed(1)} s (seed ${SEED}, ${CONCURRENCY} in flight)`);
console.table(table);
console.info(CLASSES.map((c) => `${c}: ${totals[c]}`).join("   "));
const resetCount = [...resets.values()].reduce((n, count) => n + count, 0);
console.info(`${resetCount} requests found their kept-alive connection reset, and were sent again on a new one (as browsers do):`);
for (const [after, count] of [...resets].sort((a, b) => b[1] - a[1])) console.info(`  ${count}× ${after}`);

for (const failure of distinct.values()) {
  console.info(
    `\n✗ ${failure.route}: ${failure.problem} (${failure.count}× of the ${failing.length} sent again)\n${failure.request}\nanswer: ${failure.answer || "(empty)"}` +
      `\nsent again alone: ${failure.again === NO_ANSWER ? "no answer" : failure.again}; the store logged:\n${failure.log || "(nothing)"}`,
  );
}
if (failures > 0) {
  console.error(
    `\n${totals["5xx"]} answers were 5xx, ${totals["no answer"]} requests got no answer, ${offsiteRedirects} redirects left the site: ${distinct.size} distinct failures above.`,
  );
  process.exit(1);
}
console.info("\nNo 5xx, no request without an answer, no redirect off the site.");
