// Spec 9. Crossing the breakpoint closes the hidden menu, else the mobile sheet would come back open over the page.
export const MENU_RESIZE_DEBOUNCE_MS = 50;
export const DESKTOP_MENU_MIN_WIDTH = 1025;

export const menuLayoutOf = (viewportWidth: number): "desktop" | "mobile" => (viewportWidth >= DESKTOP_MENU_MIN_WIDTH ? "desktop" : "mobile");
