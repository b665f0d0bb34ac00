import { useLocation, useNavigation, useNavigationType } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";

import { SCROLL_TOP_DELAY_MS, isPathChange } from "~/lib/page-scroll";

const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const SHOPPER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"];

/** Rendered right after <ScrollRestoration>: its layout effects run after that one's, so it sees where the new page was left. */
export function PageScroll() {
  const location = useLocation();
  const kind = useNavigationType();
  const loading = useNavigation().state !== "idle";
  const previous = useRef(location);

  useBrowserLayoutEffect(() => {
    document.documentElement.style.scrollBehavior = loading ? "auto" : "";
  }, [loading]);

  useBrowserLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (!isPathChange(from, location, kind) || window.scrollY) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: "instant" }), SCROLL_TOP_DELAY_MS);
    const input = new AbortController();
    for (const type of SHOPPER_INPUT) window.addEventListener(type, () => clearTimeout(timer), { passive: true, signal: input.signal });
    return () => {
      clearTimeout(timer);
      input.abort();
    };
  }, [location, kind]);

  return null;
}
