import type { LoaderFunctionArgs } from "@remix-run/node";

import { RouteError } from "~/components/RouteError";

import { returnFromProvider } from "./return.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return returnFromProvider(request, params.id ?? "");
}

/** The loader always redirects: the page is only ever its error. */
export default function ProviderReturn() {
  return null;
}

export const ErrorBoundary = RouteError;
