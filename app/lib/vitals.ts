/** `first_touch_boot`: from first intent to hydrated (lib/late-boot.ts). */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB", "FCP", "first_touch_boot"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Seconds; CLS has no unit. */
export type Vital = { name: VitalName; value: number };

export type VitalsReport = { url: string; vitals: Vital[] };

/** INP and CLS may update a few times. */
export const MAX_VITALS = 12;
