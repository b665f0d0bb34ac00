import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { Icon } from "./Icon";

export const DEFAULT_BANNER_TEXT = "Complimentary travel jewelry roll with a purchase through April 30";

type Props = {
  topBarText: string | null;
  /** `html` was cleaned on the server (`safeHtml`); `color` is a checked hex colour, `image` a checked address. */
  topBanner: { html: string; color: string | null; image: string | null } | null;
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
        style={{
          ...(topBanner.color ? { backgroundColor: topBanner.color } : {}),
          // Quoted and escaped: the address can end nothing but the url().
          ...(topBanner.image ? { backgroundImage: `url(${JSON.stringify(topBanner.image)})` } : {}),
        }}
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
