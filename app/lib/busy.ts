import { useEffect, useState } from "react";

/**
 * Spec 9's "fetch delay minimum: 200 ms": a busy state ("Adding…", "Sending…") lasts at least this long, so a fast
 * answer does not flash it (what Nuxt's `fetchDelay` does for a fetch's pending state).
 */
export const MIN_BUSY_MS = 200;

/** How long a busy state that began at `since` stays on once its work ends at `now`. */
export const busyLeft = (since: number, now: number) => Math.max(0, since + MIN_BUSY_MS - now);

/** `busy`, held on until MIN_BUSY_MS after it began; work that starts again while it is held goes on with it. */
export function useBusy(busy: boolean): boolean {
  // When the busy state shown began; set as it renders, so its very first frame counts.
  const [since, setSince] = useState<number>();
  if (busy && since === undefined) setSince(Date.now());
  useEffect(() => {
    if (busy || since === undefined) return;
    const release = setTimeout(setSince, busyLeft(since, Date.now()));
    return () => clearTimeout(release);
  }, [busy, since]);
  return busy || since !== undefined;
}
