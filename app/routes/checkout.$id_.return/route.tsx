import type { LoaderFunctionArgs } from "@remix-run/node";

import { returnFromProvider } from "./return.server";

/**
 * Where PayPal, Klarna and Affirm send the shopper back: the API says how the
 * payment went, and the shopper goes on to the confirmation or back to payment.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return returnFromProvider(request, params.id ?? "");
}
