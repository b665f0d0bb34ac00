import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { OrderLines } from "~/components/OrderLines";
import { OrderDelivery } from "~/components/OrderDelivery";
import { OrderTotals } from "~/components/OrderTotals";
import { useSiteForms } from "~/components/SiteForms";
import { revalidateUnlessDrawerToggle } from "~/lib/drawers";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { loadTrackingPage, trackOrder } from "./tracking.server";

/** A 429's Retry-After reaches the document; a form's answer keeps it private. */
export const headers = pageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  return loadTrackingPage(request);
}

export function action({ request }: ActionFunctionArgs) {
  return trackOrder(request);
}

export const meta: MetaFunction = withErrorMeta(() => [
  { title: "Track your order" },
  { name: "description", content: "Find your order with its number, the email you used and your billing ZIP code." },
  { name: "robots", content: "noindex" },
]);

export const shouldRevalidate = revalidateUnlessDrawerToggle;

export default function TrackYourOrder() {
  const loaded = useLoaderData<typeof loader>();
  const { TrackOrderForm } = useSiteForms();
  const { values, order, result } = useActionData<typeof action>() ?? loaded;
  return (
    <section className="container narrow section track-order">
      <h1 className="section__title">Track your order</h1>
      {order ? (
        <article className="order-summary" aria-label={`Order ${order.po_number}`}>
          <h2>Order {order.po_number}</h2>
          <dl className="order-summary__facts">
            {order.placedOn ? (
              <>
                <dt>Placed</dt>
                <dd>{order.placedOn}</dd>
              </>
            ) : null}
            <dt>Status</dt>
            <dd className="order-summary__status">{order.status}</dd>
            {order.milestone ? (
              <>
                <dt>Progress</dt>
                <dd>{order.milestone}</dd>
              </>
            ) : null}
            {order.tracking_number ? (
              <>
                <dt>Tracking number</dt>
                <dd>
                  {order.tracking_url ? (
                    <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                      {order.tracking_number}
                    </a>
                  ) : (
                    order.tracking_number
                  )}
                </dd>
              </>
            ) : null}
            <OrderDelivery delivery={order.delivery} />
          </dl>
          <OrderLines lines={order.order_products} />
          <OrderTotals order={order} />
        </article>
      ) : null}
      {order ? <h2 className="track-order__again">Track another order</h2> : null}
      <TrackOrderForm id="track-order-page" values={values} result={result ?? undefined} />
    </section>
  );
}
