// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { act, render, screen } from "@testing-library/react";

import { ProgressBar } from "./ProgressBar";

const navigation = vi.hoisted(() => ({ state: "idle" }));
vi.mock("@remix-run/react", () => ({ useNavigation: () => navigation }));

/** Spec 9: the loading bar is 2 px high, shown after 200 ms of navigation, and creeps over 5000 ms. */
describe("ProgressBar", () => {
  beforeEach(() => {
    navigation.state = "idle";
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  // Hidden from assistive technology while idle, so found by its role among hidden elements.
  const bar = () => screen.getByRole("progressbar", { hidden: true });
  const shown = () => bar().getAttribute("data-active") === "true";
  const navigate = (state: "idle" | "loading" | "submitting", rerender: (ui: React.ReactElement) => void) => {
    navigation.state = state;
    rerender(<ProgressBar />);
  };
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it("is hidden while nothing loads", () => {
    render(<ProgressBar />);
    expect(shown()).toBe(false);
    expect(bar()).toHaveAttribute("aria-hidden", "true");
  });

  it("is named for what it shows while it shows", () => {
    navigation.state = "loading";
    render(<ProgressBar />);
    wait(200);
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeInTheDocument();
  });

  it("shows only after 200 ms of navigation, and hides as soon as it is idle", () => {
    const { rerender } = render(<ProgressBar />);
    navigate("loading", rerender);
    wait(199);
    expect(shown()).toBe(false);
    wait(1);
    expect(shown()).toBe(true);
    expect(bar()).toHaveAttribute("aria-hidden", "false");
    navigate("idle", rerender);
    expect(shown()).toBe(false);
  });

  it("never shows for a navigation shorter than 200 ms", () => {
    const { rerender } = render(<ProgressBar />);
    navigate("submitting", rerender);
    wait(150);
    navigate("idle", rerender);
    wait(500);
    expect(shown()).toBe(false);
  });

  it("creeps over 5000 ms", () => {
    render(<ProgressBar />);
    expect(bar().style.getPropertyValue("--progress-duration")).toBe("5000ms");
  });

  it("is 2 px high, and its transition takes the duration it is given", () => {
    const css = readFileSync(join(__dirname, "../styles/app.css"), "utf8");
    const rule = (selector: string) => css.match(new RegExp(`${selector.replace(/[.[\]"=]/g, "\\$&")}\\s*\\{([^}]*)\\}`))?.[1] ?? "";
    expect(rule(".progress-bar")).toMatch(/(^|;)\s*height:\s*2px\s*;/);
    expect(rule('.progress-bar[data-active="true"]')).toMatch(/transition:\s*width var\(--progress-duration/);
  });
});
