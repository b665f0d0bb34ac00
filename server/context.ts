// Remix's getLoadContext: the request's context (lib/request-context.ts), made once before anything reads it, and
// its events sent once the answer is made (the headers are going out), whatever made the answer.
import type { Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";

import { CONTEXT_HEADER, type RequestContext, closeContext, flushEvents, openContext, requestContext } from "~/lib/request-context";

import { requestLogFor } from "./logging";

export const giveContext: RequestHandler = (req, res, next) => {
  const requestId = (req as Request & { id: string }).id;
  const context = requestContext({ requestId, log: requestLogFor(requestId) });
  const key = openContext(context);
  req.headers[CONTEXT_HEADER] = key;
  res.locals.context = context;
  onHeaders(res, () => flushEvents(context));
  // A render that streams on may still report after the headers; an answer cut short reports too.
  res.once("close", () => {
    flushEvents(context);
    closeContext(key);
  });
  next();
};

export function contextOf(res: Response): RequestContext {
  return res.locals.context as RequestContext;
}

export const getLoadContext = (_req: Request, res: Response): RequestContext => contextOf(res);
