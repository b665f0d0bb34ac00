import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { RouteError } from "~/components/RouteError";

import { signOutAction } from "./sign-out.server";

/** Sign-out is a POST (a form in the account menu), so a link or a crawler cannot sign anyone out. */
export function action({ request }: ActionFunctionArgs) {
  return signOutAction(request);
}

export function loader() {
  return redirect("/");
}

/** The route has no page: its only view is the error page of a post the form door refused. */
export const ErrorBoundary = RouteError;
