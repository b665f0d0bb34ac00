import { readiness, resetLifecycle, startDraining, warmUp } from "./lifecycle.server";
import { setupMockApi } from "../../mock-api/testing";

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
      vi.spyOn(await import("./startup.server"), "loadStartup").mockReturnValue(never);
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
