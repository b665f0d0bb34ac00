import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type Server, createServer } from "node:net";

import { startMockApi } from "../mock-api/server";

import { explainPortInUse } from "./port-in-use.mjs";

let holder: Server;
let busyPort: number;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  busyPort = (holder.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

/** Runs a script as `npm start` would, on a taken port; what it printed and how it ended. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // Empty values are unset (load-env.mjs): a developer's .env cannot point these runs elsewhere.
    const child = spawn(args[0], args.slice(1), { env: { ...process.env, API_URL: "", NODE_ENV: "development", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const STACK_LINE = /^\s+at /m;

describe("a port already taken", () => {
  it("is said as the variable that moves it, and any other error is left as it is", () => {
    const taken = Object.assign(new Error("listen EADDRINUSE: address already in use 127.0.0.1:3000"), { code: "EADDRINUSE" });
    const explained = explainPortInUse(taken, 3000, "PORT") as Error;
    expect(explained.message).toBe(
      "Port 3000 is already in use, by another copy of the store or the mock API, or by another program. " +
        "Stop it, or choose a free port with PORT (e.g. PORT=3001).",
    );
    const other = Object.assign(new Error("listen EACCES"), { code: "EACCES" });
    expect(explainPortInUse(other, 80, "PORT")).toBe(other);
  });

  it("stops the mock API with a message naming MOCK_API_PORT", async () => {
    await expect(startMockApi({ port: busyPort })).rejects.toThrow(`Port ${busyPort} is already in use`);
    await expect(startMockApi({ port: busyPort })).rejects.toThrow(`MOCK_API_PORT=${busyPort + 1}`);
  });

  it("stops `npm start` with that message alone, no stack, and exit code 1", async () => {
    const { code, output } = await run(["node_modules/.bin/tsx", "scripts/start.ts"], { MOCK_API_PORT: String(busyPort), PORT: "3999" });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${busyPort} is already in use`);
    expect(output).toContain("MOCK_API_PORT");
    expect(output).not.toMatch(STACK_LINE);
  }, 40_000);

  it.skipIf(!existsSync("build/index.js"))("stops the store's server with a message naming PORT", async () => {
    const { code, output } = await run([process.execPath, "server.mjs"], { PORT: String(busyPort) });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${busyPort} is already in use`);
    expect(output).toContain(`PORT=${busyPort + 1}`);
    expect(output).not.toMatch(STACK_LINE);
  }, 40_000);
});
