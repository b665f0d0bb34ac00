/**
 * `npm run fleet` (README, "Running it in production"): the production shape on one machine. The mock API (as
 * `npm start` runs it), a real `redis-server`, two store instances sharing it, and a real `varnishd` with the
 * project's VCL in front, each installed the way the tests install them. Prints the address and runs until Ctrl-C.
 * `startFleet` is what `npm run bench:fleet` drives.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";

import { type RedisServer, freePort, startRedisServer } from "../tests/redis-server";
import { type VarnishServer, startVarnish } from "../tests/varnish-server";

import { startDemoApi } from "./demo-api";
import { SERVER_NODE_ARGS } from "./server-args.mjs";

export type Instance = { port: number; child: ChildProcess; stop: () => Promise<void> };

export type Fleet = {
  /** Varnish: the fleet's address. */
  origin: string;
  mockUrl: string;
  instances: Instance[];
  redis: () => RedisServer;
  /** SIGTERM the instance, wait for it to drain and exit, start it again and wait until Varnish sends it shoppers. */
  restartInstance: (index: number) => Promise<void>;
  /** Kill Redis outright, then start one again on the same port. */
  restartRedis: (downMs: number) => Promise<void>;
  stop: () => Promise<void>;
};

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startFleet({ size = 2 } = {}): Promise<Fleet> {
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  const varnishPort = await freePort();
  const mockPort = await freePort();
  const varnishOrigin = `http://127.0.0.1:${varnishPort}`;
  const banToken = randomBytes(24).toString("hex");
  // The mock tells the first instance of each new cache version; that instance tells Varnish, which bans for all.
  const { mock, env: demoEnv } = await startDemoApi({}, { mockPort, storePort: ports[0], storeUrl: varnishOrigin });
  let redis = await startRedisServer();
  const redisPort = redis.port;
  const sessionSecret = randomBytes(32).toString("hex");

  const launch = async (port: number): Promise<Instance> => {
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, "server.mjs"], {
      env: {
        ...process.env,
        ...demoEnv,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: varnishOrigin,
        SESSION_SECRET: sessionSecret,
        REDIS_URL: redis.url,
        VARNISH_URLS: varnishOrigin,
        VARNISH_BAN_TOKEN: banToken,
        // Varnish, on this machine, is the one proxy.
        TRUSTED_PROXIES: "loopback",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, `The store on port ${port} was not ready`);
    return {
      port,
      child,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        await exited;
      },
    };
  };

  const instances = await Promise.all(ports.map(launch));
  const varnish: VarnishServer = await startVarnish(ports, varnishPort, { VARNISH_BAN_TOKEN: banToken, SESSION_SECRET: sessionSecret });
  return {
    origin: varnish.origin,
    mockUrl: mock.url,
    instances,
    redis: () => redis,
    async restartInstance(index) {
      await instances[index].stop();
      instances[index] = await launch(instances[index].port);
      // Varnish's probe sees it again (every 5 s, 3 good of 5) before this counts as done.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
    },
    async restartRedis(downMs) {
      await redis.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      redis = await startRedisServer(redisPort);
    },
    async stop() {
      await varnish.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await redis.stop();
      await mock.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const fleet = await startFleet();
  console.info(`The fleet is on ${fleet.origin}: Varnish in front of ${fleet.instances.map((instance) => `127.0.0.1:${instance.port}`).join(" and ")}, Redis at ${fleet.redis().url}, the mock API and its QA console at ${fleet.mockUrl}. Ctrl-C stops it.`);
  const stop = () => void fleet.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
