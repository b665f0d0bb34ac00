// One id per request: the proxy's when it is a plain token, else a new one; on the answer, the log and every API call.
import type { RequestHandler } from "express";

import { REQUEST_ID_HEADER, requestIdFrom } from "~/lib/request-id";

export const assignRequestId: RequestHandler = (req, res, next) => {
  const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  Object.assign(req, { id });
  req.headers[REQUEST_ID_HEADER] = id;
  res.set("X-Request-Id", id);
  next();
};
