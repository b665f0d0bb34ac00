import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";

import { WALLET_METHODS, type WalletId, isWalletId } from "~/lib/wallet";
import { openSheet } from "~/lib/wallet-sheet";

import { ErrorAlert } from "../ErrorAlert";

type Wallet = { id: string; title: string };
type ApplePayWindow = Window & { ApplePaySession?: { canMakePayments(): boolean } };

/** Apple Pay asks Apple's own API: another browser's Payment Request would fetch apple.com's manifest for nothing. */
async function canPay(id: WalletId, total: number): Promise<boolean> {
  try {
    if (id === "apple_pay") return (window as ApplePayWindow).ApplePaySession?.canMakePayments() === true;
    if (typeof window.PaymentRequest !== "function") return false;
    const details = { total: { label: "Total", amount: { currency: "USD", value: Math.max(0, total).toFixed(2) } } };
    return await new PaymentRequest([{ supportedMethods: WALLET_METHODS[id] }], details).canMakePayment();
  } catch {
    return false;
  }
}

/** The sheet's code comes with the buttons, so a click opens the sheet within the click, as browsers require. */
export default function PaymentSheetButtons({ methods, total }: { methods: Wallet[]; total: number }) {
  const [ready, setReady] = useState<WalletId[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const ids = methods.map((method) => method.id).join(" ");

  useEffect(() => {
    let live = true;
    const wanted = ids.split(" ").filter(isWalletId);
    void Promise.all(wanted.map((id) => canPay(id, total))).then((can) => {
      if (live) setReady(wanted.filter((_, index) => can[index]));
    });
    return () => {
      live = false;
    };
  }, [ids, total]);

  const pay = (id: WalletId) => {
    setMessage(null);
    setBusy(true);
    void openSheet(id, total).then((outcome) => {
      // From the drawer or the contact step (both with a query) to the confirmation: every loader runs again, the bag's too.
      if (outcome.paid) return navigate(outcome.url);
      setMessage(outcome.message);
      setBusy(false);
    });
  };

  const shown = methods.filter((method) => ready.some((id) => id === method.id));
  if (shown.length === 0 && !message) return null;
  return (
    <>
      {shown.map((method) => (
        <button
          key={method.id}
          type="button"
          className={`button button--block express__button express__button--${method.id}`}
          disabled={busy}
          onClick={() => pay(method.id as WalletId)}
        >
          Pay with {method.title}
        </button>
      ))}
      {message ? <ErrorAlert message={message} /> : null}
    </>
  );
}
