import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { z } from "zod";

import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { CONTEXT_HEADER, openContext, requestContext } from "~/lib/request-context";

import {
  CACHE_STALE_MS,
  CACHE_TTL_MS,
  CACHE_VERSION_TTL_MS,
  OPTIONAL_BUDGET_MS,
  OPTIONAL_FRESH_MS,
  OPTIONAL_RETRY_MS,
  ApiError,
  MaintenanceError,
  api,
  asRouteError,
  clearApiCache,
  currentCacheVersion,
  getCacheVersion,
  onCacheVersionChange,
  orFallback,
} from "./api.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { metrics } from "./metrics.server";
import { beginSignIn, commitSession, getSession } from "./session.server";

const API = "http://127.0.0.1:4010";
const ok = z.object({ data: z.object({ value: z.string() }) });

const server = setupServer();
let cvCalls = 0;
let cv = "cv-1";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  clearApiCache();
  cvCalls = 0;
  cv = "cv-1";
  server.resetHandlers(
    http.get(`${API}/cv`, () => {
      cvCalls += 1;
      return HttpResponse.json({ data: { cv } });
    }),
  );
});
afterEach(() => vi.useRealTimers());

async function signedInRequest(path = "/orders?page=2") {
  const session = await getSession(new Request("http://store.test/"));
  await beginSignIn(session, "secret-token", { id: 7, first_name: "Ada", email: "ada@example.com" });
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request(`http://store.test${path}`, { headers: { Cookie: cookie } });
}

function capture() {
  const seen: Request[] = [];
  server.use(
    http.all(`${API}/api/v1/*`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ data: { value: "ok" } });
    }),
  );
  return seen;
}

