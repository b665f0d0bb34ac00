/** `npx tsx mock-api/server.ts` (MOCK_API_PORT, STORE_URL), or in-process: `await startMockApi({ port: 0 })`. */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

import { createServer } from "@mswjs/http-middleware";

import { explainPortInUse, exitOnError } from "../scripts/port-in-use.mjs";

import { configureStoreUrl } from "./console/store-url";
import { handlers } from "./handlers";
import { checkAnswer } from "./drift";
import { withTraffic } from "./traffic";
import { watchCacheVersion } from "./store";

export const DEFAULT_PORT = 4010;
const HOST = "127.0.0.1";

export interface MockApi {
  url: string;
  close(): Promise<void>;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The browser calls some endpoints cross-origin with a `lang` header; bearer tokens, not cookies, so "*" is safe. */
function withCors(app: Listener): Listener {
  return (req, res) => {
    // The QA controls and console are for the mock's own page and for scripts, never for another origin.
    if (req.url?.startsWith("/__qa")) {
      app(req, res);
      return;
    }
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Expose-Headers", "*");
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
      res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "*");
      res.setHeader("Access-Control-Max-Age", "600");
      res.writeHead(204).end();
      return;
    }
    app(req, res);
  };
}

export interface MockApiOptions {
  port?: number;
  /** For the QA console's links into the storefront. Default: STORE_URL, else http://localhost:3000. */
  storeUrl?: string;
  /** Told of every new cv, as a real API tells its stores, so resets and faults reach the next page without polling. */
  cacheVersionHook?: { url: string; token: string };
}

const HOOK_TIMEOUT_MS = 3_000;

/** A failure is logged, never thrown: the store still finds the new cv at its next check. */
async function tellStore(hook: { url: string; token: string }, cv: string): Promise<void> {
  try {
    const response = await fetch(hook.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${hook.token}` },
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
  } catch (error) {
    console.warn(`The store's cache-version hook (${hook.url}) was not told of cv ${cv}:`, error instanceof Error ? error.message : error);
  }
}

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const port = options.port ?? Number(process.env.MOCK_API_PORT ?? DEFAULT_PORT);
  configureStoreUrl(options.storeUrl ?? process.env.STORE_URL, options.storeUrl === undefined ? "STORE_URL" : "storeUrl");
  // The express app returned by http-middleware is itself a request listener.
  const app = createServer(...handlers) as unknown as Listener;
  const server = createHttpServer(withCors(withTraffic(app, checkAnswer)));

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) => reject(explainPortInUse(error, port, "MOCK_API_PORT")));
    server.listen(port, HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });

  const { port: boundPort } = server.address() as AddressInfo;
  const hook = options.cacheVersionHook;
  const unwatch = hook ? watchCacheVersion((cv) => tellStore(hook, cv)) : () => undefined;
  return {
    url: `http://${HOST}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        unwatch();
        // Keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function main() {
  const api = await startMockApi();
  console.log(`Mock API listening on ${api.url} (QA console: ${api.url}/, JSON QA index: ${api.url}/__qa)`);
  const stop = () => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch(exitOnError);
}
