import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

import { globSync } from "tinyglobby";
import { defineConfig } from "vitest/config";

import { writeBuildSettings } from "./scripts/build-settings.mjs";

// The app imports the build's settings; the tests see them as the default build would.
writeBuildSettings({});

// tests/fuzz: the fuzz of every route, no one module's unit test; its arbitraries are shared with scripts/fuzz.ts.
const TESTS = ["app/**/*.test.{ts,tsx}", "mock-api/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/fuzz/**/*.test.ts"];
// A file that replaces a module (vi.mock) gets a module graph of its own; the others share their worker's, which
// saves each file importing the app afresh (about half the run).
const MOCKING = globSync(TESTS, { ignore: ["**/node_modules/**"] }).filter((file) => readFileSync(file, "utf8").includes("vi.mock("));

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  esbuild: { jsx: "automatic" },
  test: {
    globals: true,
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    // The in-process mock API plays the third parties on its own origin; the operator lets them run, as scripts/start.ts does.
    env: { INTEGRATION_ORIGINS: "http://127.0.0.1:4010", INTEGRATION_SERVICE_ORIGINS: "http://127.0.0.1:4010" },
    restoreMocks: true,
    // Vitest leaves a core free by default: on CI's 2 cores that is one worker. Every test file binds free ports only.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: "shared", isolate: false, include: TESTS, exclude: MOCKING } },
      { extends: true, test: { name: "mocking", include: MOCKING } },
    ],
  },
});
