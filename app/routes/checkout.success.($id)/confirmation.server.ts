/** /checkout/success/{order number}: the order just placed, read back by the cart it came from. */
import { data } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { orderDelivery } from "~/lib/delivery";
import { lineChoiceTexts } from "~/lib/line-choice";
import { orderAddresses } from "~/lib/orders";
import { asRouteError, isNotFound } from "~/services/api.server";
import { getCheckoutOrder } from "~/services/checkout.server";
import { storeDates } from "~/services/dates.server";
import { getSession } from "~/services/session.server";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };
/** Shown once, in the browser that placed the order: a later visit gets the thank-you alone. */
const noOrder = () => data({ order: null }, { headers: noStore });

export async function loadConfirmation(request: Request, poNumber: string | undefined) {
  const session = await getSession(request);
  const last = session.get("last_order");
  if (!last) {
    if (poNumber) throw data({ message: null }, { status: 404 });
    return noOrder();
  }
  if (poNumber && poNumber !== last.po_number) throw data({ message: null }, { status: 404 });
  try {
    const [{ order }, dates] = await Promise.all([getCheckoutOrder(request, last.cart_unique_id), storeDates(request)]);
    if (!order) return noOrder();
    const lines = order.order_products.map((line) => ({ ...line, choices: lineChoiceTexts(line, dates.day) }));
    return data(
      { order: { ...order, order_products: lines }, addresses: orderAddresses(order), delivery: orderDelivery(order, dates.pattern) },
      { headers: noStore },
    );
  } catch (error) {
    if (isNotFound(error)) return noOrder();
    return asRouteError(error);
  }
}
