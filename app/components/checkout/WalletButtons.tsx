import { Suspense, lazy } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

type Props = { methods: Array<{ id: string; title: string }>; total: number };

/** A chunk that fails to load costs the shopper the wallets, nothing else. */
const PaymentSheetButtons = lazy(() => import("./PaymentSheetButtons").catch(() => ({ default: () => null })));

/**
 * Google Pay and Apple Pay, where the browser offers them. Every page with
 * the cart drawer has this, so it stays this small: nothing on the server or
 * without JavaScript, and after hydration, only in a browser with the
 * Payment Request API (or Apple's own), the buttons' code loads and asks the
 * browser which wallets it can pay with (PaymentSheetButtons). `methods` are
 * the wallets the API offers, `total` the cart's current total in USD.
 */
export function WalletButtons(props: Props) {
  const hydrated = useHydrated();
  if (!hydrated || props.methods.length === 0 || !("PaymentRequest" in window || "ApplePaySession" in window)) return null;
  return (
    <Suspense fallback={null}>
      <PaymentSheetButtons {...props} />
    </Suspense>
  );
}
