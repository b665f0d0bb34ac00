/** `npx tsx scripts/screenshots.ts [origin] [paths...]`: full-page PNGs at 390 and 1440 px into tests/.screenshots/. */
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

import { SHOPPER_USER_AGENT } from "../tests/user-agents";

import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

const [origin = "http://127.0.0.1:3000", ...rest] = process.argv.slice(2);
const paths = rest.length > 0 ? rest : ["/", "/about", "/no-such-page", "/?panel=cart"];
const out = "tests/.screenshots";
mkdirSync(out, { recursive: true });

const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({ executablePath, args: executablePath ? CHROMIUM_ARGS : [] });
for (const [label, width] of [["phone", 390], ["desktop", 1440]] as const) {
  // A shopper's Chrome: headless Chromium's own user agent is a crawler to the store.
  const page = await browser.newPage({ viewport: { width, height: 900 }, userAgent: SHOPPER_USER_AGENT });
  for (const path of paths) {
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: !path.includes("panel") });
    console.info(`${out}/${name}-${label}.png`);
  }
  await page.close();
}
await browser.close();
