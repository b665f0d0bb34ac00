// Loaded once the page has hydrated (components/PageAnalytics.tsx), out of the first load. Each vital is queued as
// web-vitals reports it and sent with a beacon when the page is hidden, so one page load costs one post.
// `send` is the page's beacon (lib/beacon.ts), handed in so this chunk shares no module with the first load.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

import { MAX_VITALS, type Vital, type VitalsReport } from "./vitals";

/** The late boot's first touch (lib/late-boot.ts marks when and why it booted): now is just after hydration. */
function firstTouchBoot(root: HTMLElement, now: number): Vital | null {
  const bootAt = Number(root.dataset.bootAt);
  if (root.dataset.bootCause !== "intent" || !Number.isFinite(bootAt) || now < bootAt) return null;
  return { name: "first_touch_boot", value: (now - bootAt) / 1000 };
}

export function reportVitals(url: string, send: (report: VitalsReport) => void) {
  const queue: Vital[] = [];
  const boot = firstTouchBoot(document.documentElement, performance.now());
  if (boot) queue.push(boot);
  const add = (metric: Metric) => {
    if (queue.length < MAX_VITALS) queue.push({ name: metric.name, value: metric.name === "CLS" ? metric.value : metric.value / 1000 });
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
  onFCP(add);
  // After web-vitals' own listeners, which report LCP, INP and CLS as the page is hidden.
  const flush = () => {
    if (queue.length > 0) send({ url, vitals: queue.splice(0) });
  };
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
