/** Where a system Chromium for the end-to-end tests lives, if there is one. */
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return SYSTEM_CHROMIUM_PATHS.find((path) => existsSync(path)) ?? null;
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
