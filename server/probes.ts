// /readyz: whether the balancer should send this instance shoppers. /healthz stays a route of the app
// (app/routes/healthz.ts): a liveness probe that goes through the app shows the app answers.
import type { RequestHandler } from "express";

import { readiness } from "./lifecycle";

/** 503 while warming or draining (SIGTERM), so the balancer drops the instance first. */
export const readyz: RequestHandler = (_req, res) => {
  const state = readiness();
  res.status(state === "ready" ? 200 : 503).set({ "Content-Type": "text/plain", "Cache-Control": "no-store" }).send(`${state}\n`);
};
