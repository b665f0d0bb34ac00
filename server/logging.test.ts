import { requestLogFor, sendConsoleToLog } from "./logging";

describe("the log", () => {
  it("gives each request's lines its id, and keeps the caller's fields", () => {
    const lines: unknown[][] = [];
    const sink = { debug: vi.fn(), info: vi.fn(), warn: (...args: unknown[]) => void lines.push(args), error: vi.fn() };
    requestLogFor("req-1234abcd", sink as never).warn({ endpoint: "/products" }, "slow");
    expect(lines).toEqual([[{ endpoint: "/products", req: { id: "req-1234abcd" } }, "slow"]]);
  });

  it("sends what the app writes on the console to the log, formatted as the console would", () => {
    const saved = { ...console };
    const written: string[] = [];
    const sink = { info: (m: string) => void written.push(`info ${m}`), warn: (m: string) => void written.push(`warn ${m}`), error: (m: string) => void written.push(`error ${m}`), debug: vi.fn() };
    try {
      sendConsoleToLog(sink);
      console.info("cart %s", "abc", 3);
      console.error("failed");
    } finally {
      Object.assign(console, saved);
    }
    expect(written).toEqual(["info cart abc 3", "error failed"]);
  });
});
