/**
 * Code that every page's first load should not carry: the forms (remix-validated-form, zod and the forms,
 * about 30 KB gzip), the drawers' contents and the header's menus and search. The browser loads each part lazily; the server renders it at
 * once, having loaded every part before rendering (`loadForms`, awaited in entry.server.tsx). Until a
 * part's code arrives it is the server's HTML, whose links and forms work without JavaScript.
 */
import { useRouteError } from "@remix-run/react";
import { type ComponentType, Suspense, lazy, useEffect, useState } from "react";

import { isChunkLoadError } from "./chunk-reload";
import { onFirstIntent } from "./first-intent";
import { fallBackNatively } from "./native-fallback";

/** With no sign of intent, the forms' code is fetched this long after the page is interactive. */
export const FORMS_PRELOAD_FALLBACK_MS = 10_000;

const onServer = typeof document === "undefined";
const loads: Array<() => Promise<unknown>> = [];

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Loaded once: the server awaits every form before each render. A failed load may be tried again.
  const ready = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loads.push(ready);
  // React types a lazy component's props with refs, which no generic P can be shown to meet; the forms take no ref.
  // JavaScript that fails is JavaScript that is off: a part whose code does not come never resolves, so a part the
  // server rendered stays its HTML, whose links and forms work without it.
  const Lazy = lazy(() =>
    ready().then(
      (component) => ({ default: component }),
      () => new Promise<never>(() => {}),
    ),
  ) as unknown as ComponentType<P>;
  // The browser always renders the lazy one, so a form never swaps component (and loses what was typed) once its code is in.
  function LazyForm(props: P) {
    const Component: ComponentType<P> = (onServer ? loaded : undefined) ?? Lazy;
    // Rendered first by the browser (a drawer opened, a page navigated to), it has no HTML to fall back on: what
    // the shopper asked for (the drawer's link, the page) loads as a document (lib/native-fallback.ts).
    const [ownHtml] = useState(() => onServer || document.documentElement.dataset.hydrated !== "true");
    useEffect(() => {
      if (!ownHtml) ready().catch(() => fallBackNatively());
    }, [ownHtml]);
    // When a route's code failed to load and its boundary renders the layout again (lib/native-fallback.ts), a form
    // in a drawer or the footer renders nothing rather than failing the boundary itself.
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

/** Every form's code: the server waits for it before rendering; the browser fetches it on the shopper's first intent (usePreloadForms). */
export const loadForms = () => Promise.all(loads.map((load) => load()));

/**
 * Fetches every form's code in the background on the shopper's first sign of
 * intent (or 10 s after the page is interactive), so a drawer opens with its
 * form ready. Forms on the page itself load while it hydrates; the others wait,
 * so the page's first seconds on a slow phone are not spent on code for
 * drawers that may never open.
 */
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
