import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { ErrorAlert } from "~/components/ErrorAlert";
import { RouteError } from "~/components/RouteError";
import type { RouteHandle } from "~/lib/layout";

import { expressAction } from "./express.server";

export const handle: RouteHandle = { layout: "checkout" };

export const meta: MetaFunction = () => [{ title: "Express checkout" }, { name: "robots", content: "noindex" }];

/*
 * No loader: after a post the route's loaders run before its page is drawn, so a loader sending
 * everyone to /checkout would also send away the shopper whose express checkout could not start,
 * without a word. Asked for on its own, the page has only the ways on.
 */

export function action({ request }: ActionFunctionArgs) {
  return expressAction(request);
}

/** When the express checkout could not start: the reason, and the ways on (the buttons are in the bag and at the contact step). */
export default function ExpressCheckoutRefused() {
  const posted = useActionData<typeof action>();
  // The door always says why: the API's message, the spec's generic failure for a 5xx, or the refused field's.
  const message = posted && !posted.ok ? (posted.message ?? Object.values(posted.fieldErrors)[0] ?? null) : null;
  return (
    <section className="container narrow section">
      <h1 className="section__title">Express checkout</h1>
      {message ? <ErrorAlert message={message} /> : null}
      <p className="cluster">
        <Link to="/checkout" className="button">
          Check out with a card
        </Link>
        <Link to="/?panel=cart" className="button button--outline">
          Back to your bag
        </Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteError;
