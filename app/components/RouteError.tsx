import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

import type { PostRefusal } from "~/services/form-door.server";

import { ErrorPage } from "./ErrorPage";

function isRefusal(value: unknown): value is PostRefusal {
  return typeof value === "object" && value !== null && (value as { refused?: unknown }).refused === true;
}

/** Spec 2 "Error page" for any route error: the status (500 by default), and why a refused form was refused. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal = isRouteErrorResponse(error) && isRefusal(error.data) ? error.data : null;
  return (
    <>
      <title>{status === 404 ? "Page not found" : `${status} Error`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage status={status} refusal={refusal} />
    </>
  );
}
