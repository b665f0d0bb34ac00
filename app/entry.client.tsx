import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

import { shieldUntilHydrated } from "~/lib/hydration-shield";

shieldUntilHydrated(window, () => document.documentElement.dataset.hydrated === "true");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
