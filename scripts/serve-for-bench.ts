/** The built storefront and a delayed mock API on their own ports, for the bench and fuzz scripts; the caller closes both. */
import { type ChildProcess, spawn } from "node:child_process";

import { setGlobalDelay } from "../mock-api/faults";

import { TEST_SESSION_SECRET } from "../tests/varnish-server";

import { startDemoApi } from "./demo-api";
import { SERVER_NODE_ARGS } from "./server-args.mjs";

export async function startBenchServers({
  port,
  mockPort,
  delayMs,
  env = {},
  onStderr,
}: {
  port: number;
  mockPort: number;
  delayMs: number;
  /** E.g. TRUSTED_PROXIES=loopback for a run that spreads requests over many client IPs. */
  env?: Record<string, string>;
  onStderr?: (text: string) => void;
}) {
  const origin = `http://127.0.0.1:${port}`;
  // What `npm start` runs: the mock tells the store of each new cv, and plays the third parties. The store's address:
  // the mock accepts a hint's link only to it.
  const { mock, env: demoEnv } = await startDemoApi(env, { mockPort, storePort: port, storeUrl: origin });
  setGlobalDelay(delayMs);
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, "server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SESSION_SECRET: TEST_SESSION_SECRET,
      SITE_URL: origin,
      ...demoEnv,
      ...env,
    },
    stdio: ["ignore", "ignore", onStderr ? "pipe" : "inherit"],
  });
  if (onStderr) child.stderr?.setEncoding("utf8").on("data", onStderr);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("The storefront did not start within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    mockUrl: mock.url,
    pid: child.pid as number,
    async close() {
      child.kill("SIGTERM");
      await mock.close();
    },
  };
}
