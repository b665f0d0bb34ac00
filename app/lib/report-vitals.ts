// Sent once when hidden, so one page load costs one post; `send` is passed in so this chunk shares no first-load module.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

import { MAX_VITALS, type Vital, type VitalsReport } from "./vitals";

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
  // Must run after web-vitals' own hidden listeners report LCP, INP and CLS.
  const flush = () => {
    if (queue.length > 0) send({ url, vitals: queue.splice(0) });
  };
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
