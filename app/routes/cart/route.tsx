import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { RouteError } from "~/components/RouteError";

import { cartAction } from "./cart.server";

export function action({ request }: ActionFunctionArgs) {
  return cartAction(request);
}

/** Nothing to show at /cart itself: the cart is a drawer. */
export function loader() {
  return redirect("/?panel=cart");
}

/** The route has no page: its only view is the error page of a post the form door refused. */
export const ErrorBoundary = RouteError;
