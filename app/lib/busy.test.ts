// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";

import { MIN_BUSY_MS, busyLeft, useBusy } from "./busy";

describe("busyLeft", () => {
  it("holds a busy state until 200 ms after it began (spec 9), and no longer", () => {
    expect(MIN_BUSY_MS).toBe(200);
    expect(busyLeft(1000, 1030)).toBe(170);
    expect(busyLeft(1000, 1199)).toBe(1);
    expect(busyLeft(1000, 1200)).toBe(0);
    expect(busyLeft(1000, 1900)).toBe(0);
  });
});

describe("useBusy", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const start = () => renderHook(({ busy }) => useBusy(busy), { initialProps: { busy: false } });

  it("is busy at once, and stays busy 200 ms from the start when the answer is fast", () => {
    const { result, rerender } = start();
    expect(result.current).toBe(false);
    rerender({ busy: true });
    expect(result.current).toBe(true);
    wait(30);
    rerender({ busy: false });
    expect(result.current).toBe(true);
    wait(169);
    expect(result.current).toBe(true);
    wait(1);
    expect(result.current).toBe(false);
  });

  it("ends with the work when the answer is slower than 200 ms", () => {
    const { result, rerender } = start();
    rerender({ busy: true });
    wait(700);
    expect(result.current).toBe(true);
    rerender({ busy: false });
    wait(0);
    expect(result.current).toBe(false);
  });

  it("goes on with work that starts again while it is held: one label from the first start, no flicker", () => {
    const { result, rerender } = start();
    rerender({ busy: true });
    wait(50);
    rerender({ busy: false });
    wait(50);
    rerender({ busy: true });
    wait(50);
    rerender({ busy: false });
    expect(result.current).toBe(true);
    wait(49);
    expect(result.current).toBe(true);
    wait(1);
    expect(result.current).toBe(false);
  });
});
