/** `npm run lighthouse`'s report. Goals: performance at least 95 on a phone; accessibility, best practices and SEO 100. */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const GOALS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

export type Run = Record<Category, number> & { lcpMs: number };
export type Row = Run & { page: string };

export type LighthouseResult = {
  categories: Partial<Record<string, { score: number | null }>>;
  audits: Partial<Record<string, { numericValue?: number }>>;
};

/** A category that could not be scored counts as 0. */
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

/** The run with the median performance score (lower middle for an even count), whole: its other scores belong to the same load. */
export function medianRun(runs: Run[]): Run {
  if (runs.length === 0) throw new Error("No Lighthouse run to take the median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function goalFailures(rows: Row[]): string[] {
  return rows.flatMap((row) =>
    CATEGORIES.filter((category) => row[category] < GOALS[category]).map((category) => `${row.page}: ${category} ${row[category]} < ${GOALS[category]}`),
  );
}

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

// chrome-launcher's flags minus its RenderDocument workaround: with it off, Chromium 156 holds most pages' first
// frame 1.3–2.3 s and the simulated LCP counts everything before that (docs/performance.md).
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
