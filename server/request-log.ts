// One JSON line and one duration sample per request, when the answer ends or the client goes away. Nothing else of
// the request (no headers, cookies or query: e-mails and ZIP codes travel there).
type Level = "info" | "warn" | "error";
type Labels = { route: string; method: string; status: string };

type LoggedRequest = { id?: string; method: string; url?: string; originalUrl?: string; path: string };
type LoggedResponse = {
  statusCode: number;
  writableFinished: boolean;
  locals: { route?: string };
  once(event: "finish" | "close", listener: () => void): unknown;
  off(event: "finish" | "close", listener: () => void): unknown;
};

export type RequestLogOptions = {
  logger: Record<Level, (fields: object, message: string) => void>;
  logPath: (url: string) => string;
  /** Probes: neither logged nor timed. */
  quiet: Set<string>;
  observe: (labels: Labels, seconds: number) => void;
  now?: () => bigint;
};

export function requestLog({ logger, logPath, quiet, observe, now = process.hrtime.bigint }: RequestLogOptions) {
  return (req: LoggedRequest, res: LoggedResponse, next: () => void) => {
    if (quiet.has(req.path)) return next();
    const started = now();
    const ended = () => {
      res.off("finish", ended);
      res.off("close", ended);
      const nanoseconds = Number(now() - started);
      const status = res.statusCode;
      const aborted = !res.writableFinished;
      const path = logPath(req.originalUrl ?? req.url ?? "");
      const route = res.locals.route ?? "";
      const level: Level = aborted || status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      logger[level](
        { req: { id: req.id, method: req.method, path }, route, res: { status }, duration_ms: Math.round(nanoseconds / 1e6) },
        `${req.method} ${path} ${status}${aborted ? " aborted" : ""}`,
      );
      observe({ route, method: req.method, status: String(status) }, nanoseconds / 1e9);
    };
    res.once("finish", ended);
    res.once("close", ended);
    next();
  };
}
