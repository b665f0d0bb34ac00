import { drainOn, readiness, resetLifecycle, startDraining, warmUp } from "./lifecycle";
import { setupMockApi } from "../mock-api/testing";

setupMockApi();

describe("an instance's readiness", () => {
  beforeEach(() => resetLifecycle());

  it("warms, is ready once the API's settings are read, and drains for good", async () => {
    expect(readiness()).toBe("warming");
    const warming = warmUp();
    expect(readiness()).toBe("warming");
    await warming;
    expect(readiness()).toBe("ready");
    startDraining();
    expect(readiness()).toBe("draining");
    await warmUp();
    expect(readiness()).toBe("draining");
  });

  it("is ready after its limit even when the API does not answer: it serves what it can", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const never = new Promise<never>(() => undefined);
      vi.spyOn(await import("~/services/startup.server"), "loadStartup").mockReturnValue(never);
      const warming = warmUp(10_000);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(readiness()).toBe("warming");
      await vi.advanceTimersByTimeAsync(1);
      await warming;
      expect(readiness()).toBe("ready");
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});

describe("drainOn: SIGTERM", () => {
  const fakeServer = () => {
    const calls: string[] = [];
    let onClosed = () => undefined as void;
    return {
      calls,
      finish: () => onClosed(),
      server: {
        close: (done: () => void) => {
          calls.push("close");
          onClosed = done;
        },
        closeIdleConnections: () => void calls.push("idle"),
        closeAllConnections: () => void calls.push("all"),
      },
    };
  };
  const log = { info: vi.fn(), error: vi.fn() };

  beforeEach(() => {
    resetLifecycle();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => vi.useRealTimers());

  it("turns readiness off at once, closes the listener after the delay, and exits 0 once what is in flight ends", () => {
    const { calls, finish, server } = fakeServer();
    const exit = vi.fn();
    const closed = vi.fn();
    const drain = drainOn(server, { delayMs: 500, timeoutMs: 30_000, log, closed, exit });
    drain("SIGTERM");
    expect(readiness()).toBe("draining");
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["close", "idle"]);
    expect(exit).not.toHaveBeenCalled();
    finish();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    drain("SIGINT");
    expect(calls).toEqual(["close", "idle"]);
  });

  it("cuts what is left past the timeout and exits 1", () => {
    const { calls, server } = fakeServer();
    const exit = vi.fn();
    drainOn(server, { delayMs: 0, timeoutMs: 1_000, log, closed: () => undefined, exit })("SIGTERM");
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual(["close", "idle", "all"]);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
