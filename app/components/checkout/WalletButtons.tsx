import { useEffect, useState } from "react";

import type * as Buttons from "./PaymentSheetButtons";

type Props = { methods: Array<{ id: string; title: string }>; total: number };

// Code loads only after hydration where Payment Request exists, to keep the drawer small; a failed chunk costs only the wallets.
export function WalletButtons(props: Props) {
  const [loaded, setLoaded] = useState<typeof Buttons | null>(null);
  useEffect(() => {
    if ("PaymentRequest" in window) import("./PaymentSheetButtons").then(setLoaded, () => undefined);
  }, []);
  return loaded && <loaded.default {...props} />;
}
