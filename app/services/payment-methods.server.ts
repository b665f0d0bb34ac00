/**
 * The shopper's saved cards (spec 2 "Account area": payment methods). The
 * spec names no call: these are the mock API's, `GET /users/payment-methods`
 * and `DELETE /users/payment-methods/{id}`; a card that is not the
 * shopper's own is a 404. A saved card is the gateway's summary of it, never
 * its number.
 */
import { api } from "./api.server";
import { acknowledged } from "./schemas/common.server";
import { savedCardsResponse } from "./schemas/profile.server";

export async function listSavedCards(request: Request) {
  return (await api(request, "/users/payment-methods", { schema: savedCardsResponse })).data;
}

export async function deleteSavedCard(request: Request, id: number): Promise<void> {
  await api(request, `/users/payment-methods/${id}`, { method: "DELETE", schema: acknowledged });
}
