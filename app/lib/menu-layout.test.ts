import { readFileSync } from "node:fs";
import { join } from "node:path";

import { DESKTOP_MENU_MIN_WIDTH, MENU_RESIZE_DEBOUNCE_MS, menuLayoutOf } from "./menu-layout";

describe("menuLayoutOf", () => {
  it("is the mobile menu up to 1024 px and the main menu from 1025 px", () => {
    expect(menuLayoutOf(390)).toBe("mobile");
    expect(menuLayoutOf(1024)).toBe("mobile");
    expect(menuLayoutOf(1025)).toBe("desktop");
    expect(menuLayoutOf(1440)).toBe("desktop");
  });

  it("switches where the style sheet switches menus", () => {
    const css = readFileSync(join(__dirname, "../styles/app.css"), "utf8");
    const mainMenuFrom = css.match(/@media \(min-width: (\d+)px\) \{\s*\.main-menu \{ display: block; \}/)?.[1];
    expect(Number(mainMenuFrom)).toBe(DESKTOP_MENU_MIN_WIDTH);
  });

  it("is measured again 50 ms after a resize (spec 9)", () => {
    expect(MENU_RESIZE_DEBOUNCE_MS).toBe(50);
  });
});
