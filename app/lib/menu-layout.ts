// Spec 9: the menu is recalculated 50 ms after a resize; the main menu shows from 1025 px ("extra large over 1024").
// Each menu keeps its open state when CSS hides it, so crossing the breakpoint closes the hidden one (else the mobile
// sheet would come back open over the page).
export const MENU_RESIZE_DEBOUNCE_MS = 50;
export const DESKTOP_MENU_MIN_WIDTH = 1025;

export const menuLayoutOf = (viewportWidth: number): "desktop" | "mobile" => (viewportWidth >= DESKTOP_MENU_MIN_WIDTH ? "desktop" : "mobile");
