// `npm test` makes sure the binary is there (scripts/ensure-varnish.mjs). varnishd reads the VCL as its own user:
// it gets a copy in a world-readable folder of its own, whatever the checkout's permissions.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { freePort } from "./redis-server";

const VCL_DIR = fileURLToPath(new URL("../deploy/varnish", import.meta.url));

export type VarnishServer = { origin: string; stop: () => Promise<void> };

/** The ban secret of every Varnish the tests start (VARNISH_BAN_TOKEN); stores that ban must be given it too. */
export const TEST_BAN_TOKEN = "test-ban-token-of-at-least-32-characters";
/** The SESSION_SECRET of every store the tests and benchmarks start: Varnish verifies session cookies with it. */
export const TEST_SESSION_SECRET = "test-session-secret-of-at-least-32-chars";

export function backendsVcl(ports: number[]): string {
  const backends = ports.map(
    (port, i) => `backend store_${i + 1} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n    .probe = store_ready;\n}\n`,
  );
  const added = ports.map((_port, i) => `    stores.add_backend(store_${i + 1});\n`).join("");
  return `import directors;\n\n${backends.join("\n")}\nsub vcl_init {\n    new stores = directors.round_robin();\n${added}}\n`;
}

/** `port` when the store must know it before it starts (VARNISH_URLS). */
export async function startVarnish(storePorts: number[], port?: number, env: Record<string, string> = { VARNISH_BAN_TOKEN: TEST_BAN_TOKEN, SESSION_SECRET: TEST_SESSION_SECRET }): Promise<VarnishServer> {
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), "store-varnish-"));
  writeFileSync(join(dir, "backends.vcl"), backendsVcl(storePorts));
  copyFileSync(join(VCL_DIR, "store.vcl"), join(dir, "store.vcl"));
  chmodSync(dir, 0o755);
  for (const file of ["backends.vcl", "store.vcl"]) chmodSync(join(dir, file), 0o644);
  const child: ChildProcess = spawn(
    "varnishd",
    [
      "-F",
      "-n", join(dir, "state"),
      "-a", `127.0.0.1:${port}`,
      "-T", "none",
      "-f", join(dir, "store.vcl"),
      "-p", `vcl_path=${dir}`,
      "-s", "malloc,64m",
    ],
    // The VCL reads the ban and session secrets from varnishd's environment (std.getenv).
    { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...env } },
  );
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd exited with ${child.exitCode}: ${log}`);
    }
    try {
      // Healthy once its probe has seen a store: until then it answers 503.
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not serve within 30 s: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
