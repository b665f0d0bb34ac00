/// <reference types="vite/client" />
// In-process against the mock API's handlers (msw); `npm run fuzz` sends the same over HTTP to the built store.
// Fixed seed; FUZZ_RUNS scales the runs (e.g. FUZZ_RUNS=2000 for a long night).
import type { AppLoadContext } from "@remix-run/node";
import fc from "fast-check";

import { server } from "../../mock-api/node";
import { resetStore } from "../../mock-api/store";
import type { FormDef } from "~/lib/forms/form";
import { RETURN_FORM_ID } from "~/lib/forms/returns";
import { GIFT_MESSAGE_FORM_ID } from "~/routes/orders.$id/gift-message.form";
import { SORTS, MAX_PAGE, PRICE_LIMIT, parseListingQuery } from "~/lib/listing-query";
import { activeDrawer, closeDrawerHref, drawerHref } from "~/lib/drawers";
import { toSearchParams } from "~/lib/query-string";
import { safeRedirect, signInUrl } from "~/lib/safe-redirect";
import { clearApiCache } from "~/services/api.server";
import { env } from "~/services/env.server";
import { ORIGIN_HEADER } from "~/services/form-door.server";

import {
  ACTION_TARGETS,
  GET_FORMS,
  LOADER_ROUTES,
  type Outcome,
  type Probe,
  actionProbe,
  bodyInit,
  buildRequest,
  describeProbe,
  fillPath,
  loaderProbe,
  matchPath,
  oddText,
  problemWith,
  providerPage,
  routePath,
} from "./arbitraries";
import { CLIENT_IP_HEADER } from "~/services/client-ip.server";
import { type Send, SessionPool, type StaticFixtures, makeSession, sessionFor, staticFixtures } from "./shoppers";
import { requestContext } from "~/lib/request-context";

const ORIGIN = "http://store.test";
const SEED = 20_260_701;
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const ACTION_RUNS = Math.round(250 * SCALE);
const LOADER_RUNS = Math.round(60 * SCALE);
const PARSER_RUNS = Math.round(1000 * SCALE);
const TIMEOUT_MS = 120_000 * SCALE;

type Handler = (args: { request: Request; params: Record<string, string | undefined>; context: AppLoadContext }) => unknown;
type RouteModule = { action?: Handler; loader?: Handler };

const routeModules = import.meta.glob<RouteModule>(["/app/routes/*.{ts,tsx}", "/app/routes/*/route.{ts,tsx}", "!/app/routes/**/*.test.{ts,tsx}"]);
const moduleFiles = Object.keys(routeModules).map((key) => key.slice(1));

function load(file: string): Promise<RouteModule> {
  if (file === "app/root.tsx") return import("~/root");
  const importer = routeModules[`/${file}`];
  if (!importer) throw new Error(`No route module ${file}`);
  return importer();
}

/** An error that is not a response is a 500. */
function outcomeOf(value: unknown, thrown: boolean): Outcome {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  if (typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const init = (value as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, location: new Headers(init?.headers).get("Location") };
  }
  if (thrown) return { status: 500, location: null, error: value instanceof Error ? (value.stack ?? value.message) : String(value) };
  return { status: 200, location: null };
}

async function settle(handler: Handler, request: Request, params: Record<string, string | undefined>): Promise<Outcome> {
  try {
    return outcomeOf(await handler({ request, params, context: requestContext() }), false);
  } catch (error) {
    return outcomeOf(error, true);
  }
}

/** As Remix ranks them: static segments before parameters, parameters before the splat. */
function route(pathname: string): { file: string; params: Record<string, string> } {
  const rank = (file: string) =>
    routePath(file)
      .split("/")
      .reduce((score, segment) => score + (segment === "*" ? 1 : segment.startsWith(":") ? 2 : segment ? 3 : 0), 0);
  const found = moduleFiles
    .map((file) => ({ file, params: matchPath(file, pathname) }))
    .filter((match): match is { file: string; params: Record<string, string> } => match.params !== null)
    .sort((a, b) => rank(b.file) - rank(a.file))[0];
  if (!found) throw new Error(`No route for ${pathname}`);
  return found;
}

const send: Send = async (method, path, cookie, form) => {
  const url = new URL(path, ORIGIN);
  const { file, params } = route(url.pathname);
  const module = await load(file);
  // An address per fixture step: the pool signs in anew after each sign-out, and one address would soon reach the sign-in limit.
  const headers = new Headers({ Cookie: cookie, [ORIGIN_HEADER]: ORIGIN, [CLIENT_IP_HEADER]: `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}` });
  if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(url, { method, headers, body: form ? new URLSearchParams(form) : undefined });
  const handler = method === "GET" ? module.loader : module.action;
  let answer: unknown;
  try {
    answer = await handler!({ request, params, context: requestContext() });
  } catch (thrown) {
    if (!(thrown instanceof Response) && outcomeOf(thrown, true).error) throw thrown;
    answer = thrown;
  }
  const headersOf = answer instanceof Response ? answer.headers : new Headers((answer as { init?: ResponseInit })?.init?.headers);
  const outcome = outcomeOf(answer, false);
  return { status: outcome.status, location: outcome.location, setCookies: headersOf.getSetCookie() };
};

