/** `npm run profile` (docs/performance.md); the .cpuprofile stays in `PROFILE_DIR` (.profiles/) for Chrome's DevTools. */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

import autocannon from "autocannon";

import { startDemoApi } from "./demo-api";
import { SERVER_NODE_ARGS } from "./server-args.mjs";

const PATH = process.env.PROFILE_PATH ?? "/shop-all";
const SECONDS = Number(process.env.PROFILE_S ?? 10);
const DIR = resolve(process.env.PROFILE_DIR ?? ".profiles");
const PORT = 3395;

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const origin = `http://127.0.0.1:${PORT}`;
// What `npm start` and `npm run bench` run: the cache-version hook and the integrations' stand-ins.
const { mock, env: demoEnv } = await startDemoApi(process.env, { mockPort: 4395, storePort: PORT, storeUrl: origin });
const store = spawn(process.execPath, [...SERVER_NODE_ARGS, "--cpu-prof", `--cpu-prof-dir=${DIR}`, "server.mjs"], {
  env: { ...process.env, ...demoEnv, NODE_ENV: "production", PORT: String(PORT), SITE_URL: origin, SESSION_SECRET: "profile-session-secret-of-32-characters" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let tries = 0; ; tries += 1) {
    if (tries > 150) throw new Error("The store did not start within 30 s");
    const up = await fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
    if (up) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const headers = { "User-Agent": "bench" };
  await autocannon({ url: `${origin}${PATH}`, connections: 10, duration: 2, headers });
  const result = await autocannon({ url: `${origin}${PATH}`, connections: 10, duration: SECONDS, headers });
  console.info(`${PATH}: ${result.requests.average.toFixed(1)} requests/s, ${(result.throughput.average / result.requests.average / 1024).toFixed(1)} KB each`);
} finally {
  const exited = new Promise((done) => store.once("exit", done));
  store.kill("SIGINT");
  await exited;
  await mock.close();
}

const file = readdirSync(DIR).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`No profile was written to ${DIR}`);
const profile = JSON.parse(readFileSync(join(DIR, file), "utf8")) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + profile.timeDeltas[i]));
// Shares of the time the process was busy: waiting (idle) is the API's or the load generator's.
const idle = profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id);
for (const id of idle) selfTime.delete(id);
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);

const byPackage = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, time] of selfTime) {
  const { url } = nodes.get(id)!.callFrame;
  const where = url.includes("node_modules/") ? url.split("node_modules/").pop()!.split("/").slice(0, url.includes("node_modules/@") ? 2 : 1).join("/") : url.replace(/^file:\/\/.*?\/(build|app)\//, "$1/") || nodes.get(id)!.callFrame.functionName;
  byPackage.set(where, (byPackage.get(where) ?? 0) + time);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at)!.callFrame;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber}`;
    if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    seen.add(name);
  }
}
const top = (map: Map<string, number>, count: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, time]) => ({ "% of CPU": ((time / total) * 100).toFixed(1), name }));
console.info("Self time by package or file:");
console.table(top(byPackage, 15));
console.info("Heaviest functions, with what they call:");
console.table(top(inclusive, 30).filter((row) => !/^\((root|program|idle)\)/.test(row.name)));
console.info(`Profile: ${join(DIR, file)}`);
