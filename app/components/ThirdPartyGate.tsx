import { type ReactNode, useEffect } from "react";

import type { ClientIntegration } from "~/lib/integrations";
import { documentAllowsThirdParties, thirdPartiesStarted } from "~/lib/integrations-bus";

// Scripts cannot be unloaded and CSP is per document: crossing lib/third-party-free.ts's line loads a new document.
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
