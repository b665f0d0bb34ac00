// Remix's getLoadContext: the request's context (lib/request-context.ts), made once before anything reads it.
import type { Request, RequestHandler, Response } from "express";

import { type RequestContext, requestContext } from "~/lib/request-context";

import { requestLogFor } from "./logging";

export const giveContext: RequestHandler = (req, res, next) => {
  const requestId = (req as Request & { id: string }).id;
  res.locals.context = requestContext({ requestId, log: requestLogFor(requestId) });
  next();
};

export function contextOf(res: Response): RequestContext {
  return res.locals.context as RequestContext;
}

export const getLoadContext = (_req: Request, res: Response): RequestContext => contextOf(res);
