import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";

import { pageAlertOf, withAlert } from "~/lib/page-alert";

/**
 * Spec 2's alert popup, addressed by the URL (`?alert=<id>`, page-alert.ts):
 * rendered open by the server, so a post without JavaScript can come back to
 * it, and closed by its OK link or the backdrop. With JavaScript it takes
 * focus, closes on Escape, and gives focus back to what opened it.
 */
export function PageAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const alert = pageAlertOf(new URLSearchParams(location.search));
  const titleId = useId();
  const messageId = useId();
  const ok = useRef<HTMLAnchorElement>(null);
  const closeHref = withAlert(`${location.pathname}${location.search}`, null);
  const open = alert !== null;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ok.current?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!alert) return null;
  return (
    <div className="page-alert">
      <Link to={closeHref} className="page-alert__backdrop" tabIndex={-1} aria-hidden="true" preventScrollReset replace />
      <div
        className="page-alert__box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            navigate(closeHref, { preventScrollReset: true, replace: true });
          }
          // The OK link is the only thing to focus: Tab stays on it.
          if (event.key === "Tab") event.preventDefault();
        }}
      >
        <h2 id={titleId} className="page-alert__title">
          {alert.title}
        </h2>
        <p id={messageId}>{alert.message}</p>
        <Link ref={ok} to={closeHref} className="button button--small" preventScrollReset replace>
          OK
        </Link>
      </div>
    </div>
  );
}
