/**
 * Makes sure the end-to-end tests have a Chromium: $CHROMIUM_PATH or a system
 * one; else Debian's `chromium` package when apt can be used; else
 * Playwright's own download. Fails with a clear message when none works.
 */
import { execSync, spawnSync } from "node:child_process";

import { findChromium } from "./chromium.mjs";

function run(command) {
  console.log(`$ ${command}`);
  return spawnSync(command, { shell: true, stdio: "inherit" }).status === 0;
}

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

let chromium = findChromium();
if (chromium) {
  console.log(`Using Chromium at ${chromium}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (has("apt-get") && (isRoot || has("sudo"))) {
  const sudo = isRoot ? "" : "sudo ";
  console.log("No Chromium found: installing Debian's chromium package.");
  if (run(`${sudo}apt-get update -qq`)) {
    run(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`);
  }
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
