import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { ErrorAlert } from "~/components/ErrorAlert";
import { RouteError } from "~/components/RouteError";
import type { RouteHandle } from "~/lib/layout";
import { withErrorMeta } from "~/lib/seo";

import { expressAction } from "./express.server";

export const handle: RouteHandle = { layout: "checkout" };

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Express checkout" }, { name: "robots", content: "noindex" }]);

// No loader: a redirect to /checkout would also run after a refused post and send the shopper away without a word.

export function action({ request }: ActionFunctionArgs) {
  return expressAction(request);
}

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
