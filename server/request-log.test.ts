import { EventEmitter } from "node:events";

import { requestLog } from "./request-log";

type Line = { level: string; fields: Record<string, unknown>; message: string };

function setUp() {
  const lines: Line[] = [];
  const samples: { labels: Record<string, string>; seconds: number }[] = [];
  const logger = Object.fromEntries(["info", "warn", "error"].map((level) => [level, (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message })]));
  let clock = 0n;
  const middleware = requestLog({
    logger: logger as never,
    logPath: (url) => url.split("?")[0],
    quiet: new Set(["/healthz"]),
    observe: (labels, seconds) => samples.push({ labels, seconds }),
    now: () => clock,
  });
  const serve = (url: string) => {
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: false, locals: { route: "routes/shop-all" } });
    const req = { id: "req-1", method: "GET", url, originalUrl: url, path: url.split("?")[0] };
    let passed = false;
    middleware(req, res, () => (passed = true));
    return { res, passed, advance: (ms: number) => (clock += BigInt(ms * 1e6)) };
  };
  return { lines, samples, serve };
}

describe("requestLog", () => {
  it("writes one line and one sample when the answer ends, with the path and not its query", () => {
    const { lines, samples, serve } = setUp();
    const { res, passed, advance } = serve("/track-your-order?email=ann@example.com&billing_zip=10001");
    expect(passed).toBe(true);
    expect(lines).toEqual([]);
    advance(12);
    res.writableFinished = true;
    res.emit("finish");
    res.emit("close");
    expect(lines).toEqual([
      {
        level: "info",
        fields: { req: { id: "req-1", method: "GET", path: "/track-your-order" }, route: "routes/shop-all", res: { status: 200 }, duration_ms: 12 },
        message: "GET /track-your-order 200",
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain("ann@example.com");
    expect(samples).toEqual([{ labels: { route: "routes/shop-all", method: "GET", status: "200" }, seconds: 0.012 }]);
  });

  it("warns on a refusal and errors on a failure or a client that left before the end", () => {
    const { lines, serve } = setUp();
    for (const status of [404, 503]) {
      const { res } = serve("/nowhere");
      res.statusCode = status;
      res.writableFinished = true;
      res.emit("finish");
    }
    const { res } = serve("/shop-all");
    res.emit("close");
    expect(lines.map(({ level, message }) => [level, message])).toEqual([
      ["warn", "GET /nowhere 404"],
      ["error", "GET /nowhere 503"],
      ["error", "GET /shop-all 200 aborted"],
    ]);
  });

  it("neither logs nor times a probe", () => {
    const { lines, samples, serve } = setUp();
    const { res, passed } = serve("/healthz");
    expect(passed).toBe(true);
    res.emit("finish");
    expect(lines).toEqual([]);
    expect(samples).toEqual([]);
  });
});
