/** A card number goes no further than the token handler: see cards.ts. */
import { http } from "msw";

import { optionalUser } from "../accounts";
import { cardSummary, issueCardToken, parseCard } from "../cards";
import { errors, ok } from "../http";
import { PAYMENT_GATEWAYS, PAYMENT_METHODS } from "../payments";
import { readObject } from "../validation";

const API = "*/api/v1";

export const paymentHandlers = [
  http.get(`${API}/payment-methods`, ({ request }) => ok(request, PAYMENT_METHODS)),

  http.get(`${API}/payment-gateways`, ({ request }) => ok(request, PAYMENT_GATEWAYS)),

  http.post(`${API}/payment-gateways/card/tokens`, async ({ request }) => {
    const parsed = parseCard(await readObject(request));
    if ("errors" in parsed) return errors(400, parsed.errors);
    const record = issueCardToken(parsed.card, optionalUser(request)?.id ?? null);
    return ok(request, { token: record.token, ...cardSummary(record) });
  }),
];
