import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import type { BrowserPopup } from "~/lib/campaign";
import type * as PopupRules from "~/lib/popup-frequency";
import { POPUPS_STORAGE_KEY, POPUP_CHECK_DELAY_MS } from "~/lib/popup-keys";
import type { loader } from "~/routes/resources.popups";

import { NewsletterForm } from "~/site-forms";

import { Icon } from "./Icon";

const DESKTOP_MIN_WIDTH = 1025;

/** Spec 2/4; the campaign's popup when no marketing one is due. Without JavaScript there is no popup, which is no loss. */
export function MarketingPopup() {
  const { pathname } = useLocation();
  const fetcher = useFetcher<typeof loader>();
  const [popup, setPopup] = useState<BrowserPopup | null>(null);
  const checks = useRef(0);
  const dialog = useRef<HTMLDialogElement>(null);
  // The frequency rules load with the first check's answer, out of the page's first load; close() runs only once they have.
  const rules = useRef<typeof PopupRules | null>(null);
  const { load } = fetcher;

  // Spec 9: 4 s after navigation. The document's own page started before its code (lib/late-boot.ts): 4 s from its start.
  const documentPage = useRef(true);
  useEffect(() => {
    const delay = documentPage.current ? Math.max(0, POPUP_CHECK_DELAY_MS - performance.now()) : POPUP_CHECK_DELAY_MS;
    documentPage.current = false;
    const timer = setTimeout(() => load(`/resources/popups?url=${encodeURIComponent(pathname)}`), delay);
    return () => clearTimeout(timer);
  }, [pathname, load]);

  useEffect(() => {
    const popups = fetcher.data?.popups;
    if (!popups) return;
    let current = true;
    void import("~/lib/popup-frequency").then(
      (loaded) => {
        rules.current = loaded;
        if (!current) return;
        const records = loaded.reconcileRecords(popups, loaded.parseRecords(localStorage.getItem(POPUPS_STORAGE_KEY)));
        localStorage.setItem(POPUPS_STORAGE_KEY, JSON.stringify(records));
        setPopup(loaded.pickPopup(popups, records, new Date(), checks.current === 0));
        checks.current += 1;
      },
      () => undefined, // no rules, no popup: nothing the shopper misses
    );
    return () => {
      current = false;
    };
  }, [fetcher.data]);

  useEffect(() => {
    if (popup && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [popup]);

  if (!popup) return null;

  function close() {
    if (!popup) return;
    if (rules.current) {
      const records = rules.current.recordClosed(rules.current.parseRecords(localStorage.getItem(POPUPS_STORAGE_KEY)), popup, new Date());
      localStorage.setItem(POPUPS_STORAGE_KEY, JSON.stringify(records));
    }
    dialog.current?.close();
    setPopup(null);
  }

  return (
    <dialog
      ref={dialog}
      className="marketing-popup"
      aria-label={popup.title ?? "Announcement"}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current && window.innerWidth >= DESKTOP_MIN_WIDTH) close();
      }}
    >
      <div className="marketing-popup__inner">
        <button type="button" className="icon-button marketing-popup__close" aria-label="Close" onClick={close}>
          <Icon name="close" />
        </button>
        {popup.title ? <h2>{popup.title}</h2> : null}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
        {popup.newsletter ? <NewsletterForm id="popup-newsletter" /> : null}
      </div>
    </dialog>
  );
}
