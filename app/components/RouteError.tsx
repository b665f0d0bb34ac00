import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect, useState } from "react";

import { claimChunkReload, routeModuleFailure, surfaceRouteModuleErrors } from "~/lib/chunk-reload";
import { isClientFailure, shopperActed } from "~/lib/native-fallback";
import type { RouteFailure } from "~/services/api.server";
import type { PostRefusal } from "~/services/form-door.server";

import { ErrorPage } from "./ErrorPage";

// From root's module on, a route chunk that fails to load reaches RouteModuleFailed instead of Remix's reload (chunk-reload.ts).
if (typeof document !== "undefined") surfaceRouteModuleErrors(console);

function isRefusal(value: unknown): value is PostRefusal {
  return typeof value === "object" && value !== null && (value as { refused?: unknown }).refused === true;
}

function isFailure(value: unknown): value is RouteFailure {
  return typeof value === "object" && value !== null && (value as { failed?: unknown }).failed === true;
}

/** Spec 2 "Error page"; a failure of the page's own JavaScript reloads it as a document instead (lib/native-fallback.ts). */
export function RouteError() {
  const error = useRouteError();
  const reload = useDocumentReload(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  const refusal = isRefusal(body)
    ? { message: body.message, href: body.back, label: body.back === "/" ? "Back to home" : "Back to the page" }
    : isFailure(body)
      ? { message: body.message, href: body.retry, label: "Try again" }
      : null;
  if (reload === "reloading") return null;
  if (reload === "refused") return <PageNotLoaded />;
  // Its title and robots tag are the route's meta's (withErrorMeta, lib/seo.ts): in the head, not here.
  return <ErrorPage status={status} notice={refusal} />;
}

/** No client loaders here, so React Router renders this only under a route whose module failed to load (chunk-reload.ts). */
export function RouteModuleFailed() {
  const failure = routeModuleFailure();
  if (failure) throw failure;
  return null;
}

/** Spec 4: reloads onto the target page, but not twice within a minute without shopper input: a loop (chunk-reload.ts). */
function useDocumentReload(error: unknown): "reloading" | "refused" | null {
  const clientFailure = isClientFailure(error);
  const [refused, setRefused] = useState<unknown>(null);
  useEffect(() => {
    if (!clientFailure) return;
    const claimed = claimChunkReload(() => window.sessionStorage, Date.now(), window.location.href);
    if (claimed || shopperActed()) window.location.reload();
    else setRefused(error);
  }, [clientFailure, error]);
  if (!clientFailure) return null;
  return refused === error ? "refused" : "reloading";
}

/** The same page's code failed twice in a minute: say so, and offer the page as a plain document. */
function PageNotLoaded() {
  const href = typeof window === "undefined" ? "/" : window.location.href;
  return (
    <section className="error-page container">
      <title>Page not loaded</title>
      <h1>This page did not finish loading</h1>
      <p>Part of the page did not arrive over your connection.</p>
      <a href={href} className="button">
        Load the page again
      </a>
    </section>
  );
}
