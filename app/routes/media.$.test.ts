import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

import { mediaHandler, mediaHeadHandler } from "../../mock-api/media";
import { fetchApiMedia } from "~/services/media.server";

import { MEDIA_CACHE_CONTROL, SVG_POLICY, loader } from "./media.$";
import { requestContext } from "~/lib/request-context";

const PRODUCT = "/media/products/celeste-solitaire-ring/YG14-DIA.svg";
const upstream: Array<{ url: string; method: string; headers: Headers }> = [];

const server = setupServer(mediaHandler, mediaHeadHandler);
server.events.on("request:start", ({ request }) => {
  upstream.push({ url: request.url, method: request.method, headers: request.headers });
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  upstream.length = 0;
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) =>
  loader({ request: new Request(`http://store.test${path}`, init), params: {}, context: requestContext() });

describe("GET /media/*", () => {
  it("streams the API's image with a long cache, its ETag and an SVG's sandboxing policy", async () => {
    const response = await get(PRODUCT);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get("content-security-policy")).toBe(SVG_POLICY);
    expect(response.headers.get("etag")).toMatch(/^"/);
    expect(await response.text()).toMatch(/^<svg [^>]*width="765"/);
    expect(upstream.map((call) => call.url)).toEqual([`http://127.0.0.1:4010${PRODUCT}`]);
  });

  it("passes only a width, clamped to the served ones, and no other query", async () => {
    const response = await get(`${PRODUCT}?w=400&x=1&redirect=https://evil.example`);
    expect(await response.text()).toMatch(/^<svg [^>]*width="765"/);
    expect(upstream.at(-1)?.url).toBe(`http://127.0.0.1:4010${PRODUCT}?w=765`);
    await get(`${PRODUCT}?w=383`);
    expect(upstream.at(-1)?.url).toBe(`http://127.0.0.1:4010${PRODUCT}?w=383`);
    await get(`${PRODUCT}?w=abc`);
    expect(upstream.at(-1)?.url).toBe(`http://127.0.0.1:4010${PRODUCT}`);
  });

  it("draws an SVG as a PNG of the asked width for a shared link's picture, with no SVG policy", async () => {
    const response = await get(`${PRODUCT}?w=1530&format=png`, { headers: { "If-None-Match": '"svg-etag"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get("content-security-policy")).toBeNull();
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // IHDR's width: the asked one.
    expect(png.readUInt32BE(16)).toBe(1530);
    // The whole SVG, whatever the client holds of the PNG.
    expect(upstream.at(-1)?.url).toBe(`http://127.0.0.1:4010${PRODUCT}`);
    expect(upstream.at(-1)?.headers.get("if-none-match")).toBeNull();
  });

  it("knows no other format", async () => {
    expect((await get(`${PRODUCT}?format=gif`)).status).toBe(404);
    expect(upstream).toEqual([]);
  });

  it("hands on the browser's conditional request, and nothing else of it, and passes the API's 304 on", async () => {
    const etag = (await get(PRODUCT)).headers.get("etag")!;
    const response = await get(PRODUCT, { headers: { "If-None-Match": etag, Cookie: "__session=secret", Authorization: "Bearer x" } });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    const sent = upstream.at(-1)!.headers;
    expect(sent.get("if-none-match")).toBe(etag);
    expect(sent.get("cookie")).toBeNull();
    expect(sent.get("authorization")).toBeNull();
  });

  it("answers HEAD by asking the API for HEAD", async () => {
    const response = await get(PRODUCT, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(upstream.at(-1)?.method).toBe("HEAD");
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
  });

  it.each([
    "/media/../../etc/passwd",
    "/media/products/..%2F..%2Fetc%2Fpasswd",
    "/media/%2e%2e/%2e%2e/etc/passwd",
    "/media/products%2Fx.svg",
    "/media/products%5Cx.svg",
    "/media/.env",
    "/media/",
    "/media//etc/passwd",
  ])("404s %s without asking the API", async (path) => {
    // The Request here is built from the raw string, as the server builds it: dot segments are already resolved by the URL parser.
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(upstream).toEqual([]);
  });

  it("404s what the API does not have", async () => {
    const response = await get("/media/products/no-such-product/YG14.svg");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("404s an answer that is not an image, whatever its status", async () => {
    server.use(
      http.get("*/media/page.svg", () => HttpResponse.text("<script>alert(1)</script>", { headers: { "Content-Type": "text/html" } })),
      http.get("*/media/unlabelled.svg", () => new HttpResponse("<svg/>", { headers: { "Content-Type": "" } })),
      http.get("*/media/trick.svg", () => HttpResponse.text("x", { headers: { "Content-Type": "text/html; image/svg+xml" } })),
    );
    for (const path of ["/media/page.svg", "/media/unlabelled.svg", "/media/trick.svg"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("script");
    }
  });

  it("answers any other failure with a bare 502", async () => {
    server.use(
      http.get("*/media/broken.svg", () => HttpResponse.text("stack trace: db at 10.0.0.5", { status: 500 })),
      http.get("*/media/down.svg", () => HttpResponse.error()),
    );
    for (const path of ["/media/broken.svg", "/media/down.svg"]) {
      const response = await get(path);
      expect(response.status, path).toBe(502);
      expect(await response.text(), path).toBe("");
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("keeps an image's own type, without the SVG policy for a raster", async () => {
    server.use(http.get("*/media/photo.png", () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { "Content-Type": "image/png", "Content-Length": "4" } })));
    const response = await get("/media/photo.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe("4");
    expect(response.headers.get("content-security-policy")).toBeNull();
  });
});

describe("fetchApiMedia", () => {
  it("gives up after the API timeout", async () => {
    server.use(
      http.get("*/media/slow.svg", async () => {
        await delay(1_000);
        return new HttpResponse("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
      }),
    );
    const asked = fetchApiMedia("slow.svg", {
      method: "GET",
      width: null,
      headers: new Headers(),
      environment: { API_URL: "http://127.0.0.1:4010/base", API_TIMEOUT_MS: 50 },
    });
    await expect(asked).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
