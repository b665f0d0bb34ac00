// Deleting asks first (`?delete={id}`), so it works without JavaScript as the cart's quantity-0 confirm does.
import { data } from "@remix-run/node";

import { deleteCardForm } from "./delete-card.form";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { cardExpiry } from "~/lib/orders";
import { DELETE_PARAM, PAYMENT_METHODS_PAGE } from "~/lib/account-pages";
import { asRouteError, isNotFound } from "~/services/api.server";
import { handleForms, on, refuse } from "~/services/form-door.server";
import { redirectWithNotice } from "~/services/notice.server";
import { deleteSavedCard, listSavedCards } from "~/services/payment-methods.server";
import { requireUser } from "~/services/session.server";

export const CARD_DELETED = "Card deleted";
export const CARD_GONE = "This card is no longer saved to your account.";

export async function loadPaymentMethods(request: Request) {
  await requireUser(request);
  const cards = await listSavedCards(request).catch(asRouteError);
  const asked = new URL(request.url).searchParams.get(DELETE_PARAM);
  const shown = cards.map((card) => ({
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    label: `${card.brand} ending in ${card.last4}`,
    expiry: cardExpiry(card.exp_month, card.exp_year),
    holder: card.holder_name ?? null,
    name: card.card_name ?? null,
    isDefault: card.is_default,
  }));
  return data(
    {
      cards: shown,
      // A card that is not (or no longer) in the list asks nothing.
      confirming: shown.find((card) => String(card.id) === asked)?.id ?? null,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function paymentMethodsAction(request: Request) {
  await requireUser(request);
  return handleForms(
    request,
    on(deleteCardForm, async ({ card_id }) => {
      try {
        await deleteSavedCard(request, card_id);
      } catch (error) {
        // Gone already (deleted in another tab) or never the shopper's: the list, read again, shows what is saved.
        if (isNotFound(error)) return refuse({}, CARD_GONE);
        throw error;
      }
      return redirectWithNotice(request, PAYMENT_METHODS_PAGE, CARD_DELETED);
    }),
  );
}
