import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect, useState } from "react";

import { claimChunkReload, isChunkLoadError, routeModuleFailure, surfaceRouteModuleErrors } from "~/lib/chunk-reload";
import type { RouteFailure } from "~/services/api.server";
import type { PostRefusal } from "~/services/form-door.server";

import { ErrorPage } from "./ErrorPage";

// In the browser, from the first module of the page on (root's), before any navigation: a route module that fails to load
// reaches RouteModuleFailed below instead of Remix reloading the page the shopper is leaving (chunk-reload.ts).
if (typeof document !== "undefined") surfaceRouteModuleErrors(console);

function isRefusal(value: unknown): value is PostRefusal {
  return typeof value === "object" && value !== null && (value as { refused?: unknown }).refused === true;
}

function isFailure(value: unknown): value is RouteFailure {
  return typeof value === "object" && value !== null && (value as { failed?: unknown }).failed === true;
}

/** Spec 2 "Error page" for any route error; a chunk that failed to load reloads the page instead, when the guard allows. */
export function RouteError() {
  const error = useRouteError();
  const reloading = useChunkReload(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  const refusal = isRefusal(body)
    ? { message: body.message, href: body.back, label: body.back === "/" ? "Back to home" : "Back to the page" }
    : isFailure(body)
      ? { message: body.message, href: body.retry, label: "Try again" }
      : null;
  if (reloading) return null;
  return (
    <>
      <title>{status === 404 ? "Page not found" : `${status} Error`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage status={status} notice={refusal} />
    </>
  );
}

/** No client loaders here, so React Router renders this only under a route whose module failed to load (chunk-reload.ts). */
export function RouteModuleFailed() {
  const failure = routeModuleFailure();
  if (failure) throw failure;
  return null;
}

/** Spec 4 "Routing and errors": the reload lands on the page the shopper was going to; nothing shows until then. */
function useChunkReload(error: unknown): boolean {
  const chunkError = isChunkLoadError(error);
  const [refused, setRefused] = useState<unknown>(null);
  useEffect(() => {
    if (!chunkError) return;
    if (claimChunkReload(() => window.sessionStorage, Date.now())) window.location.reload();
    else setRefused(error);
  }, [chunkError, error]);
  return chunkError && refused !== error;
}
