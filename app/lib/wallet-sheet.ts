// The Payment Request API's sheet, loaded with the wallet buttons after the page and only where the API exists. Picks
// are quoted by /checkout/wallet (`wallet-quote`); once the wallet authorises, `wallet-pay` places the order.
import { SHEET_OPTIONS, WALLET_MESSAGES, type WalletId, failedQuote, initialDetails, methodData, partialAddress, paymentFields } from "./wallet";

const ROUTE = "/checkout/wallet";

export type SheetOutcome = { paid: true; url: string } | { paid: false; message: string | null };

const UNAVAILABLE: SheetOutcome = { paid: false, message: WALLET_MESSAGES.unavailable };

type Answer = { ok?: boolean; details?: PaymentDetailsUpdate; url?: string; confirming?: boolean; message?: string };

async function post(fields: Record<string, string>): Promise<Answer | null> {
  try {
    const response = await fetch(ROUTE, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "application/json" } });
    return (await response.json()) as Answer;
  } catch {
    return null;
  }
}

/** The sheet may be gone already (a wallet's own time limit): what the store answered stands either way. */
const close = (response: PaymentResponse, result: PaymentComplete) => response.complete(result).catch(() => undefined);

/** Everything up to `show()` runs in the click: browsers show the sheet only for the shopper's own gesture. */
export function openSheet(method: WalletId, total: number): Promise<SheetOutcome> {
  let request: PaymentRequest;
  const initial = initialDetails(total);
  try {
    request = new PaymentRequest(methodData(method), initial, SHEET_OPTIONS);
  } catch {
    return Promise.resolve(UNAVAILABLE);
  }
  let address: Record<string, string> = {};
  let begun = false;
  // What the sheet shows as its total: the amount the buyer approves, and the only one the order may be placed for.
  let shown = initial.total.amount.value;

  const quote = async (fields: Record<string, string>): Promise<PaymentDetailsUpdate> => {
    const answer = await post({ intent: "wallet-quote", ...fields, ...(begun ? {} : { begin: "1" }) });
    if (answer?.ok) begun = true;
    if (answer?.details?.total) shown = answer.details.total.amount.value;
    return answer?.details ?? failedQuote(answer?.message ?? WALLET_MESSAGES.unavailable, {});
  };

  request.addEventListener("shippingaddresschange", (event) => {
    address = request.shippingAddress ? (partialAddress(request.shippingAddress) as Record<string, string>) : {};
    (event as PaymentRequestUpdateEvent).updateWith(quote(address));
  });
  request.addEventListener("shippingoptionchange", (event) => {
    (event as PaymentRequestUpdateEvent).updateWith(quote({ ...address, shipping_rate_id: request.shippingOption ?? "" }));
  });

  return request.show().then(
    async (response): Promise<SheetOutcome> => {
      const answer = await post({ intent: "wallet-pay", ...paymentFields(method, response, shown) });
      if (answer?.ok && answer.url) {
        // Sent but not yet confirmed: the sheet says neither success nor failure, and the page goes on to confirm it.
        await close(response, answer.confirming ? "unknown" : "success");
        return { paid: true, url: answer.url };
      }
      await close(response, "fail");
      return { paid: false, message: answer?.message ?? WALLET_MESSAGES.unconfirmed };
    },
    // The shopper closed the sheet: nothing to say. Anything else: the wallet could not start.
    (error: unknown) => ((error as { name?: unknown } | null)?.name === "AbortError" ? { paid: false, message: null } : UNAVAILABLE),
  );
}
