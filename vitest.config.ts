import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  esbuild: { jsx: "automatic" },
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "mock-api/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
