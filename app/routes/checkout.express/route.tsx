import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { ErrorAlert } from "~/components/ErrorAlert";
import { RouteError } from "~/components/RouteError";
import type { RouteHandle } from "~/lib/layout";

import { expressAction } from "./express.server";

export const handle: RouteHandle = { layout: "checkout" };

export const meta: MetaFunction = () => [{ title: "Express checkout" }, { name: "robots", content: "noindex" }];

/** Nothing to show here on its own: the buttons are in the bag and at the contact step. */
export function loader() {
  return redirect("/checkout");
}

export function action({ request }: ActionFunctionArgs) {
  return expressAction(request);
}

/** Only ever shown when the express checkout could not start: the reason, and the ways on. */
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
