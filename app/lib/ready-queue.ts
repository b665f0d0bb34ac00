/**
 * Spec 4 "Integrations": a third party's readiness is polled every 500 ms,
 * up to 30 times, until its global appears. Calls made before that wait in
 * order and are sent once it is there; none is lost while it may still come,
 * and none ever throws into the page. After the last try the queue gives up:
 * what waited is dropped, and later calls are ignored.
 */
export type ReadyState = "idle" | "waiting" | "ready" | "gave-up";

export type ReadyQueue<T> = {
  /** Runs `call` now if the third party is ready, later if it may still be, never if it gave up. */
  call(call: (target: T) => void): void;
  /** Starts polling (once). */
  start(): void;
  state(): ReadyState;
  /** Polls made so far. */
  polls(): number;
};

type Options<T> = {
  /** The third party's object, once it exists. */
  find: () => T | undefined;
  intervalMs: number;
  maxPolls: number;
  onStateChange?: (state: ReadyState) => void;
  /** Bounds what waits, should a page fire events for a long time before the script loads. */
  maxQueued?: number;
  schedule?: (run: () => void, ms: number) => unknown;
};

export function createReadyQueue<T>({
  find,
  intervalMs,
  maxPolls,
  onStateChange,
  maxQueued = 100,
  schedule = (run, ms) => setTimeout(run, ms),
}: Options<T>): ReadyQueue<T> {
  let state: ReadyState = "idle";
  let polls = 0;
  let target: T | undefined;
  let waiting: Array<(target: T) => void> = [];

  const setState = (next: ReadyState) => {
    state = next;
    onStateChange?.(next);
  };

  const send = (call: (target: T) => void, to: T) => {
    try {
      call(to);
    } catch {
      // A third party's failure is its own: never the page's.
    }
  };

  const poll = () => {
    polls += 1;
    let found: T | undefined;
    try {
      found = find();
    } catch {
      found = undefined;
    }
    if (found !== undefined && found !== null) {
      target = found;
      setState("ready");
      const queued = waiting;
      waiting = [];
      for (const call of queued) send(call, found);
      return;
    }
    if (polls >= maxPolls) {
      waiting = [];
      setState("gave-up");
      return;
    }
    schedule(poll, intervalMs);
  };

  return {
    call(call) {
      if (state === "ready" && target !== undefined) return send(call, target);
      if (state === "gave-up") return;
      if (waiting.length < maxQueued) waiting.push(call);
    },
    start() {
      if (state !== "idle") return;
      setState("waiting");
      schedule(poll, intervalMs);
    },
    state: () => state,
    polls: () => polls,
  };
}
