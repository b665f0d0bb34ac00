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

/** The wallet may have closed the sheet on its own time limit; the store's answer stands either way. */
const close = (response: PaymentResponse, result: PaymentComplete) => response.complete(result).catch(() => undefined);

/** Browser rule: `show()` must run within the shopper's own click gesture. */
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
  // The only amount the order may be placed for: what the buyer approved.
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
        await close(response, answer.confirming ? "unknown" : "success");
        return { paid: true, url: answer.url };
      }
      await close(response, "fail");
      return { paid: false, message: answer?.message ?? WALLET_MESSAGES.unconfirmed };
    },
    (error: unknown) => ((error as { name?: unknown } | null)?.name === "AbortError" ? { paid: false, message: null } : UNAVAILABLE),
  );
}
