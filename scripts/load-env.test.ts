import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { parseEnv } from "~/services/env.server";

const LOAD_ENV = pathToFileURL(resolve("scripts/load-env.mjs")).href;
const NAMES = ["PORT", "SITE_URL", "REDIS_URL", "SESSION_SECRET", "MOCK_API_PORT", "API_URL", "CHROMIUM_PATH", "CACHE_VERSION_POLL_MS"];

/** The environment a script sees once load-env.mjs has read the folder's `.env`. */
function loaded(folder: string, env: Record<string, string>): Record<string, string> {
  const script = `await import(${JSON.stringify(LOAD_ENV)}); console.log(JSON.stringify(process.env));`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NAMES.includes(name)));
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: folder, env: { ...clean, ...env } as NodeJS.ProcessEnv, encoding: "utf8" });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as Record<string, string>;
}

describe("load-env.mjs with .env.example copied to .env as it is", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "load-env-"));
    copyFileSync(".env.example", join(folder, ".env"));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("leaves the empty values unset, so each keeps its default, and the environment wins over the file", () => {
    const env = loaded(folder, { PORT: "3999", CHROMIUM_PATH: "" });
    for (const name of ["SITE_URL", "REDIS_URL", "SESSION_SECRET", "API_URL", "CHROMIUM_PATH"]) expect(env, name).not.toHaveProperty(name);
    expect(env.PORT).toBe("3999");
    expect(env.MOCK_API_PORT).toBe("4010");
    expect(env.CACHE_VERSION_POLL_MS).toBe("180000");
  });

  it("gives the store's server an environment it starts with, once `npm start` has filled in what it fills", () => {
    const env = loaded(folder, {});
    // scripts/start.ts: SITE_URL and SESSION_SECRET when unset, production for the server it runs.
    env.SITE_URL ??= `http://localhost:${env.PORT}`;
    env.SESSION_SECRET ??= "r".repeat(64);
    expect(() => parseEnv({ ...env, NODE_ENV: "production" })).not.toThrow();
  });
});
