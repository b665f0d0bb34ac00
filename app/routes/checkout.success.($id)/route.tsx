import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { pageHeaders } from "~/lib/http-cache";
import type { RouteHandle } from "~/lib/layout";
import { chargedLine } from "~/lib/charged";
import { withErrorMeta } from "~/lib/seo";
import { OrderAddresses } from "~/components/OrderAddresses";
import { OrderLines } from "~/components/OrderLines";
import { OrderDelivery } from "~/components/OrderDelivery";
import { OrderTotals } from "~/components/OrderTotals";
import checkoutCss from "~/styles/checkout.css";

import { loadConfirmation } from "./confirmation.server";

export const handle: RouteHandle = { layout: "checkout" };

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadConfirmation(request, params.id);
}

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.order ? `Order ${data.order.po_number} confirmed` : "Order confirmation" },
  { name: "robots", content: "noindex" },
]);

export default function CheckoutSuccess() {
  const page = useLoaderData<typeof loader>();
  const { order } = page;
  const addresses = "addresses" in page ? page.addresses : null;
  const delivery = "delivery" in page ? page.delivery : null;
  if (!order) {
    return (
      <section className="container narrow section">
        <h1 className="section__title">Thank you</h1>
        <p>This confirmation is shown once, in the browser that placed the order. Your confirmation e-mail has every detail.</p>
        <Link to="/track-your-order" className="button">
          Track your order
        </Link>
      </section>
    );
  }
  // The number only: an e-mail or ZIP code in a URL ends up in history, logs and referrers.
  const trackHref = `/track-your-order?${new URLSearchParams({ number: order.po_number })}`;
  return (
    <section className="container narrow section confirmation">
      <h1 className="section__title">Thank you for your order</h1>
      <p>
        Your order number is <strong className="confirmation__number">{order.po_number}</strong>.
        {order.email ? ` We have sent the confirmation to ${order.email}.` : null}
      </p>
      <article className="order-summary" aria-label={`Order ${order.po_number}`}>
        {delivery || order.gift_message || order.gift_wrap ? (
          <dl className="order-summary__facts">
            <OrderDelivery delivery={delivery} />
            {order.gift_message ? (
              <>
                <dt>Gift message</dt>
                <dd className="order-page__gift">{order.gift_message}</dd>
              </>
            ) : null}
            {order.gift_wrap ? (
              <>
                <dt>Gift wrap</dt>
                <dd>Hand-wrapped in our signature box</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <OrderLines lines={order.order_products} />
        <OrderTotals order={order} totalLabel="Total paid" />
        <p className="confirmation__charged">{chargedLine(order)}</p>
      </article>
      {addresses ? <OrderAddresses shipping={addresses.shipping} billing={addresses.billing} /> : null}
      <p>
        <Link to={trackHref} className="button">
          Track your order
        </Link>
      </p>
      <p>
        <Link to="/shop-all">Continue shopping</Link>
      </p>
    </section>
  );
}
