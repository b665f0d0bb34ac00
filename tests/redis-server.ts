// `npm test` makes sure the binary is there (scripts/ensure-redis.mjs).
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export type RedisServer = { url: string; port: number; stop: () => Promise<void> };

/** `port` to start one again where the stores look for it (a restart). */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      // SIGKILL: an outage, not a shutdown (nothing is saved anyway).
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForPort(port: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(port, "127.0.0.1");
      socket.on("listening", () => socket.close(() => resolve(false)));
      socket.on("error", () => resolve(true));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
