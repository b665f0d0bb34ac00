// Runs an express app (or one middleware before a handler) on a loopback port for a test.
import type { AddressInfo } from "node:net";

import express, { type Express, type RequestHandler } from "express";

export async function served(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function appOf(...handlers: RequestHandler[]): Express {
  const app = express();
  for (const handler of handlers) app.use(handler);
  return app;
}
