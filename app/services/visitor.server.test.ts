import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

import { clearApiCache } from "./api.server";
import { handleDocumentVisit } from "./visitor.server";

const events: Array<Record<string, unknown>> = [];
const server = setupServer(
  http.post("*/api/v1/events/frontend-event", async ({ request }) => {
    events.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: { ok: true } });
  }),
  // No integrations: the visit goes to the API only.
  http.get("*/api/v1/bootstrap", () => HttpResponse.json({ data: { settings: {}, menu: {} } })),
);

/** The events of one test's page: an earlier test's event may still be on its way. */
const eventsFor = (url: string) => events.filter((event) => event.url === url);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  events.length = 0;
  clearApiCache();
});

const person = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36" };

describe("handleDocumentVisit", () => {
  it("sets uid and locale cookies on a private answer, once", () => {
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    handleDocumentVisit(new Request("http://store.test/favorites", { headers: person }), 200, headers);
    const cookies = headers.getSetCookie();
    expect(cookies.some((c) => /^uid=[0-9a-f-]{36};/.test(c) && c.includes("SameSite=Lax") && !c.includes("Secure"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("locale=en;") && c.includes(`Max-Age=${365 * 24 * 60 * 60}`))).toBe(true);
    expect(headers.get("Cache-Control")).toBe("private, no-store");

    const again = new Headers({ "Cache-Control": "private, no-store" });
    handleDocumentVisit(new Request("http://store.test/favorites", { headers: { ...person, Cookie: "uid=0b0e0f00-0000-4000-8000-000000000000; locale=en" } }), 200, again);
    expect(again.getSetCookie()).toEqual([]);
  });

  it("sets no cookie on a page that may be shared, so it stays shareable", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    handleDocumentVisit(new Request("http://store.test/about", { headers: person }), 200, headers);
    expect(headers.getSetCookie()).toEqual([]);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("gives a shopper with a session their visitor cookies on a page declared public, which is then private", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    handleDocumentVisit(new Request("http://store.test/about", { headers: { ...person, Cookie: "__session=abc.def" } }), 200, headers);
    expect(headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["uid", "locale"]);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("sends a visit event with the path, and no query string in the URL or the referrer", async () => {
    handleDocumentVisit(
      new Request("http://store.test/track-your-order?email=ada%40example.com&billing_zip=10023", {
        headers: { ...person, Referer: "https://search.example/results?q=ring&email=ada%40example.com" },
      }),
      200,
      new Headers(),
    );
    await vi.waitFor(() => expect(eventsFor("/track-your-order")).toHaveLength(1));
    const [event] = eventsFor("/track-your-order");
    expect(event).toMatchObject({ event_id: "visit", url: "/track-your-order", referrer: "https://search.example/results", language: "en" });
    expect(JSON.stringify(event)).not.toMatch(/ada(%40|@)example|billing_zip|10023/);
  });

  it("leaves a new visitor's visit on a shareable page to their browser, which asks for an id (resources.visit.ts)", async () => {
    handleDocumentVisit(new Request("http://store.test/landing", { headers: person }), 200, new Headers({ "Cache-Control": "public, max-age=60" }));
    handleDocumentVisit(
      new Request("http://store.test/landing-again", { headers: { ...person, Cookie: "uid=0b0e0f00-0000-4000-8000-000000000000" } }),
      200,
      new Headers({ "Cache-Control": "public, max-age=60" }),
    );
    await vi.waitFor(() => expect(eventsFor("/landing-again")).toHaveLength(1));
    expect(eventsFor("/landing-again")[0]).toMatchObject({ uid: "0b0e0f00-0000-4000-8000-000000000000" });
    expect(eventsFor("/landing")).toEqual([]);
  });

  it("gives the first visit the id it has just set", async () => {
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    handleDocumentVisit(new Request("http://store.test/first-visit", { headers: person }), 200, headers);
    const uid = headers.getSetCookie().find((c) => c.startsWith("uid="))!.slice(4, 40);
    await vi.waitFor(() => expect(eventsFor("/first-visit")).toHaveLength(1));
    expect(eventsFor("/first-visit")[0]).toMatchObject({ uid });
  });

  it("adds what the page says: a listing's is_plp and collection", async () => {
    handleDocumentVisit(new Request("http://store.test/shop-all/bridal", { headers: person }), 200, new Headers(), { is_plp: true, collection_id: 4 });
    await vi.waitFor(() => expect(eventsFor("/shop-all/bridal")).toHaveLength(1));
    expect(eventsFor("/shop-all/bridal")[0]).toMatchObject({ event_id: "visit", is_plp: true, collection_id: 4 });
  });

  it("ignores crawlers", async () => {
    const headers = new Headers();
    handleDocumentVisit(new Request("http://store.test/crawled", { headers: { "user-agent": "Googlebot/2.1" } }), 200, headers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventsFor("/crawled")).toHaveLength(0);
    expect(headers.getSetCookie()).toEqual([]);
  });
});
