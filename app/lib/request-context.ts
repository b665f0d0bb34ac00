// What every loader, action and the document render gets for its request: server/context.ts makes one per request.
import { cachingRule } from "./http-cache";

type Write = (fields: object, message?: string) => void;
export type RequestLog = Record<"debug" | "info" | "warn" | "error", Write>;

export type RequestContext = {
  requestId: string;
  /** The store's log, each line carrying this request's id. */
  log: RequestLog;
  /** The caching rule for this request's answer, decided once (lib/http-cache.ts). */
  caching: ReturnType<typeof cachingRule>;
};

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Remix's own way to type the context
  interface AppLoadContext extends RequestContext {}
}

/* eslint-disable no-console -- without a server (unit tests, in-process handlers) the console is the log */
const consoleLog: RequestLog = {
  debug: (fields, message) => console.debug(message ?? "", fields),
  info: (fields, message) => console.info(message ?? "", fields),
  warn: (fields, message) => console.warn(message ?? "", fields),
  error: (fields, message) => console.error(message ?? "", fields),
};
/* eslint-enable no-console */

export function requestContext({ requestId = crypto.randomUUID(), log = consoleLog }: { requestId?: string; log?: RequestLog } = {}): RequestContext {
  return { requestId, log, caching: cachingRule() };
}
