import type { LoaderFunctionArgs } from "@remix-run/node";

import { leaveAddress } from "~/services/email-link.server";

/** The e-mailed link (spec 2 /recover-password/{token}): never a page, only the way to /recover-password/new. */
export function loader({ params }: LoaderFunctionArgs) {
  return leaveAddress("recovery", params.token ?? "");
}
