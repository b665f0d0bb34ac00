import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useEffect, useState } from "react";

import { pageModules } from "~/lib/page-modules";

/** React 18 does not know `fetchPriority` on a link: the lowercase attribute passes through as it is. */
const LOW_PRIORITY = { fetchpriority: "low" } as Record<string, string>;

/** Set once the document has hydrated: after that, navigations load their own modules. */
let documentHydrated = false;

/**
 * The page's JavaScript, announced in the head at low priority. Remix's own
 * `<Scripts>` preloads the same modules at the end of the body, at the high
 * priority of a script: on a slow phone they then share the connection with
 * the stylesheet, the fonts and the first image, though the page is whole and
 * usable before any of them runs. Announced here first, the browser fetches
 * them once (a module is fetched once per URL) and after what the first paint
 * needs.
 *
 * Only the document's own page is announced: the list is the server's, kept
 * by hydration. A layout mounted again later (the error page replaces the
 * page's tree) announces nothing, so it never fetches a module behind the
 * router's back (Remix loads a route's module itself, and handles its
 * failure: lib/chunk-reload.ts).
 */
export function ModulePreloads() {
  const context = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const [hrefs] = useState(() => (context && !documentHydrated ? pageModules(context.manifest, matches) : []));
  useEffect(() => {
    documentHydrated = true;
  }, []);
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="modulepreload" href={href} {...LOW_PRIORITY} />
      ))}
    </>
  );
}
