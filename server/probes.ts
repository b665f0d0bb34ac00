// /healthz says the process lives and never calls the API; /readyz whether the balancer should send it shoppers.
import type { RequestHandler } from "express";

import { redisState } from "~/services/redis.server";

import { readiness } from "./lifecycle";

const PLAIN = { "Content-Type": "text/plain", "Cache-Control": "no-store" };

export const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

/** 200 without Redis, as memory still serves; Redis's state is shown for the operator. */
export const healthz: RequestHandler = (_req, res) => {
  res.status(200).set(PLAIN).send(`ok\nredis: ${redisState()}\n`);
};

/** 503 while warming or draining (SIGTERM), so the balancer drops the instance first. */
export const readyz: RequestHandler = (_req, res) => {
  const state = readiness();
  res.status(state === "ready" ? 200 : 503).set(PLAIN).send(`${state}\n`);
};