describe("api()", () => {
  it("calls the versioned base URL with language headers and the bearer token", async () => {
    const seen = capture();
    await api(await signedInRequest(), "/users", { schema: ok });
    const [request] = seen;
    expect(new URL(request.url).pathname).toBe("/api/v1/users");
    expect(request.headers.get("Accept-Language")).toBe("en");
    expect(request.headers.get("lang")).toBe("en");
    expect(request.headers.get("Authorization")).toBe("Bearer secret-token");
  });

  it("sends no Authorization header for a guest", async () => {
    const seen = capture();
    await api(new Request("http://store.test/"), "/filters", { schema: ok });
    expect(seen[0].headers.get("Authorization")).toBeNull();
  });

  it("serialises array parameters with brackets", async () => {
    const seen = capture();
    await api(null, "/system-catalog", { schema: ok, query: { ids: [1, 2], search: "ring" } });
    expect(new URL(seen[0].url).search).toBe("?ids%5B%5D=1&ids%5B%5D=2&search=ring");
  });

  it("sends a JSON body", async () => {
    const seen = capture();
    await api(null, "/subscribe", { schema: ok, method: "POST", body: { email: "a@b.co" } });
    expect(seen[0].headers.get("Content-Type")).toBe("application/json");
    expect(await seen[0].json()).toEqual({ email: "a@b.co" });
  });

  it("adds cv to cached reads only", async () => {
    const seen = capture();
    await api(null, "/pages/about", { schema: ok, cache: "page" });
    await api(null, "/carts", { schema: ok });
    expect(new URL(seen[0].url).searchParams.get("cv")).toBe("cv-1");
    expect(new URL(seen[1].url).searchParams.has("cv")).toBe(false);
  });

  it("serves a cached read from memory until it expires, then serves it stale while one refresh runs", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const seen = capture();
    await api(null, "/pages/about", { schema: ok, cache: "page" });
    await api(null, "/pages/about", { schema: ok, cache: "page" });
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(CACHE_TTL_MS + 1);
    // The cv is stale now too: the read uses the old one while it refreshes.
    await Promise.all([1, 2, 3].map(() => api(null, "/pages/about", { schema: ok, cache: "page" })));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await delay(50);
    expect(seen).toHaveLength(2);
  });

  it("waits for the API again once an entry is older than its stale window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const seen = capture();
    await api(null, "/pages/about", { schema: ok, cache: "page" });
    vi.advanceTimersByTime(CACHE_TTL_MS + CACHE_STALE_MS + 1);
    await api(null, "/pages/about", { schema: ok, cache: "page" });
    expect(seen).toHaveLength(2);
    // The cv was stale too: its refresh is done before the next test counts calls.
    await vi.waitFor(() => expect(cvCalls).toBe(2));
  });

  it("shares one request between concurrent misses", async () => {
    const seen = capture();
    await Promise.all([1, 2, 3].map(() => api(null, "/pages/faq", { schema: ok, cache: "page" })));
    expect(seen).toHaveLength(1);
  });

  it("asks GET /cv once, then again only after 180 s, without waiting for it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const seen = capture();
    await api(null, "/pages/a", { schema: ok, cache: "page" });
    await api(null, "/pages/b", { schema: ok, cache: "page" });
    expect(cvCalls).toBe(1);
    cv = "cv-2";
    vi.advanceTimersByTime(CACHE_VERSION_TTL_MS + 1);
    await api(null, "/pages/c", { schema: ok, cache: "page" });
    expect(new URL(seen[2].url).searchParams.get("cv")).toBe("cv-1");
    await vi.waitFor(async () => expect(await getCacheVersion()).toBe("cv-2"));
    expect(cvCalls).toBe(2);
    await api(null, "/pages/c", { schema: ok, cache: "page" });
    expect(new URL(seen[3].url).searchParams.get("cv")).toBe("cv-2");
  });

  it("with a poll interval of 0, waits for GET /cv every time, so a new cv is used at once", async () => {
    expect(await getCacheVersion(0)).toBe("cv-1");
    cv = "cv-2";
    expect(await getCacheVersion(0)).toBe("cv-2");
    expect(cvCalls).toBe(2);
  });

  it("tells who listens of each new cv it sees, not of the first or of the same one again", async () => {
    const heard: string[] = [];
    const stop = onCacheVersionChange((value) => heard.push(value));
    try {
      cv = "cv-first";
      await getCacheVersion(0);
      const before = heard.length;
      await getCacheVersion(0);
      cv = "cv-next";
      await getCacheVersion(0);
      await getCacheVersion(0);
      expect(heard.slice(before)).toEqual(["cv-next"]);
      expect(currentCacheVersion()).toBe("cv-next");
    } finally {
      stop();
    }
  });

  it("turns {errors:[...]} into an ApiError with status and field errors", async () => {
    server.use(
      http.post(`${API}/api/v1/questions`, () =>
        HttpResponse.json(
          { errors: [{ code: 400, property: "email", message: "The email must be a valid email address." }] },
          { status: 400 },
        ),
      ),
    );
    const error = await api(null, "/questions", { schema: ok, method: "POST", body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe("The email must be a valid email address.");
    expect(error.fieldErrors).toEqual({ email: "The email must be a valid email address." });
  });

  it("tells a shopper only the API's own words for a 4xx, and the generic failure for the rest", async () => {
    server.use(
      http.post(`${API}/api/v1/questions`, () => HttpResponse.json({ errors: [] }, { status: 400 })),
      http.post(`${API}/api/v1/newsletter`, () => HttpResponse.json({ errors: [{ message: "SQLSTATE[42S02]" }] }, { status: 500 })),
    );
    const bare = await api(null, "/questions", { schema: ok, method: "POST", body: {} }).catch((e) => e);
    expect(bare.message).toBe("API error 400");
    expect(bare.forShopper).toBe(GENERIC_FAILURE);
    const broken = await api(null, "/newsletter", { schema: ok, method: "POST", body: {} }).catch((e) => e);
    expect(broken.forShopper).toBe(GENERIC_FAILURE);
    expect(new ApiError(409, [{ message: "This code was already used." }]).forShopper).toBe("This code was already used.");
  });

  it.each([404, 403])("passes a %i through as a route response", async (status) => {
    server.use(http.get(`${API}/api/v1/pages/x`, () => HttpResponse.json({ errors: [{ code: status, message: "No" }] }, { status })));
    const thrown = await api(null, "/pages/x", { schema: ok }).catch((e) => e);
    expect(thrown.init?.status ?? thrown.status).toBe(status);
  });

  it("redirects to /404 on body error_code 503", async () => {
    server.use(http.get(`${API}/api/v1/pages/x`, () => HttpResponse.json({ error_code: 503, message: "Maintenance" })));
    const thrown = await api(null, "/pages/x", { schema: ok }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/404");
  });

  it("answers error_code 503 on /404 itself with a failure, not a redirect to itself", async () => {
    server.use(http.all(`${API}/api/v1/*`, () => HttpResponse.json({ error_code: 503, message: "Maintenance" }, { status: 503 })));
    for (const path of ["/404", "/404.data", "/404/"]) {
      const request = await signedInRequest(path);
      const own = await api(request, "/users", { schema: ok }).catch((e) => e);
      expect(own, path).toBeInstanceOf(MaintenanceError);
      expect(own.status).toBe(503);
      const shared = await api(request, "/bootstrap", { schema: ok, cache: "system_settings" }).catch((e) => e);
      expect(shared, path).toBeInstanceOf(MaintenanceError);
      await expect(orFallback(api(request, "/bootstrap", { schema: ok, cache: "system_settings" }), null)).resolves.toBeNull();
    }
    const elsewhere = await api(await signedInRequest("/about"), "/bootstrap", { schema: ok, cache: "system_settings" }).catch((e) => e);
    expect(elsewhere).toBeInstanceOf(Response);
    expect(elsewhere.headers.get("Location")).toBe("/404");
  });

  it.each([
    ["an HTTP 401", () => HttpResponse.json({ errors: [{ code: 401, message: "Unauthenticated" }] }, { status: 401 })],
    ["a 401 in the body", () => HttpResponse.json({ error_code: 401, message: "Token expired" })],
  ])("ends the session and opens sign-in with the way back on %s", async (_name, respond) => {
    server.use(http.get(`${API}/api/v1/orders`, respond));
    const thrown = await api(await signedInRequest("/orders?page=2"), "/orders", { schema: ok }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/?drawer=1&redirect=%2Forders%3Fpage%3D2");
    const cookie = thrown.headers.get("Set-Cookie")!;
    const session = await getSession(new Request("http://store.test/", { headers: { Cookie: cookie.split(";")[0] } }));
    expect(session.get("token")).toBeUndefined();
    expect(session.get("user")).toBeUndefined();
  });

  it("signs out every shopper waiting on a shared cached read that gets a 401, whoever asked first", async () => {
    server.use(http.get(`${API}/api/v1/filters`, () => new HttpResponse(null, { status: 401 })));
    const first = api(null, "/filters", { schema: ok, cache: "catalog" }).catch((e) => e);
    const second = api(await signedInRequest("/shop-all"), "/filters", { schema: ok, cache: "catalog" }).catch((e) => e);
    expect(await first).toBeInstanceOf(ApiError);
    const thrown = await second;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/?drawer=1&redirect=%2Fshop-all");
    expect(thrown.headers.get("Set-Cookie")).toBeTruthy();
  });

  it("does not loop when the sign-in page itself gets a 401", async () => {
    server.use(http.get(`${API}/api/v1/filters`, () => new HttpResponse(null, { status: 401 })));
    const thrown = await api(new Request("http://store.test/?drawer=1"), "/filters", { schema: ok }).catch((e) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown.status).toBe(401);
  });

  it("rejects a response that does not match the endpoint's schema", async () => {
    server.use(http.get(`${API}/api/v1/filters`, () => HttpResponse.json({ data: { value: 42 } })));
    const error = await api(null, "/filters", { schema: ok }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
  });

  it("rejects a body that is not JSON", async () => {
    server.use(http.get(`${API}/api/v1/filters`, () => new HttpResponse("<html>oops", { status: 200 })));
    const error = await api(null, "/filters", { schema: ok }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
  });

  // A body that never ends is the fault matrix's (wire "hang" over real HTTP): msw's fetch does not abort a body read.
  it("turns a body that breaks off into an ApiError: never a bare stream error", async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data": {"val'));
        controller.error(new TypeError("terminated"));
      },
    });
    server.use(http.get(`${API}/api/v1/filters`, () => new HttpResponse(broken, { status: 200, headers: { "Content-Type": "application/json" } })));
    const cut = await api(null, "/filters", { schema: ok }).catch((e) => e);
    expect(cut).toBeInstanceOf(ApiError);
    expect([cut.status, cut.message]).toEqual([502, "The API's answer broke off for GET /api/v1/filters"]);
  });

  it("gives up after the timeout", async () => {
    server.use(
      http.get(`${API}/api/v1/filters`, async () => {
        await delay(500);
        return HttpResponse.json({ data: { value: "late" } });
      }),
    );
    const error = await api(null, "/filters", { schema: ok, timeoutMs: 50 }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(504);
  });

  it("does not cache failures", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/v1/pages/flaky`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ data: { value: "ok" } });
      }),
    );
    await expect(api(null, "/pages/flaky", { schema: ok, cache: "page" })).rejects.toBeInstanceOf(ApiError);
    await expect(api(null, "/pages/flaky", { schema: ok, cache: "page" })).resolves.toEqual({ data: { value: "ok" } });
  });
});

describe("api() for optional calls", () => {
  function campaign(answer: () => Promise<Response> | Response) {
    let calls = 0;
    server.use(
      http.get(`${API}/api/v1/campaign-discount`, async () => {
        calls += 1;
        return answer();
      }),
    );
    return () => calls;
  }
  const optional = { schema: ok, optional: true } as const;

  it("waits at most the budget for a first answer, then fails", async () => {
    campaign(async () => {
      await delay(OPTIONAL_BUDGET_MS + 700);
      return HttpResponse.json({ data: { value: "late" } });
    });
    const started = Date.now();
    const error = await api(null, "/campaign-discount", optional).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(OPTIONAL_BUDGET_MS + 400);
  });

  it("keeps a late answer for the next page", async () => {
    const calls = campaign(async () => {
      await delay(OPTIONAL_BUDGET_MS + 100);
      return HttpResponse.json({ data: { value: "late" } });
    });
    await expect(api(null, "/campaign-discount", optional)).rejects.toBeInstanceOf(ApiError);
    await delay(300);
    await expect(api(null, "/campaign-discount", optional)).resolves.toEqual({ data: { value: "late" } });
    expect(calls()).toBe(1);
  });

  it("serves the stale value at once while one refresh runs", async () => {
    let value = "first";
    let wait = 0;
    const calls = campaign(async () => {
      await delay(wait);
      return HttpResponse.json({ data: { value } });
    });
    await api(null, "/campaign-discount", optional);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + OPTIONAL_FRESH_MS + 1);
    value = "second";
    wait = 2_000;
    const started = performance.now();
    const answers = await Promise.all([1, 2, 3].map(() => api(null, "/campaign-discount", optional)));
    expect(performance.now() - started).toBeLessThan(200);
    expect(answers).toEqual([1, 2, 3].map(() => ({ data: { value: "first" } })));
    await vi.waitFor(() => expect(calls()).toBe(2));
    await delay(50);
    expect(calls()).toBe(2);
  });

  it("keeps the stale value when the refresh fails, and waits before asking again", async () => {
    let fail = false;
    const calls = campaign(() => (fail ? new HttpResponse("<html>Bad Gateway</html>", { status: 502 }) : HttpResponse.json({ data: { value: "kept" } })));
    await api(null, "/campaign-discount", optional);
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + OPTIONAL_FRESH_MS + 1);
    fail = true;
    await expect(api(null, "/campaign-discount", optional)).resolves.toEqual({ data: { value: "kept" } });
    await vi.waitFor(() => expect(calls()).toBe(2));
    await delay(50);
    await expect(api(null, "/campaign-discount", optional)).resolves.toEqual({ data: { value: "kept" } });
    await delay(50);
    expect(calls()).toBe(2);
    clock.mockReturnValue(now + OPTIONAL_FRESH_MS + OPTIONAL_RETRY_MS + 100);
    await api(null, "/campaign-discount", optional);
    await vi.waitFor(() => expect(calls()).toBe(3));
  });

  it("turns a 401 or an error_code 503 into a plain failure, never a redirect or a signed-out shopper", async () => {
    const request = await signedInRequest("/");
    campaign(() => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 }));
    await expect(api(request, "/campaign-discount", optional)).rejects.toBeInstanceOf(ApiError);
    clearApiCache();
    campaign(() => HttpResponse.json({ error_code: 503, message: "Maintenance" }));
    await expect(api(request, "/campaign-discount", optional)).rejects.toBeInstanceOf(ApiError);
  });

  it("reads again, without cv in its URL, once the cache version changes", async () => {
    let value = "before";
    const seen: string[] = [];
    server.use(
      http.get(`${API}/api/v1/campaign-discount`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ data: { value } });
      }),
    );
    await expect(api(null, "/campaign-discount", optional)).resolves.toEqual({ data: { value: "before" } });
    value = "after";
    cv = "cv-2";
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + CACHE_VERSION_TTL_MS + 1);
    await getCacheVersion();
    await vi.waitFor(async () => expect(await getCacheVersion()).toBe("cv-2"));
    await expect(api(null, "/campaign-discount", optional)).resolves.toEqual({ data: { value: "after" } });
    expect(seen.every((url) => !url.includes("cv="))).toBe(true);
  });

  it("never sends the token or the shopper's address", async () => {
    const seen = capture();
    const request = await signedInRequest("/");
    await api(request, "/campaign-discount", optional);
    expect(seen[0]!.headers.get("Authorization")).toBeNull();
    expect(seen[0]!.headers.get("X-Forwarded-For")).toBeNull();
  });
});

describe("the shopper's address", () => {
  it("goes to the API in X-Forwarded-For on the shopper's calls", async () => {
    const seen = capture();
    const request = new Request("http://store.test/", { headers: { [CLIENT_IP_HEADER]: "::ffff:203.0.113.9" } });
    await api(request, "/tracking", { schema: ok });
    expect(seen[0]!.headers.get("X-Forwarded-For")).toBe("203.0.113.9");
  });
});

describe("the request's id", () => {
  it("goes to the API in X-Request-Id on the shopper's calls, and not on shared reads", async () => {
    const seen = capture();
    // As the server hands it on: the context its id is in, found through the request (server/context.ts).
    const key = openContext(requestContext({ requestId: "proxy-id-0001" }));
    const request = new Request("http://store.test/", { headers: { [CONTEXT_HEADER]: key } });
    await api(request, "/tracking", { schema: ok });
    expect(seen[0]!.headers.get("X-Request-Id")).toBe("proxy-id-0001");
    await api(null, "/tracking", { schema: ok });
    expect(seen[1]!.headers.get("X-Request-Id")).toBeNull();
  });
});

describe("the API's metrics", () => {
  const count = async (labels: string) =>
    Number(new RegExp(`storefront_api_call_duration_seconds_count\\{${labels}\\} (\\d+)`).exec(await metrics.metrics())?.[1] ?? 0);
  const failures = async (labels: string) =>
    Number(new RegExp(`storefront_api_call_failures_total\\{${labels}\\} (\\d+)`).exec(await metrics.metrics())?.[1] ?? 0);

  it("time every call by endpoint and outcome, and count the failures by reason", async () => {
    const okBefore = await count('endpoint="/orders/\\{id\\}",method="GET",outcome="ok"');
    const failedBefore = await failures('endpoint="/orders/\\{id\\}",method="GET",reason="5xx"');
    server.use(
      http.get(`${API}/api/v1/orders/12`, () => HttpResponse.json({ data: { value: "x" } })),
      http.get(`${API}/api/v1/orders/13`, () => new HttpResponse(null, { status: 500 })),
    );
    await api(null, "/orders/12", { schema: ok });
    await expect(api(null, "/orders/13", { schema: ok })).rejects.toBeInstanceOf(ApiError);
    expect(await count('endpoint="/orders/\\{id\\}",method="GET",outcome="ok"')).toBe(okBefore + 1);
    expect(await failures('endpoint="/orders/\\{id\\}",method="GET",reason="5xx"')).toBe(failedBefore + 1);
  });
});

describe("orFallback", () => {
  it("swallows API failures", async () => {
    server.use(http.get(`${API}/api/v1/filters`, () => new HttpResponse(null, { status: 500 })));
    await expect(orFallback<unknown>(api(null, "/filters", { schema: ok }), "fallback")).resolves.toBe("fallback");
  });

  it("still lets a 401 redirect through", async () => {
    server.use(http.get(`${API}/api/v1/wishlists`, () => new HttpResponse(null, { status: 401 })));
    const thrown = await orFallback<unknown>(api(await signedInRequest("/favorites"), "/wishlists", { schema: ok }), null).catch((e: Response) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/?drawer=1&redirect=%2Ffavorites");
  });
});

describe("asRouteError", () => {
  it.each([
    [new ApiError(502, []), 502],
    [new ApiError(500, []), 502],
    [new ApiError(504, []), 504],
    [new ApiError(422, [{ message: "Bad" }]), 422],
  ])("gives the error page a status", (error, status) => {
    let thrown: { init?: { status?: number } } | undefined;
    try {
      asRouteError(error);
    } catch (e) {
      thrown = e as typeof thrown;
    }
    expect(thrown?.init?.status).toBe(status);
  });

  it("lets responses through untouched", () => {
    const redirect = new Response(null, { status: 302 });
    expect(() => asRouteError(redirect)).toThrow(expect.objectContaining({ status: 302 }));
  });
});

describe("media URLs", () => {
  it("moves the API's media onto the store's media base before parsing", async () => {
    server.use(
      http.get(`${API}/api/v1/piece`, () =>
        HttpResponse.text(`{"data":{"value":"${API}/media/products/ring/YG14.svg","escaped":"http:\\/\\/127.0.0.1:4010\\/media\\/a.svg"}}`, {
          headers: { "Content-Type": "application/json" },
        }),
      ),
    );
    const body = await api(null, "/piece", { schema: z.object({ data: z.object({ value: z.string(), escaped: z.string() }) }) });
    expect(body.data).toEqual({ value: "/media/products/ring/YG14.svg", escaped: "/media/a.svg" });
  });
});
