import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AccountNav } from "~/components/AccountNav";
import { OrderAddresses } from "~/components/OrderAddresses";
import { OrderLines } from "~/components/OrderLines";
import { OrderDelivery } from "~/components/OrderDelivery";
import { OrderTotals } from "~/components/OrderTotals";
import { PageNotice } from "~/components/PageNotice";
import { RouteError } from "~/components/RouteError";
import { pageHeaders } from "~/lib/http-cache";
import { lazyPart } from "~/lib/lazy-part";
import { withErrorMeta } from "~/lib/seo";

import { loadOrderPage, orderAction } from "./order.server";

const GiftMessageForm = lazyPart(() => import("./gift-message.form").then((m) => m.GiftMessageForm));

/** The account area needs sign-in (spec 6); someone else's order, or none, is the store's 404 page. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadOrderPage(request, params.id);
}

/** The gift message's post (spec 7 PATCH /orders/{id}), back to the order with a notice. */
export function action({ request, params }: ActionFunctionArgs) {
  return orderAction(request, params.id);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data ? `Order ${data.order.number}` : "Order" },
  { name: "robots", content: "noindex" },
]);

export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <section className="container section account order-page">
      <AccountNav />
      <h1 className="section__title">Order {order.number}</h1>
      {/* "Request sent successfully", once, after a return or repair request comes back here. */}
      <PageNotice />
      <p className="account__back">
        <Link to="/orders">All orders</Link>
      </p>
      <article className="order-summary" aria-labelledby="order-details-title">
        <h2 id="order-details-title" className="order-page__title">
          Details
        </h2>
        <dl className="order-summary__facts">
          <dt>Placed on</dt>
          <dd>{order.date.text ? <time dateTime={order.date.iso}>{order.date.text}</time> : null}</dd>
          <dt>Status</dt>
          <dd>{order.status}</dd>
          {order.milestone ? (
            <>
              <dt>Progress</dt>
              <dd>{order.milestone}</dd>
            </>
          ) : null}
          <OrderDelivery delivery={order.delivery} />
          {order.tracking ? (
            <>
              <dt>Tracking number</dt>
              <dd>
                {order.tracking.url ? (
                  <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                    {order.tracking.number}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  order.tracking.number
                )}
              </dd>
            </>
          ) : null}
          {order.payment ? (
            <>
              <dt>Payment</dt>
              <dd>{order.payment}</dd>
            </>
          ) : null}
          {order.giftMessage && order.giftMessageMax === null ? (
            <>
              <dt>Gift message</dt>
              <dd className="order-page__gift">{order.giftMessage}</dd>
            </>
          ) : null}
        </dl>
        {order.giftMessageMax !== null ? <GiftMessageForm message={order.giftMessage} max={order.giftMessageMax} /> : null}
        <h2 className="order-page__title">Pieces</h2>
        <OrderLines lines={order.lines} />
        <OrderTotals order={order.amounts} />
      </article>
      <OrderAddresses shipping={order.addresses.shipping} billing={order.addresses.billing} />
      <ReturnRequests />
    </section>
  );
}

function ReturnRequests() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <section className="order-page__section" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title" className="order-page__title">
        Returns and repairs
      </h2>
      {order.canRequestReturn ? (
        <p>
          <Link to={`/orders/${order.id}/return`} className="button button--outline">
            Request a return or repair
          </Link>
        </p>
      ) : null}
      {order.returns.length === 0 ? (
        <p className="small">No return or repair has been requested for this order.</p>
      ) : (
        <ul className="return-requests">
          {order.returns.map((request) => (
            <li key={request.id} className="return-request">
              <h3 className="return-request__title">
                Request of {request.date.text ? <time dateTime={request.date.iso}>{request.date.text}</time> : "this order"}
                <span className="tag return-request__status">{request.status}</span>
              </h3>
              <table className="return-request__items">
                <thead>
                  <tr>
                    <th scope="col">Piece</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Type</th>
                  </tr>
                </thead>
                <tbody>
                  {request.items.map((item) => (
                    <tr key={item.key}>
                      <td>{item.piece}</td>
                      <td>{item.quantity}</td>
                      <td>{item.reason}</td>
                      <td>{item.type}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {request.comment ? <p className="small return-request__comment">Your comment: {request.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A missing or someone else's order (404), a failed read, or a post refused by the form door, inside the store's layout. */
export const ErrorBoundary = RouteError;
