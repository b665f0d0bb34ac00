/**
 * The end-to-end tests' browser: $CHROMIUM_PATH, else Chromium's headless shell (installed with apt when it is
 * missing), else a full system Chromium (the same), else Playwright's own download.
 */
import { HEADLESS_SHELL_PATHS, findChromium, findTestChromium } from "./chromium.mjs";
import { aptInstall, run } from "./system-package.mjs";

const found = (path) => {
  console.log(`Using Chromium at ${path}`);
  process.exit(0);
};

if (process.env.CHROMIUM_PATH) {
  const chromium = findChromium();
  if (chromium) found(chromium);
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}

let chromium = findTestChromium();
if (chromium && HEADLESS_SHELL_PATHS.includes(chromium)) found(chromium);

console.log("No Chromium headless shell found.");
if (aptInstall("chromium-headless-shell")) {
  chromium = findTestChromium();
  if (chromium && HEADLESS_SHELL_PATHS.includes(chromium)) found(chromium);
}
if (chromium) found(chromium);

console.log("No system Chromium.");
if (aptInstall("chromium")) {
  chromium = findTestChromium();
  if (chromium) found(chromium);
}

console.log("No system Chromium: trying Playwright's own download.");
if (run("npx playwright install chromium")) {
  process.exit(0);
}

console.error(
  [
    "",
    "Could not find or install a Chromium for the end-to-end tests.",
    "Install one (Debian/Ubuntu: `apt-get install chromium-headless-shell` or `chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  ].join("\n"),
);
process.exit(1);
