import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { beacon } from "~/lib/beacon";

/**
 * The `visit` event for in-app navigations. The first page of a visit was a
 * document request, whose visit the server already sent.
 */
export function PageViews() {
  const location = useLocation();
  const first = useRef(true);
  const path = location.pathname;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    beacon({ event_id: "visit", url: path, referrer: document.referrer || undefined });
  }, [path]);

  return null;
}
