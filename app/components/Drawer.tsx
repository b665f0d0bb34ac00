import { Link, useLocation, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

import { closeDrawerHref } from "~/lib/drawers";

import { Icon } from "./Icon";

/** Spec 9. */
export const DRAWER_TRANSITION_MS = 500;

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

type Props = { name: string; title: string; open: boolean; children: ReactNode };

/** Without JavaScript rendered open by the server and closed by a link; with it no page load, Escape, a Tab trap, focus back. */
export function Drawer({ name, title, open, children }: Props) {
  const titleId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const mounted = usePresence(open, DRAWER_TRANSITION_MS);
  const closeHref = closeDrawerHref(location.pathname, location.search);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      opener.current?.focus();
    };
  }, [open]);

  if (!mounted) return null;

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true });
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return event.preventDefault();
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="drawer" data-state={open ? "open" : "closed"} data-drawer={name}>
      <Link to={closeHref} className="drawer__overlay" tabIndex={-1} aria-hidden="true" preventScrollReset />
      <section
        ref={panel}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <Link to={closeHref} className="icon-button" aria-label={`Close ${title}`} preventScrollReset>
            <Icon name="close" />
          </Link>
        </header>
        <div className="drawer__body">{children}</div>
      </section>
    </div>
  );
}

function usePresence(open: boolean, exitMs: number) {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) return setMounted(true);
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs]);
  return open || mounted;
}
