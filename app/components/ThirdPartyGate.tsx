import { type ReactNode, useEffect } from "react";

import type { ClientIntegration } from "~/lib/integrations";
import { documentAllowsThirdParties, thirdPartiesStarted } from "~/lib/integrations-bus";

// Third-party code cannot be unloaded and a document's CSP is its first page's, so after a client navigation a
// third-party-free page (lib/third-party-free.ts) in a document that has loaded them, or a page that runs them in a
// document whose policy allows none, is opened as a new document; a card form is never drawn beside their code.
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
