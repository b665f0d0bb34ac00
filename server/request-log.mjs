/**
 * One JSON log line and one duration sample per request, written when the answer ends (or the client goes away):
 * method, path without its query, Remix route, status, duration and request id. Nothing else of the request (no
 * headers, cookies or query: e-mails and ZIP codes travel there). Probes (`quiet` paths) are neither logged nor timed.
 *
 * @param {{
 *   logger: Record<"info" | "warn" | "error", (fields: object, message: string) => void>,
 *   logPath: (url: string) => string,
 *   quiet: Set<string>,
 *   observe: (labels: { route: string, method: string, status: string }, seconds: number) => void,
 *   now?: () => bigint,
 * }} options
 */
export function requestLog({ logger, logPath, quiet, observe, now = process.hrtime.bigint }) {
  return (req, res, next) => {
    if (quiet.has(req.path)) return next();
    const started = now();
    const ended = () => {
      res.off("finish", ended);
      res.off("close", ended);
      const nanoseconds = Number(now() - started);
      const status = res.statusCode;
      const aborted = !res.writableFinished;
      const path = logPath(req.originalUrl ?? req.url ?? "");
      const level = aborted || status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      logger[level](
        { req: { id: req.id, method: req.method, path }, route: res.locals.route, res: { status }, duration_ms: Math.round(nanoseconds / 1e6) },
        `${req.method} ${path} ${status}${aborted ? " aborted" : ""}`,
      );
      observe({ route: res.locals.route, method: req.method, status: String(status) }, nanoseconds / 1e9);
    };
    res.once("finish", ended);
    res.once("close", ended);
    next();
  };
}
