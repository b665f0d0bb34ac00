/** Where a system Chromium lives, if there is one. */
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`) is the build Playwright itself runs headless: no
 * browser UI behind the page. On 2 cores the checkout and catalogue specs took 206 s in it against 359 s in the
 * full browser's headless mode (docs/performance.md).
 */
export const HEADLESS_SHELL_PATHS = ["/usr/bin/chromium-headless-shell"];

/** $CHROMIUM_PATH, else a full system Chromium: what Lighthouse and the screenshots need. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return SYSTEM_CHROMIUM_PATHS.find((path) => existsSync(path)) ?? null;
}

/** The end-to-end tests' browser: $CHROMIUM_PATH, else the headless shell, else a full Chromium. */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return HEADLESS_SHELL_PATHS.find((path) => existsSync(path)) ?? findChromium();
}

/** Flags that keep Chromium quiet on a closed network and inside containers. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