let fixtures: StaticFixtures;
let pool: SessionPool;
const offsite = providerPage(env.API_URL);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  resetStore();
  clearApiCache();
  fixtures = await staticFixtures(env.API_URL);
  pool = new SessionPool((kind) => makeSession(kind, send, env.API_URL, fixtures));
});
afterAll(() => server.close());

async function probeOnce(handler: Handler, probe: Probe, logs: string[]): Promise<string | null> {
  logs.length = 0;
  const session = await sessionFor(probe.session, probe.garbageCookie, pool);
  const built = buildRequest(probe, { origin: ORIGIN, cookie: session.cookie, refs: { ...fixtures.refs, ...session.refs }, originHeader: ORIGIN_HEADER });
  const request = new Request(`${ORIGIN}${built.path}`, { method: built.method, headers: built.headers, body: bodyInit(built), duplex: "half" } as RequestInit);
  // The parameters as Remix reads them: from the URL, decoded.
  const params = matchPath(probe.route, new URL(request.url).pathname) ?? {};
  const outcome = await settle(handler, request, params);
  if (session.fixture) await pool.after(session.fixture, outcome);
  const problem = problemWith(outcome, offsite);
  if (!problem) return null;
  return [problem, describeProbe(probe, built, probe.session), ...(logs.length ? ["logged:", ...logs.map((line) => line.slice(0, 2000))] : [])].join("\n");
}

