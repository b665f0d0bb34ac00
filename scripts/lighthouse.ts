// `npm run lighthouse` (README, docs/performance.md); run it on an idle machine. Also LH_PORT, LH_MOCK_API_PORT,
// LH_PAGES (comma-separated) and LH_CHROME_FLAGS (a `--disable-features` there replaces chrome-launcher's list).
// Lighthouse visits as a shopper's phone, with the demo's integrations on (the mock's stand-ins for the tag manager,
// the pixel and the chat): its own user agent says "Chrome-Lighthouse", which isbot takes for a crawler, and a
// crawler is served the render cache and no integrations, which no first visit gets. LH_INTEGRATIONS=off leaves
// them out.
import { mkdirSync, writeFileSync } from "node:fs";

import { Launcher, launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { CATEGORIES, type Row, type Run, formatTable, goalFailures, launcherFlags, medianRun, summarize } from "./lighthouse-report";
import { SHOPPER_PHONE_USER_AGENT } from "../tests/user-agents";

import { startBenchServers } from "./serve-for-bench";

const PORT = Number(process.env.LH_PORT ?? 3330);
const MOCK_PORT = Number(process.env.LH_MOCK_API_PORT ?? 4330);
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
/** A run that takes longer than this is a hung page or browser, not a slow one. */
const RUN_TIMEOUT_MS = 120_000;
const REPORT_DIR = "tests/.lighthouse";

async function firstProductPath(mockUrl: string): Promise<string> {
  const response = await fetch(`${mockUrl}/api/v1/system-catalog?count=1`);
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  return `/product/${body.data[0].slug}`;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const chromePath = findChromium();
if (!chromePath) {
  console.error("No Chromium found: set CHROMIUM_PATH (see scripts/chromium.mjs).");
  process.exit(1);
}

const INTEGRATIONS = process.env.LH_INTEGRATIONS !== "off";
const servers = await startBenchServers({
  port: PORT,
  mockPort: MOCK_PORT,
  delayMs: 0,
  // The demo's integrations are on (scripts/demo-api.ts); LH_INTEGRATIONS=off names no origin they may load from.
  env: INTEGRATIONS ? {} : { INTEGRATION_ORIGINS: "", ALLOW_CUSTOM_SCRIPTS: "false" },
});
const extraFlags = process.env.LH_CHROME_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
const chrome = await launch({
  chromePath,
  ignoreDefaultFlags: true,
  chromeFlags: [...launcherFlags(Launcher.defaultFlags()), ...CHROMIUM_ARGS, ...extraFlags],
  logLevel: "silent",
});
const rows: Row[] = [];
const started = Date.now();
try {
  const pages = process.env.LH_PAGES?.split(",") ?? ["/", "/shop-all", await firstProductPath(servers.mockUrl), "/find-a-retailer", "/about"];
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const page of pages) {
    const url = `${servers.origin}${page}`;
    const warmUp = await fetch(url);
    if (!warmUp.ok) throw new Error(`${page} answered ${warmUp.status}`);
    await warmUp.arrayBuffer();
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await withTimeout(
        lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          emulatedUserAgent: SHOPPER_PHONE_USER_AGENT,
        }),
        `Lighthouse on ${page}`,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${result.lhr.runtimeError.message}`);
      const name = page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      writeFileSync(`${REPORT_DIR}/${name}${RUNS > 1 ? `-${i + 1}` : ""}.json`, result.report as string);
      runs.push(summarize(result.lhr));
    }
    rows.push({ page, ...medianRun(runs) });
  }
} finally {
  chrome.kill();
  await servers.close();
}

console.info(
  `Lighthouse, mobile, a shopper's phone, integrations ${INTEGRATIONS ? "on" : "off"}, ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per page, ${((Date.now() - started) / 1000).toFixed(0)} s; reports in ${REPORT_DIR}/` +
    (extraFlags.length > 0 ? `; extra Chromium flags: ${extraFlags.join(" ")}` : ""),
);
console.info(formatTable(rows));
const failures = goalFailures(rows);
if (failures.length > 0) {
  console.error(`Goal missed (performance ≥ 95, the rest 100):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.info("Goal met: performance ≥ 95 and accessibility, best practices and SEO at 100 on every page.");
