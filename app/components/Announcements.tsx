import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { Icon } from "./Icon";

export const DEFAULT_BANNER_TEXT = "Complimentary travel jewelry roll with a purchase through April 30";

type Props = {
  topBarText: string | null;
  /** Written on the server: `html` cleaned (`safeHtml`), `style` a checked colour and picture. */
  topBanner: { html: string; image: string | null; style: { backgroundColor?: string; backgroundImage?: string } } | null;
};

/** Spec 2: the top bar with top_bar_text (closable); else the campaign's top banner block; else the default banner. */
export function Announcements({ topBarText, topBanner }: Props) {
  const [closed, setClosed] = useState(false);
  const hydrated = useHydrated();

  if (topBarText) {
    if (closed) return null;
    return (
      <div className="top-bar" role="region" aria-label="Announcement">
        <p>{topBarText}</p>
        {hydrated ? (
          <button type="button" className="icon-button top-bar__close" aria-label="Close announcement" onClick={() => setClosed(true)}>
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </div>
    );
  }
  if (topBanner) {
    return (
      <div
        className={topBanner.image ? "top-banner top-banner--image" : "top-banner"}
        role="region"
        aria-label="Announcement"
        style={topBanner.style}
        dangerouslySetInnerHTML={{ __html: topBanner.html }}
      />
    );
  }
  return (
    <div className="top-banner" role="region" aria-label="Announcement">
      <p>{DEFAULT_BANNER_TEXT}</p>
    </div>
  );
}
