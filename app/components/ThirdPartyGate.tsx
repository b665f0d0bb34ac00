import { type ReactNode, useEffect } from "react";

import type { ClientIntegration } from "~/lib/integrations";
import { documentAllowsThirdParties, thirdPartiesStarted } from "~/lib/integrations-bus";

/**
 * Keeps each page in a document fit for it. Third-party code cannot be
 * unloaded, and a document's Content-Security-Policy is its first page's, so
 * after a navigation in the browser:
 *
 * - a page the server gives no third party (the token pages, the checkout
 *   from the payment step on: lib/third-party-free.ts), in a document where
 *   their code has begun to load, is opened as a new document, and its
 *   content, a card form among it, is never drawn here;
 * - a page that runs them, in a document whose policy allows none (it began
 *   on such a page), is opened as a new document too, where they can run.
 */
export function ThirdPartyGate({ integrations, children }: { integrations: ClientIntegration[]; children: ReactNode }) {
  const hasThem = integrations.length > 0;
  const inBrowser = typeof document !== "undefined";
  // The first call, in the hydration, is the document's first page.
  const allowed = inBrowser && documentAllowsThirdParties(hasThem);
  const reload = inBrowser && (hasThem ? !allowed : thirdPartiesStarted());
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload ? (
    <p className="container section" role="status">
      Opening the page…
    </p>
  ) : (
    children
  );
}
