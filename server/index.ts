// The store as one process: server.mjs calls `start`, which starts each part explicitly, in this order.
import { broadcastDevReady } from "@remix-run/node";
import type { ServerBuild } from "@remix-run/node";
import * as build from "@remix-run/dev/server-build";

import { createRouteLabeler } from "~/lib/route-label";
import { setBuildId } from "~/services/redis.server";
import { setRouteLabeler } from "~/services/web-vitals.server";

import { explainPortInUse } from "../scripts/port-in-use.mjs";
import { serverConfig } from "./config";
import { storeApp } from "./http";
import { drainOn, warmUp } from "./lifecycle";
import { logger } from "./logger";
import { sendConsoleToLog } from "./logging";
import { closeSharedStores, openSharedStores } from "./shared-stores";

// The build stays importable as itself (scripts/size.ts, app/lib/late-boot.real.test.ts): importing starts nothing.
export * from "@remix-run/dev/server-build";

export function start(config = serverConfig()) {
  const serverBuild = build as unknown as ServerBuild;
  sendConsoleToLog();
  setBuildId(serverBuild.assets.version);
  const routeOf = createRouteLabeler(serverBuild.routes);
  // Shoppers' real-user figures are counted by the route of the page they measured.
  setRouteLabeler(routeOf);
  openSharedStores();
  const app = storeApp(serverBuild, config, routeOf);

  const listening = () => {
    logger.info({ port: config.port, build: serverBuild.assets.version }, `Storefront on http://localhost:${config.port}`);
    if (config.mode === "development") void broadcastDevReady(serverBuild);
    // Ready (/readyz) once the API's settings are cached and Redis, if any, is connected; 10 s at most.
    void warmUp().then(() => logger.info("ready"));
  };
  const server = config.host ? app.listen(config.port, config.host, listening) : app.listen(config.port, listening);
  // A taken port names PORT, the variable that moves it, rather than crashing with a stack.
  server.once("error", (error) => {
    const explained = explainPortInUse(error, config.port, "PORT");
    if (explained === error) throw error;
    logger.fatal((explained as Error).message);
    process.exit(1);
  });
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.headersTimeoutMs;
  const drain = drainOn(server, { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs, log: logger, closed: () => closeSharedStores() });
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => drain(signal));
  return server;
}
