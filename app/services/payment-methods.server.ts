// Spec 2 "Account area" saved cards. The spec names no call: these are the mock API's; another shopper's card is a 404.
import { api } from "./api.server";
import { acknowledged } from "./schemas/common.server";
import { savedCardsResponse } from "./schemas/profile.server";

export async function listSavedCards(request: Request) {
  return (await api(request, "/users/payment-methods", { schema: savedCardsResponse })).data;
}

export async function deleteSavedCard(request: Request, id: number): Promise<void> {
  await api(request, `/users/payment-methods/${id}`, { method: "DELETE", schema: acknowledged });
}