/** A failure reports the shrunk probe as a request, not fast-check's dump of 70 KB strings. */
async function fuzz(arbitrary: fc.Arbitrary<Probe>, handler: Handler, numRuns: number) {
  const logs: string[] = [];
  // The store logs what it refuses (a redirect off the site stopped, API drift): kept for the report, not printed.
  for (const level of ["error", "warn", "info"] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (probe) => {
      const problem = await probeOnce(handler, probe, logs);
      if (problem) throw new Error(problem);
    }),
    { seed: SEED, numRuns },
  );
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${error}\n(seed ${details.seed}, path "${details.counterexamplePath}", after ${details.numRuns} runs and ${details.numShrinks} shrinks)`);
  }
}

describe("the fuzz's list of routes", () => {
  it("names every route module with an action, and every loader", async () => {
    const withAction: string[] = [];
    const withLoader: string[] = ["app/root.tsx"];
    for (const file of moduleFiles) {
      const module = await load(file);
      if (typeof module.action === "function") withAction.push(file);
      if (typeof module.loader === "function") withLoader.push(file);
    }
    expect(withAction.length).toBeGreaterThan(0);
    expect([...ACTION_TARGETS.map((target) => target.route)].sort()).toEqual(withAction.sort());
    expect([...LOADER_ROUTES].sort()).toEqual(withLoader.sort());
  }, TIMEOUT_MS);

  it("names every form the app defines (lib/forms and every *.form file), posted or a GET form", async () => {
    const modules = import.meta.glob<Record<string, unknown>>(["/app/lib/forms/*.ts", "/app/**/*.form.{ts,tsx}", "!/app/**/*.test.{ts,tsx}"]);
    const defined: string[] = [];
    for (const load of Object.values(modules)) {
      for (const value of Object.values(await load())) {
        if (typeof value === "object" && value !== null && "id" in value && "schema" in value && "fields" in value) defined.push((value as FormDef).id);
      }
    }
    const fuzzed = [
      ...ACTION_TARGETS.flatMap((target) => ("forms" in target ? target.forms.map((form) => form.id) : [])),
      ...GET_FORMS.flatMap((form) => (form.form ? [form.form.id] : [])),
    ];
    // A form whose fields are the page's (the return request's are the order's lines, the gift message's limit is the
    // API's) is built by a function, not exported.
    const built = [RETURN_FORM_ID, GIFT_MESSAGE_FORM_ID];
    expect(defined.length).toBeGreaterThan(0);
    expect([...new Set(fuzzed)].sort()).toEqual([...new Set([...defined, ...built])].sort());
  }, TIMEOUT_MS);

  it.each([
    ["app/routes/_index.tsx", "/"],
    ["app/routes/$.tsx", "/*"],
    ["app/routes/[sitemap.xml].tsx", "/sitemap.xml"],
    ["app/routes/checkout._index/route.tsx", "/checkout"],
    ["app/routes/checkout.$id_.return/route.tsx", "/checkout/:id/return"],
    ["app/routes/checkout.success.($id)/route.tsx", "/checkout/success/:id?"],
    ["app/routes/resources.events.ts", "/resources/events"],
  ])("reads %s as %s, as Remix's flat routes do", (file, path) => {
    expect(routePath(file)).toBe(path);
  });

  it("fills and matches parameters, encoded", () => {
    expect(fillPath("app/routes/checkout.success.($id)/route.tsx", {})).toBe("/checkout/success");
    expect(fillPath("app/routes/product.$slug/route.tsx", { slug: "a/b c" })).toBe("/product/a%2Fb%20c");
    expect(matchPath("app/routes/product.$slug/route.tsx", "/product/a%2Fb%20c")).toEqual({ slug: "a/b c" });
    expect(route("/checkout").file).toBe("app/routes/checkout._index/route.tsx");
    expect(route("/checkout/abc").file).toBe("app/routes/checkout.$id/route.tsx");
    expect(route("/checkout/success").file).toBe("app/routes/checkout.success.($id)/route.tsx");
  });
});

describe("fuzz: every action answers any post under 500, and redirects only on this site", () => {
  for (const target of ACTION_TARGETS) {
    it(
      `${routePath(target.route)} (${target.route})`,
      async () => {
        const { action } = await load(target.route);
        await fuzz(actionProbe(target), action!, ACTION_RUNS);
      },
      TIMEOUT_MS,
    );
  }
});

describe("fuzz: every loader answers any query under 500, and redirects only on this site", () => {
  for (const file of LOADER_ROUTES) {
    it(
      `${routePath(file)} (${file})`,
      async () => {
        const { loader } = await load(file);
        await fuzz(loaderProbe(file), loader!, LOADER_RUNS);
      },
      TIMEOUT_MS,
    );
  }
});

describe("fuzz: the query parsers", () => {
  const query = fc.array(fc.tuple(fc.constantFrom("search", "category", "collection", "material", "price_min", "price_max", "sort", "page", "x"), oddText), { maxLength: 8 });
  const known = { categories: ["rings", "necklaces"], collections: ["bridal"], materials: ["PT", "SAP"] };

  it("parseListingQuery keeps every value in its bounds, whatever the query", () => {
    fc.assert(
      fc.property(query, (pairs) => {
        const { query: parsed, notices } = parseListingQuery(new URLSearchParams(pairs), known);
        expect(Number.isInteger(parsed.page) && parsed.page >= 1 && parsed.page <= MAX_PAGE).toBe(true);
        expect(SORTS.map((sort) => sort.value)).toContain(parsed.sort);
        for (const price of [parsed.priceMin, parsed.priceMax]) {
          if (price !== null) expect(Number.isFinite(price) && price >= 0 && price <= PRICE_LIMIT).toBe(true);
        }
        if (parsed.priceMin !== null && parsed.priceMax !== null) expect(parsed.priceMin).toBeLessThanOrEqual(parsed.priceMax);
        expect(parsed.categories.every((slug) => known.categories.includes(slug))).toBe(true);
        expect(parsed.collections.every((slug) => known.collections.includes(slug))).toBe(true);
        expect(parsed.materials.every((sku) => known.materials.includes(sku))).toBe(true);
        expect(parsed.search.length).toBeLessThanOrEqual(100);
        expect(notices.every((notice) => notice.length < 200)).toBe(true);
      }),
      { seed: SEED, numRuns: PARSER_RUNS },
    );
  }, TIMEOUT_MS);

  it("toSearchParams sends only non-empty values, arrays bracketed", () => {
    const value = fc.oneof(oddText, fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(value, fc.array(value, { maxLength: 3 })), { maxKeys: 5 }), (query) => {
        const params = toSearchParams(query);
        for (const [key, sent] of params) {
          expect(sent).not.toBe("");
          const name = key.endsWith("[]") && Array.isArray(query[key.slice(0, -2)]) ? key.slice(0, -2) : key;
          expect(Object.prototype.hasOwnProperty.call(query, name)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: PARSER_RUNS },
    );
  }, TIMEOUT_MS);

  it("safeRedirect and signInUrl give a path on this site, or the fallback", () => {
    fc.assert(
      fc.property(fc.oneof(oddText, fc.webPath(), fc.webUrl()), (to) => {
        const safe = safeRedirect(to, "/fallback");
        expect(safe === "/fallback" || safe === to).toBe(true);
        expect(safe.startsWith("/") && !safe.startsWith("//") && !safe.startsWith("/\\")).toBe(true);
        const signIn = new URL(signInUrl(to), ORIGIN);
        expect(signIn.origin).toBe(ORIGIN);
        const back = signIn.searchParams.get("redirect");
        if (back !== null) expect(safeRedirect(back, "") === back).toBe(true);
      }),
      { seed: SEED, numRuns: PARSER_RUNS },
    );
  }, TIMEOUT_MS);

  it("drawer links keep the page's own query and path", () => {
    fc.assert(
      fc.property(fc.webPath(), query, fc.boolean(), (pathname, pairs, signedIn) => {
        const search = `?${new URLSearchParams(pairs)}`;
        activeDrawer(new URLSearchParams(search), signedIn);
        for (const href of [drawerHref(pathname, search, "cart"), drawerHref(pathname, search, "sign-in"), closeDrawerHref(pathname, search)]) {
          expect(href.startsWith(pathname)).toBe(true);
          const kept = new URLSearchParams(href.slice(pathname.length));
          for (const [key] of pairs) if (!["drawer", "panel", "redirect"].includes(key)) expect(kept.has(key)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: PARSER_RUNS },
    );
  }, TIMEOUT_MS);
});
