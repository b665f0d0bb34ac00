/** $CHROMIUM_PATH or a system Chromium, else Debian's `chromium` via apt, else Playwright's own download. */
import { findChromium } from "./chromium.mjs";
import { aptInstall, run } from "./system-package.mjs";

let chromium = findChromium();
if (chromium) {
  console.log(`Using Chromium at ${chromium}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}

console.log("No Chromium found.");
if (aptInstall("chromium")) {
  chromium = findChromium();
  if (chromium) {
    console.log(`Using Chromium at ${chromium}`);
    process.exit(0);
  }
}

console.log("No system Chromium: trying Playwright's own download.");
if (run("npx playwright install chromium")) {
  process.exit(0);
}

console.error(
  [
    "",
    "Could not find or install a Chromium for the end-to-end tests.",
    "Install one (Debian/Ubuntu: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  ].join("\n"),
);
process.exit(1);
