// Real shoppers' speed (README, "Running it in production"): what the browser measures, as the server's metrics take it.
/** web-vitals' five, and the late boot's first touch: from the shopper's first sign of intent to the page hydrated. */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB", "FCP", "first_touch_boot"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Seconds, except CLS, which has no unit. */
export type Vital = { name: VitalName; value: number };

/** What the page posts to the events route, beside the analytics events. */
export type VitalsReport = { url: string; vitals: Vital[] };

/** The most one page load reports: each vital once, and INP and CLS updated a few times. */
export const MAX_VITALS = 12;
