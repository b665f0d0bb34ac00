import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { REMAIN_INTERVAL_MS, newScrollDepths, pageFields } from "~/lib/analytics";
import { tellIntegrations } from "~/lib/integrations-bus";
import { beacon } from "~/lib/beacon";
import { track } from "~/lib/track";

// Spec 4, 9: `visit` on client navigations, `remain` every 30 s while visible, `scroll_depth` at 25/50/75/100 %.
export function PageAnalytics() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const fields = useRef(pageFields(pathname, matches));
  fields.current = pageFields(pathname, matches);
  const first = useRef(true);

  // Real shoppers' speed, for the store's metrics: the document's own page, measured from its start.
  useEffect(() => {
    void import("~/lib/report-vitals").then(
      (module) => module.reportVitals(window.location.pathname, beacon),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      tellIntegrations({ event_id: "visit", fields: { ...fields.current } });
      return;
    }
    track({ event_id: "visit", url: pathname, referrer: document.referrer || undefined, ...fields.current });
  }, [pathname]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") track({ event_id: "remain", url: pathname, ...fields.current });
    }, REMAIN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [pathname]);

  useEffect(() => {
    const sent = new Set<number>();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const page = document.documentElement;
      const reached = (window.scrollY + window.innerHeight) / Math.max(page.scrollHeight, 1);
      for (const depth of newScrollDepths(reached, sent)) {
        sent.add(depth);
        track({ event_id: "scroll_depth", url: pathname, scroll_depth: depth, ...fields.current });
      }
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return null;
}
