import type { LoaderFunctionArgs } from "@remix-run/node";

import { leaveAddress } from "~/services/email-link.server";

/** The e-mailed link (spec 2 /verify/{token}): never a page, only the way to /verify, which verifies. */
export function loader({ params }: LoaderFunctionArgs) {
  return leaveAddress("verification", params.token ?? "");
}
