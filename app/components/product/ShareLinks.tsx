import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/** Share by email (a mailto link) and, with JavaScript, copy the link ("Copied", spec 8). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`I thought you would like this: ${url}`)}`;
  return (
    <div className="share-links">
      <a href={mailto} className="text-link">
        Share by email
      </a>
      {hydrated ? (
        <button
          type="button"
          className="text-link link-button"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(url)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          Copy link
        </button>
      ) : null}
      <span role="status" className="small">
        {copied ? "Copied" : ""}
      </span>
    </div>
  );
}
