// What every loader, action and the document render gets for its request: server/context.ts makes one per request.
import { cachingRule } from "./http-cache";

type Write = (fields: object, message?: string) => void;
export type RequestLog = Record<"debug" | "info" | "warn" | "error", Write>;

export type RequestContext = {
  requestId: string;
  log: RequestLog;
  /** The caching rule for this request's answer, decided once (lib/http-cache.ts). */
  caching: ReturnType<typeof cachingRule>;
  /** Reports of what the request did (services/store-events.server.ts), sent once its answer is made. */
  events: Array<() => void>;
};

/** Set by the server alone (server/context.ts): how a service that holds only the request finds its context. */
export const CONTEXT_HEADER = "x-storefront-context";
const open = new Map<string, RequestContext>();

export function openContext(context: RequestContext): string {
  const key = crypto.randomUUID();
  open.set(key, context);
  return key;
}

export function closeContext(key: string) {
  open.delete(key);
}

export function contextOf(request: Request): RequestContext | undefined {
  const key = request.headers.get(CONTEXT_HEADER);
  return key ? open.get(key) : undefined;
}

export function flushEvents(context: RequestContext) {
  for (const send of context.events.splice(0)) send();
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Remix's own way to type the context
  interface AppLoadContext extends RequestContext {}
}

// Without a server (unit tests, in-process handlers) the console is the log.
const consoleLog: RequestLog = {
  debug: (fields, message) => console.info(message ?? "", fields),
  info: (fields, message) => console.info(message ?? "", fields),
  warn: (fields, message) => console.warn(message ?? "", fields),
  error: (fields, message) => console.error(message ?? "", fields),
};

export function requestContext({ requestId = crypto.randomUUID(), log = consoleLog }: { requestId?: string; log?: RequestLog } = {}): RequestContext {
  return { requestId, log, caching: cachingRule(), events: [] };
}
