/** Starts the storefront; unless API_URL points at a real API, the mock API starts first, so one command gives a complete store. */
import "./load-env.mjs";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

import type { MockApi } from "../mock-api/server";
import { startDemoApi } from "./demo-api";
import { SERVER_NODE_ARGS } from "./server-args.mjs";
import { exitOnError } from "./port-in-use.mjs";

// A taken port (MOCK_API_PORT's) is said as the variable to change, without a stack.
process.on("uncaughtException", exitOnError);

const dev = process.argv.includes("--dev");
const env = { ...process.env };
env.PORT ??= "3000";
// Canonical links, the sitemap and e-mailed links come only from SITE_URL, which production requires.
env.SITE_URL ??= `http://localhost:${env.PORT}`;

let mock: MockApi | null = null;
if (!env.API_URL) {
  const demo = await startDemoApi(env, { mockPort: Number(env.MOCK_API_PORT ?? 4010), storePort: Number(env.PORT), storeUrl: env.SITE_URL });
  mock = demo.mock;
  Object.assign(env, demo.env);
  console.info(`Mock API on ${mock.url}; its QA console (reset, faults, outbox, test data, events, carts): ${mock.url}/`);
}

if (!dev && !env.SESSION_SECRET) {
  env.SESSION_SECRET = randomBytes(32).toString("hex");
  console.warn("SESSION_SECRET is not set: using a random one, so sessions end when the server restarts.");
}

// Both run the store's own server (server.mjs): `remix dev` restarts it after each rebuild.
const command = dev
  ? ["node_modules/.bin/remix", "dev", "-c", `node ${SERVER_NODE_ARGS.join(" ")} server.mjs`]
  : [process.execPath, ...SERVER_NODE_ARGS, "server.mjs"];
const child = spawn(command[0], command.slice(1), {
  env: { ...env, NODE_ENV: dev ? "development" : "production" },
  stdio: "inherit",
});

function stop(signal: NodeJS.Signals) {
  child.kill(signal);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", async (code) => {
  await mock?.close();
  process.exit(code ?? 0);
});
