import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Cleaned on the server (`safeHtml`). Drawer links (rewritten by the server) keep the scroll. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !anchor.hasAttribute("href") || anchor.host !== window.location.host) return;
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      if (anchor.pathname === window.location.pathname && anchor.hash && !anchor.search) return;
      event.preventDefault();
      navigate(
        { pathname: anchor.pathname, search: anchor.search, hash: anchor.hash },
        { preventScrollReset: anchor.hasAttribute("data-link") },
      );
    }
    node.addEventListener("click", onClick);
    return () => node.removeEventListener("click", onClick);
  }, [navigate]);

  return <div ref={ref} className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
