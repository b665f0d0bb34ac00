import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { pageHeaders } from "~/lib/http-cache";
import type { RouteHandle } from "~/lib/layout";
import { withErrorMeta } from "~/lib/seo";
import checkoutCss from "~/styles/checkout.css";

import { beginCheckout } from "./begin-checkout.server";

export const handle: RouteHandle = { layout: "checkout" };

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export function loader({ request }: LoaderFunctionArgs) {
  return beginCheckout(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Checkout" }, { name: "robots", content: "noindex" }]);

export default function EmptyCheckout() {
  return (
    <section className="container narrow section empty-state">
      <h1 className="section__title">Your cart is empty</h1>
      <p>Add a piece to your bag to check out.</p>
      <Link to="/shop-all" className="button">
        Shop now
      </Link>
    </section>
  );
}
