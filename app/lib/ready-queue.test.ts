import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { READY_MAX_POLLS, READY_POLL_MS } from "./integrations";
import { createReadyQueue } from "./ready-queue";

describe("createReadyQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const holder: { target?: { sent: string[] } } = {};
    const states: string[] = [];
    const queue = createReadyQueue({
      find: () => holder.target,
      intervalMs: READY_POLL_MS,
      maxPolls: READY_MAX_POLLS,
      onStateChange: (state) => states.push(state),
    });
    return { holder, states, queue };
  }

  it("keeps calls made before the third party is there, then sends them in order", () => {
    const { holder, queue } = setup();
    queue.call((target) => target.sent.push("first"));
    queue.start();
    queue.call((target) => target.sent.push("second"));
    vi.advanceTimersByTime(READY_POLL_MS * 3);
    expect(queue.state()).toBe("waiting");

    holder.target = { sent: [] };
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(queue.state()).toBe("ready");
    expect(holder.target.sent).toEqual(["first", "second"]);

    queue.call((target) => target.sent.push("third"));
    expect(holder.target.sent).toEqual(["first", "second", "third"]);
  });

  it("polls every 500 ms, 30 times, then gives up and drops what waited", () => {
    const { queue, states, holder } = setup();
    queue.call((target) => target.sent.push("lost"));
    queue.start();
    vi.advanceTimersByTime(READY_POLL_MS * (READY_MAX_POLLS - 1));
    expect(queue.polls()).toBe(READY_MAX_POLLS - 1);
    expect(queue.state()).toBe("waiting");

    vi.advanceTimersByTime(READY_POLL_MS);
    expect(queue.polls()).toBe(READY_MAX_POLLS);
    expect(queue.state()).toBe("gave-up");
    expect(states).toEqual(["waiting", "gave-up"]);

    // No 31st poll, and an object that turns up late is not used.
    holder.target = { sent: [] };
    vi.advanceTimersByTime(READY_POLL_MS * 10);
    expect(queue.polls()).toBe(READY_MAX_POLLS);
    queue.call((target) => target.sent.push("late"));
    expect(holder.target.sent).toEqual([]);
  });

  it("never lets a failing call or a throwing lookup reach the page", () => {
    let throwOnFind = true;
    const sent: string[] = [];
    const queue = createReadyQueue({
      find: () => {
        if (throwOnFind) throw new Error("not yet");
        return sent;
      },
      intervalMs: READY_POLL_MS,
      maxPolls: READY_MAX_POLLS,
    });
    queue.call(() => {
      throw new Error("vendor bug");
    });
    queue.call((target) => target.push("after the bug"));
    queue.start();
    vi.advanceTimersByTime(READY_POLL_MS);
    throwOnFind = false;
    expect(() => vi.advanceTimersByTime(READY_POLL_MS)).not.toThrow();
    expect(sent).toEqual(["after the bug"]);
  });

  it("starts once, and bounds what waits", () => {
    const holder: { target?: string[] } = {};
    const queue = createReadyQueue({ find: () => holder.target, intervalMs: 10, maxPolls: 3, maxQueued: 2 });
    for (const name of ["a", "b", "c"]) queue.call((target) => target.push(name));
    queue.start();
    queue.start();
    holder.target = [];
    vi.advanceTimersByTime(10);
    expect(queue.polls()).toBe(1);
    expect(holder.target).toEqual(["a", "b"]);
  });
});
