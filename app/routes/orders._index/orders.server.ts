/** /orders: the shopper's orders, newest first (spec 2 "Order history"), each a link to its page. */
import { data } from "@remix-run/node";

import { itemCount } from "~/lib/cart";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { formatPrice } from "~/lib/money";
import { sentenceCase } from "~/lib/orders";
import { asRouteError } from "~/services/api.server";
import { listOrders } from "~/services/orders.server";
import { requireUser } from "~/services/session.server";
import { storeDates } from "~/services/dates.server";

export async function loadOrderHistory(request: Request) {
  await requireUser(request);
  // The orders are rejected to the page (its honest error); the settings only pick the date format.
  const [orders, dates] = await Promise.all([listOrders(request).catch(asRouteError), storeDates(request)]);
  return data(
    {
      orders: orders.map((order) => ({
        id: order.id,
        number: order.po_number,
        date: { iso: order.created_at, text: dates.instant(order.created_at) },
        status: sentenceCase(order.status),
        total: formatPrice(order.final_amount),
        pieces: itemCount(order.order_products),
      })),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}
