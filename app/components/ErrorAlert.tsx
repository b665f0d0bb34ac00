import { type ReactNode, useEffect, useRef } from "react";

/** Spec 8 "Error!" alert; `focus` (a decline) takes focus on load or navigation, never when drawn by hydration. */
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
