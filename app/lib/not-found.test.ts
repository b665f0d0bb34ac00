import { NOT_FOUND_PATH, isNotFoundPage } from "./not-found";

describe("isNotFoundPage", () => {
  it.each(["/404", "/404/", "/404?from=maintenance"])("is true of %s", (path) => {
    expect(isNotFoundPage(path)).toBe(true);
  });

  it.each(["/", "/about", "/4044", "/shop-all/404", "/404-page"])("is false of %s", (path) => {
    expect(isNotFoundPage(path)).toBe(false);
  });

  it("names the path the redirect goes to", () => {
    expect(isNotFoundPage(NOT_FOUND_PATH)).toBe(true);
  });
});
