import type { LoaderFunctionArgs } from "@remix-run/node";

import { RouteError } from "~/components/RouteError";

import { returnFromExpress } from "./return.server";

/**
 * Where PayPal and Affirm send the shopper back from an express checkout:
 * on to review with the provider's e-mail and address, or back to the bag.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return returnFromExpress(request);
}

/** The loader always redirects; the page is only ever its error, in the store's layout, with a way to ask again. */
export default function ExpressReturn() {
  return null;
}

export const ErrorBoundary = RouteError;
