// @vitest-environment jsdom
import { INTENT_EVENTS, onFirstIntent } from "./first-intent";

describe("onFirstIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(INTENT_EVENTS)("runs once on the first %s, and not again", (type) => {
    const callback = vi.fn();
    onFirstIntent(window, callback, 10_000);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(20_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs after the fallback time when the shopper does nothing, and not before", () => {
    const callback = vi.fn();
    onFirstIntent(window, callback, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pointerdown"));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled, and leaves no listener behind", () => {
    const callback = vi.fn();
    const remove = vi.spyOn(window, "removeEventListener");
    const cancel = onFirstIntent(window, callback, 10_000);
    cancel();
    window.dispatchEvent(new Event("pointermove"));
    vi.advanceTimersByTime(20_000);
    expect(callback).not.toHaveBeenCalled();
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual([...INTENT_EVENTS].sort());
    remove.mockRestore();
  });

  it("ignores events that are not intent", () => {
    const callback = vi.fn();
    onFirstIntent(window, callback, 10_000);
    window.dispatchEvent(new Event("resize"));
    window.dispatchEvent(new Event("load"));
    expect(callback).not.toHaveBeenCalled();
  });
});
