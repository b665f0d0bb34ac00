// @vitest-environment jsdom
// The chunk-reload seam on the installed Remix at work: its server runtime hands a page over, RemixBrowser boots it, discovers the
// next route and imports its module, which fails as a chunk does after a deploy. An upgrade that reports that otherwise fails here.
import type { EventEmitter } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type EntryContext, type ServerBuild, createRequestHandler, data } from "@remix-run/node";
import { Outlet, RemixBrowser, useLoaderData, useRouteError } from "@remix-run/react";
import { startTransition } from "react";
import { type Root, createRoot } from "react-dom/client";

import config from "../../remix.config.js";

import { isChunkLoadError, routeModuleFailure, surfaceRouteModuleErrors } from "./chunk-reload";

const GONE = "Failed to fetch dynamically imported module: http://store.test/build/routes/about-GONE.js";
// Fails as a browser's import of a deleted chunk does, whichever Remix build Node loads (CommonJS requires it, ESM imports it).
const folder = mkdtempSync(join(tmpdir(), "chunk-reload-real-"));
const ABOUT_MODULE = join(folder, "about-GONE.js");
writeFileSync(ABOUT_MODULE, `throw new TypeError(${JSON.stringify(GONE)});`);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The store's root as far as the seam goes: RouteModuleFailed (components/RouteError.tsx) as HydrateFallback, and a boundary. */
let boundaryError: unknown = null;
const root = {
  loader: () => data({ shop: "Maison" }),
  default: function Root() {
    const { shop } = useLoaderData<{ shop: string }>();
    return (
      <main>
        <h1>{shop}</h1>
        <Outlet />
      </main>
    );
  },
  HydrateFallback: function RouteModuleFailed() {
    const failure = routeModuleFailure();
    if (failure) throw failure;
    return null;
  },
  ErrorBoundary: function ErrorBoundary() {
    boundaryError = useRouteError();
    return <p role="alert">{isChunkLoadError(boundaryError) ? "chunk error" : "other error"}</p>;
  },
};
const home = { loader: () => data({ page: "home" }), default: () => <p>Home</p> };
const about = { loader: () => data({ page: "about" }), default: () => <p>About</p> };

const entryRoute = { hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, imports: [] };
const build: ServerBuild = {
  mode: "production",
  entry: { module: { default: (_request, status, headers, context) => Object.assign(new Response("", { status, headers }), { context }) } },
  routes: {
    root: { id: "root", path: "", module: root },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: home },
    "routes/about": { id: "routes/about", parentId: "root", path: "about", module: about },
  },
  assets: {
    entry: { module: "/build/entry.client.js", imports: [] },
    routes: {
      root: { ...entryRoute, id: "root", path: "", module: "/build/root.js", hasErrorBoundary: true },
      "routes/_index": { ...entryRoute, id: "routes/_index", parentId: "root", index: true, module: "/build/routes/_index.js" },
      "routes/about": { ...entryRoute, id: "routes/about", parentId: "root", path: "about", module: ABOUT_MODULE },
    },
    url: "/build/manifest-test.js",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: config.future as ServerBuild["future"],
  isSpaMode: false,
};
const server = createRequestHandler(build, "production");

const UPGRADE = "Remix no longer reports a route module that failed to load as lib/chunk-reload.ts expects (an upgrade of @remix-run/react?)";

describe("surfaceRouteModuleErrors, with the installed Remix", () => {
  let page: Root | undefined;
  const quiet = new AbortController();
  // jsdom cannot leave a document and says so: that is how Remix's `window.location.reload()` shows.
  const navigations: string[] = [];
  const noteNavigation = (error: Error) => void (error.message.startsWith("Not implemented: navigation") && navigations.push(error.message));
  const { virtualConsole } = (globalThis as unknown as { jsdom: { virtualConsole: EventEmitter } }).jsdom;
  const original = console.error;
  const act = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

  afterEach(() => {
    page?.unmount();
    quiet.abort();
    virtualConsole.off("jsdomError", noteNavigation);
    console.error = original;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = act;
    vi.unstubAllGlobals();
  });

  it("turns Remix's reload on a route module that failed to load into the import's error, at the root's boundary", async () => {
    // The router's own updates, as in a browser: not in act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // React replays the failure the boundary catches as an uncaught error in development; jsdom would print it.
    window.addEventListener("error", (event) => event.preventDefault(), { signal: quiet.signal });
    virtualConsole.on("jsdomError", noteNavigation);
    surfaceRouteModuleErrors(console);
    vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => server(new Request(new URL(input, window.location.href), init)));
    window.history.replaceState(null, "", "/");

    const { context } = (await server(new Request("http://store.test/"))) as Response & { context: EntryContext };
    Object.assign(window, {
      __remixContext: { ...JSON.parse(context.serverHandoffString!), stream: context.serverHandoffStream },
      // As the page's manifest module hands it over: every route (the store discovers none lazily).
      __remixManifest: context.manifest,
      __remixRouteModules: { root, "routes/_index": home },
    });
    // RemixBrowser keeps its router for the life of the process: no other test file renders it.
    const container = document.body.appendChild(document.createElement("div"));
    page = createRoot(container);
    startTransition(() => page!.render(<RemixBrowser />));
    await vi.waitFor(() => expect(container.textContent).toBe("MaisonHome"));

    const router = (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter;
    void router.navigate("/about");
    await vi.waitFor(() => {
      expect(navigations, `${UPGRADE}: Remix reloaded the page`).toEqual([]);
      expect(container.querySelector('[role="alert"]'), `${UPGRADE}: the root's boundary never showed`).not.toBeNull();
    }, 2_000);

    const failure = routeModuleFailure();
    expect(failure, `${UPGRADE}: the import's error was not surfaced`).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe(GONE);
    expect(boundaryError, `${UPGRADE}: the root's boundary got another error than the import's`).toBe(failure);
    expect(container.textContent).toBe("chunk error");
    expect(window.location.pathname).toBe("/about");
    const reported = logged.mock.calls.findIndex(([first]) => String(first).startsWith("Error loading route module"));
    const message = `Error loading route module \`${ABOUT_MODULE}\`, reloading page...`;
    expect(logged.mock.calls.slice(reported, reported + 2), `${UPGRADE}: not its message, then the error`).toEqual([[message], [failure]]);
  });
});
