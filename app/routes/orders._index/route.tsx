import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AccountNav } from "~/components/AccountNav";
import { RouteError } from "~/components/RouteError";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { loadOrderHistory } from "./orders.server";

/** The account area needs sign-in (spec 6): a signed-out visitor gets the sign-in drawer with the way back. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadOrderHistory(request);
}

export const headers = pageHeaders;

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Order history" }, { name: "robots", content: "noindex" }]);

export default function OrderHistory() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <section className="container section account">
      <AccountNav />
      <h1 className="section__title">Order history</h1>
      {orders.length === 0 ? (
        <p className="account__empty">
          You have no orders yet. <Link to="/shop-all">Shop now</Link>
        </p>
      ) : (
        <table className="order-table">
          <caption className="visually-hidden">Your orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={`/orders/${order.id}`} aria-label={`Order ${order.number}`}>
                    {order.number}
                  </Link>
                  <span className="small order-table__pieces">
                    {" "}
                    · {order.pieces} {order.pieces === 1 ? "piece" : "pieces"}
                  </span>
                </th>
                <td data-label="Date">{order.date.text ? <time dateTime={order.date.iso}>{order.date.text}</time> : null}</td>
                <td data-label="Status">{order.status}</td>
                <td data-label="Total">{order.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A failed list (the API's honest error) or a post refused by the form door, inside the store's layout. */
export const ErrorBoundary = RouteError;
