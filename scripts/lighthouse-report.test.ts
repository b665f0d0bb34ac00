import { type LighthouseResult, type Run, formatTable, goalFailures, launcherFlags, medianRun, summarize } from "./lighthouse-report";

const result = (scores: Record<string, number | null>, lcpMs?: number): LighthouseResult => ({
  categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
  audits: lcpMs === undefined ? {} : { "largest-contentful-paint": { numericValue: lcpMs } },
});

const run = (performance: number, lcpMs = 2000): Run => ({ performance, accessibility: 100, "best-practices": 100, seo: 100, lcpMs });

describe("summarize", () => {
  it("turns scores into whole numbers out of 100 and keeps the LCP in ms", () => {
    expect(summarize(result({ performance: 0.954, accessibility: 1, "best-practices": 0.96, seo: 1 }, 2412.7))).toEqual({
      performance: 95,
      accessibility: 100,
      "best-practices": 96,
      seo: 100,
      lcpMs: 2412.7,
    });
  });

  it("counts a category that could not be scored as 0, and a missing LCP as unknown", () => {
    const summary = summarize(result({ performance: null, accessibility: 1 }));
    expect(summary.performance).toBe(0);
    expect(summary.seo).toBe(0);
    expect(summary.lcpMs).toBeNaN();
  });
});

describe("medianRun", () => {
  it("takes the whole run with the middle performance score", () => {
    const middle = { ...run(93, 2500), seo: 92 };
    expect(medianRun([run(97, 1800), run(80, 4000), middle])).toBe(middle);
  });

  it("takes the lower middle of an even count", () => {
    expect(medianRun([run(99), run(90), run(96), run(94)]).performance).toBe(94);
  });

  it("returns the only run", () => {
    const only = run(88);
    expect(medianRun([only])).toBe(only);
  });

  it("refuses no runs at all", () => {
    expect(() => medianRun([])).toThrow(/No Lighthouse run/);
  });
});

describe("goalFailures", () => {
  it("names each score under its goal: 95 for performance, 100 for the rest", () => {
    const rows = [
      { page: "/", ...run(95) },
      { page: "/about", ...run(94), accessibility: 98 },
      { page: "/shop-all", ...run(100), seo: 99 },
    ];
    expect(goalFailures(rows)).toEqual(["/about: performance 94 < 95", "/about: accessibility 98 < 100", "/shop-all: seo 99 < 100"]);
  });

  it("is empty when every page meets every goal", () => {
    expect(goalFailures([{ page: "/", ...run(95) }])).toEqual([]);
  });
});

describe("formatTable", () => {
  it("lines up the page, four scores and the LCP in seconds", () => {
    const table = formatTable([
      { page: "/", ...run(96, 1834) },
      { page: "/find-a-retailer", ...run(100, Number.NaN) },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^page\s+performance\s+accessibility\s+best-practices\s+seo\s+LCP \(s\)$/);
    expect(lines[2]).toMatch(/^\/\s+96\s+100\s+100\s+100\s+1\.83$/);
    expect(lines[3]).toMatch(/^\/find-a-retailer\s+100\s+100\s+100\s+100\s+–$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe("launcherFlags", () => {
  it("keeps every default but RenderDocument among the disabled features", () => {
    expect(launcherFlags(["--disable-features=Translate,RenderDocument,MediaRouter", "--mute-audio", "--no-first-run"])).toEqual([
      "--disable-features=Translate,MediaRouter",
      "--mute-audio",
      "--no-first-run",
    ]);
  });

  it("drops a --disable-features flag left empty and leaves the others as they are", () => {
    expect(launcherFlags(["--disable-features=RenderDocument", "--disable-sync"])).toEqual(["--disable-sync"]);
    expect(launcherFlags(["--disable-features=Translate", "--disable-sync"])).toEqual(["--disable-features=Translate", "--disable-sync"]);
  });
});
