// The payment sheet (lib/wallet-sheet.ts) posts here for JSON. The wallet's token goes only to the API: never logged or echoed.
import { type Refused } from "~/lib/forms/form";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { walletPayForm, walletQuoteForm } from "./wallet.form";
import { stepHref } from "~/lib/checkout/steps";
import { toOrderSummary } from "~/lib/checkout/summary";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { WALLET_MESSAGES, appliedRate, failedQuote, quoteUpdate } from "~/lib/wallet";
import { ApiError, isNotFound } from "~/services/api.server";
import { finishOrder, getCheckoutCart, outcomeUnknown } from "~/services/checkout.server";
import { payWithWallet, updateExpressShipping } from "~/services/express.server";
import { awaitOutcome, walletAttemptKey } from "~/services/idempotency.server";
import { handleForms, on } from "~/services/form-door.server";
import type { Cart } from "~/services/schemas/cart.server";
import { commitSession, getSession } from "~/services/session.server";
import { happened } from "~/services/store-events.server";

export type WalletAnswer =
  | { ok: true; details: PaymentDetailsUpdate }
  | { ok: true; url: string; confirming?: true }
  | { ok: false; details?: PaymentDetailsUpdate; message: string };

function answer(body: WalletAnswer, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...headers, "Cache-Control": PRIVATE_NO_STORE } });
}

const messageOf = (result: Refused) => result.message ?? Object.values(result.fieldErrors)[0] ?? GENERIC_FAILURE;

export async function walletAction(request: Request): Promise<Response> {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");

  try {
    await handleForms(
      request,
      on(
        walletQuoteForm,
        async ({ begin, shipping_rate_id, ...address }) => {
          if (!cartId) return answer({ ok: false, message: WALLET_MESSAGES.noCart, details: failedQuote(WALLET_MESSAGES.noCart, {}) }, 409);
          let cart: Cart;
          try {
            cart = await updateExpressShipping(request, cartId, { shipping_address: address, ...(shipping_rate_id ? { shipping_rate_id } : {}) });
            // The sheet shows the first rate as chosen when none is: the totals it shows must include it.
            const first = cart.shipping_rates.rates[0];
            if (first && appliedRate(cart) === null) cart = await updateExpressShipping(request, cartId, { shipping_address: address, shipping_rate_id: first.id });
          } catch (error) {
            if (isNotFound(error)) return answer({ ok: false, message: WALLET_MESSAGES.noCart, details: failedQuote(WALLET_MESSAGES.noCart, {}) }, 409);
            throw error;
          }
          // The sheet's first quote is the checkout's start, as /checkout's is for the form.
          if (begin) {
            happened(request, { kind: "checkout began", cartId, checkoutId: cart.checkout.checkout_id ?? undefined, cart });
          }
          return answer({ ok: true, details: quoteUpdate(cart, toOrderSummary(cart).total) });
        },
        // The sheet shows a refused address: the message, and each field's error where the sheet has that field.
        { refused: (result, status) => answer({ ok: false, message: messageOf(result), details: failedQuote(messageOf(result), result.fieldErrors) }, status) },
      ),
      on(
        walletPayForm,
        async ({ payment_method, payment_token, amount, email, shipping_rate_id, ...address }) => {
          if (!cartId) return answer({ ok: false, message: WALLET_MESSAGES.noCart }, 409);
          let paid: Awaited<ReturnType<typeof payWithWallet>>;
          try {
            paid = await payWithWallet(request, cartId, {
              method: payment_method,
              paymentToken: payment_token,
              amount,
              email,
              shippingAddress: address,
              shippingRateId: shipping_rate_id,
            });
          } catch (error) {
            if (isNotFound(error)) return answer({ ok: false, message: WALLET_MESSAGES.noCart }, 409);
            // No answer: the payment may have gone through. The review step confirms it (lib/checkout/placing.ts), never "try again".
            const checkoutId = outcomeUnknown(error) ? await getCheckoutCart(request, cartId).then((cart) => cart.checkout.checkout_id, () => null) : null;
            if (checkoutId) {
              awaitOutcome(session, { cart: cartId, checkout: checkoutId, key: walletAttemptKey(cartId, payment_token) });
              return answer({ ok: true, confirming: true, url: stepHref(checkoutId, "review") }, 200, { "Set-Cookie": await commitSession(session) });
            }
            if (error instanceof ApiError) {
              const message = error.forShopper;
              happened(request, { kind: "checkout failed", cartId, message, via: payment_method });
            }
            throw error;
          }
          // A wallet pays at once: an answer without the order is the API's failure, not the shopper's.
          if (!paid.order) throw new ApiError(502, [], "The wallet payment was answered without an order.");
          const finished = await finishOrder(request, session, cartId, paid.checkout_id, paid.order);
          const headers: Record<string, string> = {};
          const cookie = finished.headers.get("Set-Cookie");
          if (cookie) headers["Set-Cookie"] = cookie;
          return answer({ ok: true, url: finished.headers.get("Location")! }, 200, headers);
        },
        // Never the values the door would keep: the sheet needs only the message.
        { refused: (result, status) => answer({ ok: false, message: messageOf(result) }, status) },
      ),
    );
  } catch (thrown) {
    return asResponse(thrown);
  }
  // Every answer above is a response, which the door hands back by throwing it.
  throw new Error("The wallet route answered nothing");
}

/** A post the door refused (data with its status) goes back as JSON too, for the script. */
function asResponse(thrown: unknown): Response {
  if (thrown instanceof Response) return thrown;
  if (typeof thrown === "object" && thrown !== null && (thrown as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = thrown as { data: { message?: unknown } | null; init?: ResponseInit | null };
    const message = typeof data?.message === "string" ? data.message : GENERIC_FAILURE;
    return answer({ ok: false, message }, init?.status ?? 400);
  }
  throw thrown;
}
