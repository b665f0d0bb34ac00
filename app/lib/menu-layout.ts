/**
 * Spec 9: the header menu is recalculated 50 ms after a resize. What in the
 * menu depends on the viewport is which of the two menus the layout shows
 * (app.css: the main menu from 1025 px, spec 9's "extra large over 1024"; the
 * mobile menu below). Each keeps its open state when CSS hides it, so a
 * resize across the breakpoint closes the one that has just been hidden:
 * otherwise the mobile menu's sheet would come back open over the page when
 * the window narrows again, and a main menu panel would wait, open, behind
 * the mobile layout.
 */
export const MENU_RESIZE_DEBOUNCE_MS = 50;
export const DESKTOP_MENU_MIN_WIDTH = 1025;

export const menuLayoutOf = (viewportWidth: number): "desktop" | "mobile" => (viewportWidth >= DESKTOP_MENU_MIN_WIDTH ? "desktop" : "mobile");
