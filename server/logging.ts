// One JSON log (server/logger.ts): what the app says on the console, one line per request, and each request's own lines.
import { format } from "node:util";

import type { RequestHandler } from "express";

import { logPath } from "~/lib/log-path";
import type { RequestLog } from "~/lib/request-context";

import { logger } from "./logger";
import { requestLog } from "./request-log";

/** Probes and the scrape are neither logged nor timed. */
export const QUIET_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

type Sink = Record<"info" | "warn" | "error" | "debug", (message: string) => void>;

export function sendConsoleToLog(sink: Sink = logger) {
  for (const [method, level] of [["log", "info"], ["info", "info"], ["warn", "warn"], ["error", "error"], ["debug", "debug"]] as const) {
    // eslint-disable-next-line no-console -- replacing console's methods is the point here
    console[method] = (...args: unknown[]) => sink[level](format(...args));
  }
}

export function logRequests(observe: (labels: { route: string; method: string; status: string }, seconds: number) => void): RequestHandler {
  return requestLog({ logger, logPath, quiet: QUIET_PATHS, observe });
}

/** A request's own lines: a child logger per request costs more than this, for lines most requests never write. */
export function requestLogFor(id: string, sink = logger): RequestLog {
  const write = (level: keyof RequestLog) => (fields: object, message?: string) => sink[level]({ ...fields, req: { id } }, message);
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
