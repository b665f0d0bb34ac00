// Spec 4 "Integrations": calls wait in order until the third party is ready and never throw into the page.
export type ReadyState = "idle" | "waiting" | "ready" | "gave-up";

export type ReadyQueue<T> = {
  call(call: (target: T) => void): void;
  start(): void;
  state(): ReadyState;
  polls(): number;
};

type Options<T> = {
  find: () => T | undefined;
  intervalMs: number;
  maxPolls: number;
  onStateChange?: (state: ReadyState) => void;
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
      // A third party's failure must never be the page's.
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
