import type { LoaderFunctionArgs } from "@remix-run/node";

import { RouteError } from "~/components/RouteError";

import { returnFromProvider } from "./return.server";

/**
 * Where PayPal, Klarna and Affirm send the shopper back: the API says how the
 * payment went, and the shopper goes on to the confirmation or back to payment.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return returnFromProvider(request, params.id ?? "");
}

/** The loader always redirects; the page is only ever its error, in the store's layout, with a way to ask again. */
export default function ProviderReturn() {
  return null;
}

export const ErrorBoundary = RouteError;
