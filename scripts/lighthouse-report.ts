/**
 * What `npm run lighthouse` keeps of each Lighthouse report, how it picks the
 * median of several runs and which rows break the goal: performance at least
 * 95 on a phone, accessibility, best practices and SEO at 100.
 */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Minimum score of each category, 0–100. */
export const GOALS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

export type Run = Record<Category, number> & { lcpMs: number };
export type Row = Run & { page: string };

/** The part of a Lighthouse result this report reads. */
export type LighthouseResult = {
  categories: Partial<Record<string, { score: number | null }>>;
  audits: Partial<Record<string, { numericValue?: number }>>;
};

/** Scores out of 100 (a category that could not be scored counts as 0) and the LCP in ms. */
export function summarize(result: LighthouseResult): Run {
  const score = (category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: result.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
  };
}

/**
 * The run whose performance score is the median (the lower middle for an even
 * count), whole: its other scores and LCP belong to the same page load.
 */
export function medianRun(runs: Run[]): Run {
  if (runs.length === 0) throw new Error("No Lighthouse run to take the median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One line for each score below its goal, e.g. "/about: performance 91 < 95". */
export function goalFailures(rows: Row[]): string[] {
  return rows.flatMap((row) =>
    CATEGORIES.filter((category) => row[category] < GOALS[category]).map((category) => `${row.page}: ${category} ${row[category]} < ${GOALS[category]}`),
  );
}

/** A plain-text table: page, the four scores, LCP in seconds. */
export function formatTable(rows: Row[]): string {
  const header = ["page", "performance", "accessibility", "best-practices", "seo", "LCP (s)"];
  const body = rows.map((row) => [
    row.page,
    ...CATEGORIES.map((category) => String(row[category])),
    Number.isFinite(row.lcpMs) ? (row.lcpMs / 1000).toFixed(2) : "–",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}

/**
 * chrome-launcher's default flags, but navigating as Chromium does by default.
 * chrome-launcher turns Chromium's RenderDocument off (a workaround for older
 * Lighthouse bugs), so a navigation reuses the blank tab's frame. With it off,
 * Chromium 156 holds the first frame of most of these pages until 1.3 or 2.3 s
 * after navigation, after the load event, and the simulated LCP counts every
 * request and task made before that. A static page shows no hold either way;
 * see docs/performance.md for the runs.
 */
export function launcherFlags(defaults: string[]): string[] {
  return defaults.flatMap((flag) => {
    if (!flag.startsWith("--disable-features=")) return [flag];
    const features = flag
      .slice("--disable-features=".length)
      .split(",")
      .filter((feature) => feature !== "RenderDocument");
    return features.length > 0 ? [`--disable-features=${features.join(",")}`] : [];
  });
}
