import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

import type { RouteFailure } from "~/services/api.server";
import type { PostRefusal } from "~/services/form-door.server";

import { ErrorPage } from "./ErrorPage";

function isRefusal(value: unknown): value is PostRefusal {
  return typeof value === "object" && value !== null && (value as { refused?: unknown }).refused === true;
}

function isFailure(value: unknown): value is RouteFailure {
  return typeof value === "object" && value !== null && (value as { failed?: unknown }).failed === true;
}

/**
 * Spec 2 "Error page" for any route error: the status (500 by default), why a
 * refused form was refused, or what failed to load with a way to try again.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  const refusal = isRefusal(body)
    ? { message: body.message, href: body.back, label: body.back === "/" ? "Back to home" : "Back to the page" }
    : isFailure(body)
      ? { message: body.message, href: body.retry, label: "Try again" }
      : null;
  return (
    <>
      <title>{status === 404 ? "Page not found" : `${status} Error`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage status={status} notice={refusal} />
    </>
  );
}
