/** The signed-in shopper's account: profile, saved addresses, orders. Each call needs the bearer token. */
import { format } from "date-fns";

import { api, orFallback } from "./api.server";
import { addressesResponse, userResponse } from "./schemas/account.server";
import { ordersResponse } from "./schemas/orders.server";

/** Spec 8: a failure to load user info is swallowed; the page falls back on the session's copy. */
export function getProfile(request: Request) {
  return orFallback(api(request, "/users", { schema: userResponse }).then((r) => r.data), null);
}

export function getAddresses(request: Request) {
  return orFallback(api(request, "/users/addresses/shipping", { schema: addressesResponse }).then((r) => r.data), []);
}

/** Spec 9: the default date format. */
const DEFAULT_DATE = "MM/dd/yyy";

export async function getOrders(request: Request) {
  const response = await api(request, "/orders", { schema: ordersResponse });
  return response.data.map((order) => ({ ...order, placedOn: format(new Date(order.created_at), DEFAULT_DATE) }));
}
