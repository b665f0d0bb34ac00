import { useEffect, useState } from "react";

/** Spec 9 "fetch delay minimum: 200 ms", so a fast answer does not flash the busy state. */
export const MIN_BUSY_MS = 200;

export const busyLeft = (since: number, now: number) => Math.max(0, since + MIN_BUSY_MS - now);

export function useBusy(busy: boolean): boolean {
  // Set during render so the very first frame counts.
  const [since, setSince] = useState<number>();
  if (busy && since === undefined) setSince(Date.now());
  useEffect(() => {
    if (busy || since === undefined) return;
    const release = setTimeout(setSince, busyLeft(since, Date.now()));
    return () => clearTimeout(release);
  }, [busy, since]);
  return busy || since !== undefined;
}
