import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { formatPrice } from "~/lib/money";
import { asRouteError } from "~/services/api.server";
import { requireUser } from "~/services/session.server";
import { getOrders } from "~/services/users.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const orders = await getOrders(request).catch(asRouteError);
  return data({ orders }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const meta: MetaFunction = () => [{ title: "Order history" }, { name: "robots", content: "noindex" }];

export default function Orders() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <section className="container section account">
      <h1 className="section__title">Order history</h1>
      <p className="account__back">
        <Link to="/profile">Back to your account</Link>
      </p>
      {orders.length === 0 ? <p>You have no orders yet.</p> : null}
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order.id} className="account__card">
            <h2>Order {order.po_number}</h2>
            <p className="small">
              {order.placedOn} · <span className="order-summary__status">{order.status}</span>
              {order.milestone ? ` · ${order.milestone}` : null}
            </p>
            <ul className="order-list__items">
              {order.order_products.map((item) => (
                <li key={`${item.product_configuration_id}-${item.configuration_id}`}>
                  {item.title} × {item.quantity}
                </li>
              ))}
            </ul>
            <p>
              Total {formatPrice(order.final_amount)}
              {order.tracking_url ? (
                <>
                  {" · "}
                  <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                    Track shipment {order.tracking_number}
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
