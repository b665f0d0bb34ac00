import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

import { currentCacheVersion, getCacheVersion } from "~/services/api.server";
import { env } from "~/services/env.server";

import { action, tokenMatches } from "./cache-version";
import { requestContext } from "~/lib/request-context";

let cv = 41;
let reads = 0;
const server = setupServer(
  http.get("*/cv", () => {
    reads += 1;
    return HttpResponse.json({ data: { cv } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const TOKEN = "a-token-of-the-api-at-least-32-characters";
const post = (authorization?: string, method = "POST") =>
  action({
    request: new Request("http://store.test/cache-version", { method, headers: authorization ? { Authorization: authorization } : {} }),
    params: {},
    context: requestContext(),
  });

describe("POST /cache-version", () => {
  const before = env.CACHE_VERSION_TOKEN;
  afterEach(() => {
    env.CACHE_VERSION_TOKEN = before;
  });

  it("reads the new cache version at once, where the poll would have waited its 3 minutes", async () => {
    env.CACHE_VERSION_TOKEN = TOKEN;
    expect(await getCacheVersion(180_000)).toBe("41");
    cv = 42;
    expect(await getCacheVersion(180_000)).toBe("41");
    const readsBefore = reads;
    const response = await post(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ cv: "42" });
    expect(reads).toBe(readsBefore + 1);
    expect(currentCacheVersion()).toBe("42");
    // The next page's cached reads are keyed by it, without asking again.
    expect(await getCacheVersion(180_000)).toBe("42");
    expect(reads).toBe(readsBefore + 1);
  });

  it("answers 401 to a missing or wrong token and reads nothing", async () => {
    env.CACHE_VERSION_TOKEN = TOKEN;
    const readsBefore = reads;
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer "]) {
      const response = await post(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe("Bearer");
    }
    expect(reads).toBe(readsBefore);
  });

  it("is not there at all without CACHE_VERSION_TOKEN", async () => {
    env.CACHE_VERSION_TOKEN = undefined;
    expect((await post("Bearer anything")).status).toBe(404);
    expect((await post("Bearer ")).status).toBe(404);
  });
});

describe("tokenMatches", () => {
  it("takes only the exact bearer token", () => {
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(tokenMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(tokenMatches(null, TOKEN)).toBe(false);
    expect(tokenMatches(`Bearer ${TOKEN}`, undefined)).toBe(false);
  });
});
