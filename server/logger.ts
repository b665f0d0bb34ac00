// The store's log: one JSON line per event on stdout (pino), for whatever collects the container's output. server.mjs
// sends `console.*` here too and writes one line per request (method, route, status, duration, request id). What must
// never be logged is never given to it; the paths below are removed should a caller pass them by mistake.
import { pino } from "pino";

import { env } from "~/services/env.server";

export const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: "storefront" },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      "res.headers['set-cookie']",
      "*.password",
      "*.card_number",
      "*.cvc",
      "*.token",
    ],
    censor: "[removed]",
  },
});
