import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

import { shieldUntilHydrated } from "~/lib/hydration-shield";
import { installNativeFallback } from "~/lib/native-fallback";

shieldUntilHydrated(window, () => document.documentElement.dataset.hydrated === "true");
// Before the router makes its first request: what its JavaScript cannot do, the browser does as a document.
installNativeFallback(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
