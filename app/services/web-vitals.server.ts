// Shoppers' own measures (lib/report-vitals.ts), posted to the events route and counted into the metrics by route.
// The route is the one the store's router gives the page's path, so a visitor cannot make up label values.
import { z } from "zod";

import { MAX_VITALS, VITAL_NAMES, type VitalsReport } from "~/lib/vitals";
import { logPath } from "~/lib/log-path";

import { webVitals } from "./metrics.server";

export const vitalsReport = z.object({
  url: z.string().max(2048),
  vitals: z
    .array(z.object({ name: z.enum(VITAL_NAMES), value: z.number().finite().min(0).max(120) }))
    .min(1)
    .max(MAX_VITALS),
});

let routeOf: (path: string) => string = () => "unknown";
/** server.mjs hands over the router's labeller (lib/route-label.ts) once it has the build. */
export function setRouteLabeler(label: (path: string) => string) {
  routeOf = label;
}

export function recordVitals(report: VitalsReport) {
  const path = logPath(report.url);
  const route = path.startsWith("/") ? routeOf(path) : "unknown";
  for (const vital of report.vitals) webVitals.observe({ metric: vital.name, route }, vital.value);
}
