import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { pageAlertOf, withAlert } from "~/lib/page-alert";

import { Dialog } from "./Dialog";

/** Spec 2: rendered open by the server, so a post without JavaScript can come back to it; with JavaScript the Dialog. */
export function PageAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const alert = pageAlertOf(new URLSearchParams(location.search));
  const titleId = useId();
  const messageId = useId();
  const closeHref = withAlert(`${location.pathname}${location.search}`, null);

  if (!alert) return null;
  if (hydrated) {
    return (
      <Dialog kind="alert" title={alert.title} onClose={() => navigate(closeHref, { preventScrollReset: true, replace: true })}>
        <p>{alert.message}</p>
      </Dialog>
    );
  }
  return (
    <div className="page-alert">
      <Link to={closeHref} className="page-alert__backdrop" tabIndex={-1} aria-hidden="true" preventScrollReset replace />
      <div className="page-alert__box" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId}>
        <h2 id={titleId} className="page-alert__title">
          {alert.title}
        </h2>
        <p id={messageId}>{alert.message}</p>
        <Link to={closeHref} className="button button--small" preventScrollReset replace>
          OK
        </Link>
      </div>
    </div>
  );
}
