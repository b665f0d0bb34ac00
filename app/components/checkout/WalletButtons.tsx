import { useEffect, useState } from "react";

import type * as Buttons from "./PaymentSheetButtons";

type Props = { methods: Array<{ id: string; title: string }>; total: number };

/**
 * Google Pay and Apple Pay, where the browser offers them. Every page with
 * the cart drawer has this, so it stays this small: nothing on the server or
 * without JavaScript, and after hydration, only in a browser with the
 * Payment Request API, the buttons' code loads and asks the browser which
 * wallets it can pay with (PaymentSheetButtons). `methods` are the wallets
 * the API offers, `total` the cart's current total in USD. A chunk that fails
 * to load costs the shopper the wallets, nothing else.
 */
export function WalletButtons(props: Props) {
  const [loaded, setLoaded] = useState<typeof Buttons | null>(null);
  useEffect(() => {
    if ("PaymentRequest" in window) import("./PaymentSheetButtons").then(setLoaded, () => undefined);
  }, []);
  return loaded && <loaded.default {...props} />;
}
