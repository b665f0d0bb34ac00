import { useEffect, useState } from "react";

import type * as Buttons from "./PaymentSheetButtons";

type Props = { methods: Array<{ id: string; title: string }>; total: number };

// On every page with the cart drawer, so it stays small: only after hydration, in a browser with the Payment Request
// API, does the buttons' code load. A chunk that fails to load costs the shopper the wallets, nothing else.
export function WalletButtons(props: Props) {
  const [loaded, setLoaded] = useState<typeof Buttons | null>(null);
  useEffect(() => {
    if ("PaymentRequest" in window) import("./PaymentSheetButtons").then(setLoaded, () => undefined);
  }, []);
  return loaded && <loaded.default {...props} />;
}
