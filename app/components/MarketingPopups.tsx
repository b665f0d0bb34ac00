import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import type { BrowserPopup } from "~/lib/campaign";
import { POPUP_CHECK_EVENT } from "~/lib/popup-keys";


import { Icon } from "./Icon";
import { useSiteForms } from "./SiteForms";

/** One document, one layout: false until its first page has rendered. */
let navigated = false;

/** Spec 2/4: rendered closed; the inline check (lib/popup-check.ts) opens the due one 4 s in, without the page's JavaScript. */
export function MarketingPopups({ popups }: { popups: BrowserPopup[] }) {
  const { pathname } = useLocation();
  const { NewsletterForm } = useSiteForms();
  // The document's own page is checked from its start; each later page, 4 s after it comes.
  useEffect(() => {
    if (navigated) document.dispatchEvent(new Event(POPUP_CHECK_EVENT));
    navigated = true;
  }, [pathname]);

  return popups.map((popup) => (
    <dialog
      key={popup.key}
      className="marketing-popup"
      aria-label={popup.title ?? "Announcement"}
      data-popup-key={popup.key}
      data-frequency={popup.frequency}
      data-priority={popup.priority}
    >
      <button type="button" className="icon-button marketing-popup__close" aria-label="Close" data-popup-close="">
        <Icon name="close" />
      </button>
      {popup.title ? <h2>{popup.title}</h2> : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
      {popup.newsletter ? <NewsletterForm id={`newsletter-${popup.key}`} /> : null}
    </dialog>
  ));
}
