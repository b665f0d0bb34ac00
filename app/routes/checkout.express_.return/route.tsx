import type { LoaderFunctionArgs } from "@remix-run/node";

import { RouteError } from "~/components/RouteError";

import { returnFromExpress } from "./return.server";

export function loader({ request }: LoaderFunctionArgs) {
  return returnFromExpress(request);
}

/** The loader always redirects: the page is only ever its error. */
export default function ExpressReturn() {
  return null;
}

export const ErrorBoundary = RouteError;
