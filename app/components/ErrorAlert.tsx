import { type ReactNode, useEffect, useRef } from "react";

/**
 * Spec 8: a failure the shopper must read, titled "Error!", announced as it appears. `focus`: the page was opened to say
 * it (a declined payment), so it takes focus, which also scrolls it into view: as the document loads (the `autofocus`
 * attribute, without JavaScript too), or as the router draws it after a navigation. Drawn by hydration, it leaves the
 * focus where the shopper has put it since.
 */
export function ErrorAlert({ message, children, focus = false }: { message: ReactNode; children?: ReactNode; focus?: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = document.activeElement;
    if (focus && (current === null || current === document.body)) alert.current?.focus();
  }, [focus, message]);
  return (
    <div ref={alert} className="alert" role="alert" {...(focus ? { tabIndex: -1, autoFocus: true } : {})}>
      <p className="alert__title">Error!</p>
      <p>{message}</p>
      {children}
    </div>
  );
}
