// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Callback = (metric: { name: string; value: number }) => void;
const callbacks: Record<string, Callback> = {};
vi.mock("web-vitals", () => ({
  onLCP: (callback: Callback) => (callbacks.LCP = callback),
  onINP: (callback: Callback) => (callbacks.INP = callback),
  onCLS: (callback: Callback) => (callbacks.CLS = callback),
  onTTFB: (callback: Callback) => (callbacks.TTFB = callback),
  onFCP: (callback: Callback) => (callbacks.FCP = callback),
}));

const { reportVitals } = await import("./report-vitals");

const sent: unknown[] = [];
const send = (report: unknown) => sent.push(report);
beforeEach(() => {
  sent.length = 0;
  delete document.documentElement.dataset.bootAt;
  delete document.documentElement.dataset.bootCause;
});
afterEach(() => vi.restoreAllMocks());

const hide = () => {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
};

describe("reportVitals", () => {
  it("sends the page's figures in seconds (CLS as it is) in one post when the page is hidden", async () => {
    reportVitals("/product/promise-eternity-band", send);
    callbacks.TTFB({ name: "TTFB", value: 120 });
    callbacks.LCP({ name: "LCP", value: 1450 });
    callbacks.CLS({ name: "CLS", value: 0.02 });
    expect(sent).toEqual([]);
    hide();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: "/product/promise-eternity-band",
      vitals: [
        { name: "TTFB", value: 0.12 },
        { name: "LCP", value: 1.45 },
        { name: "CLS", value: 0.02 },
      ],
    });
  });

  it("adds the first touch's boot, from the touch to the page hydrated, when a touch began it", async () => {
    vi.spyOn(performance, "now").mockReturnValue(2400);
    document.documentElement.dataset.bootAt = "1900";
    document.documentElement.dataset.bootCause = "intent";
    reportVitals("/about", send);
    hide();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: "/about", vitals: [{ name: "first_touch_boot", value: 0.5 }] });
  });

  it("leaves it out when the timer began the boot, and sends nothing when there is nothing", async () => {
    document.documentElement.dataset.bootAt = "3000";
    document.documentElement.dataset.bootCause = "timer";
    reportVitals("/about", send);
    hide();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });
});
