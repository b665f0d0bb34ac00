/** The forms (~30 KB gzip), drawers and menus load lazily in the browser; the server preloads all (`loadForms`) and renders at once. */
import { useRouteError } from "@remix-run/react";
import { type ComponentType, Suspense, lazy, useEffect, useState } from "react";

import { isChunkLoadError } from "./chunk-reload";
import { onFirstIntent } from "./first-intent";
import { fallBackNatively } from "./native-fallback";

export const FORMS_PRELOAD_FALLBACK_MS = 10_000;

const onServer = typeof document === "undefined";
const loads: Array<() => Promise<unknown>> = [];

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed load may be retried.
  const ready = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loads.push(ready);
  // Cast: React types lazy props with refs no generic P can meet. A failed load never resolves, so server HTML stays.
  const Lazy = lazy(() =>
    ready().then(
      (component) => ({ default: component }),
      () => new Promise<never>(() => {}),
    ),
  ) as unknown as ComponentType<P>;
  // Always lazy in the browser, so a form never swaps component and loses what was typed.
  function LazyForm(props: P) {
    const Component: ComponentType<P> = (onServer ? loaded : undefined) ?? Lazy;
    // First rendered client-side, it has no server HTML to fall back on, so a failed load goes native.
    const [ownHtml] = useState(() => onServer || document.documentElement.dataset.hydrated !== "true");
    useEffect(() => {
      if (!ownHtml) ready().catch(() => fallBackNatively());
    }, [ownHtml]);
    // Inside an error boundary for a failed chunk, render nothing rather than fail the boundary too.
    const pageError = useRouteError();
    if (isChunkLoadError(pageError)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyForm;
}

export const loadForms = () => Promise.all(loads.map((load) => load()));

/** Waits for first intent so a slow phone's first seconds are not spent on drawers that may never open. */
export function usePreloadForms() {
  useEffect(
    () =>
      onFirstIntent(window, () => {
        void loadForms()
          .then(() => (document.documentElement.dataset.formsReady = "true"))
          .catch(() => undefined);
      }, FORMS_PRELOAD_FALLBACK_MS),
    [],
  );
}
