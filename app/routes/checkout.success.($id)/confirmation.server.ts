/** /checkout/success/{order number}: the order just placed, read back by the cart it came from. */
import { data } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { addressLines } from "~/lib/orders";
import { asRouteError, isNotFound } from "~/services/api.server";
import { getCheckoutOrder } from "~/services/checkout.server";
import { getSession } from "~/services/session.server";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

export async function loadConfirmation(request: Request, poNumber: string | undefined) {
  const session = await getSession(request);
  const last = session.get("last_order");
  if (!last) {
    if (poNumber) throw data({ message: null }, { status: 404 });
    return data({ order: null }, { headers: noStore });
  }
  if (poNumber && poNumber !== last.po_number) throw data({ message: null }, { status: 404 });
  try {
    const outcome = await getCheckoutOrder(request, last.cart_unique_id);
    const { order } = outcome;
    const addresses = order ? { shipping: addressLines(order.shipping_address), billing: addressLines(order.billing_address) } : null;
    return data({ order, addresses }, { headers: noStore });
  } catch (error) {
    if (isNotFound(error)) return data({ order: null }, { headers: noStore });
    return asRouteError(error);
  }
}
