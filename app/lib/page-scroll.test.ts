import { SCROLL_TOP_DELAY_MS, isPathChange } from "./page-scroll";

const at = (pathname: string, hash = "") => ({ pathname, hash });

describe("isPathChange (spec 2: a path change scrolls to the top after 300 ms)", () => {
  it("is a link or redirect to another path", () => {
    expect(isPathChange(at("/"), at("/shop-all"), "PUSH")).toBe(true);
    expect(isPathChange(at("/cart"), at("/shop-all"), "REPLACE")).toBe(true);
  });

  it("is not back or forward: the position there is restored", () => {
    expect(isPathChange(at("/shop-all"), at("/"), "POP")).toBe(false);
  });

  it("is not a change of query or hash on the same path (filters, drawers, alerts)", () => {
    expect(isPathChange(at("/shop-all"), at("/shop-all"), "PUSH")).toBe(false);
    expect(isPathChange(at("/faq"), at("/faq", "#returns"), "PUSH")).toBe(false);
  });

  it("is not a link to an element of another page: the hash's element is scrolled to", () => {
    expect(isPathChange(at("/about"), at("/faq", "#returns"), "PUSH")).toBe(false);
  });

  it("waits the spec's 300 ms", () => {
    expect(SCROLL_TOP_DELAY_MS).toBe(300);
  });
});
