/** Not to be confused with GET /payment-methods, the ways to pay at checkout. */
import { http } from "msw";

import { authenticate } from "../accounts";
import { apiError, ok } from "../http";
import { findSavedCard, removeSavedCard, renderSavedCard, SAVED_CARD_MESSAGES, savedCardsOf } from "../saved-cards";

const API = "*/api/v1";

export const savedCardHandlers = [
  http.get(`${API}/users/payment-methods`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return ok(request, savedCardsOf(auth.user).map(renderSavedCard));
  }),

  // Another account's card is the same 404 as an unknown id.
  http.delete(`${API}/users/payment-methods/:id`, ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const card = findSavedCard(auth.user, String(params.id));
    if (!card) return apiError(404, SAVED_CARD_MESSAGES.notFound);
    removeSavedCard(auth.user, card);
    return ok(request, null);
  }),
];
