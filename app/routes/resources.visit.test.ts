import { store } from "../../mock-api/store";
import { setupRouteTests } from "../../tests/route-shopper";

import { landingVisitMarkup, landingVisitToken } from "~/services/landing-visit.server";

import { loader } from "./resources.visit";
import { requestContext } from "~/lib/request-context";

setupRouteTests();

/** The visits the API received. */
const visits = () => store.events.filter((event) => event.source === "api" && event.body.event_id === "visit").map((event) => event.body);

const SHOPPER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const token = landingVisitToken({ path: "/product/celeste-solitaire-ring", fields: { product_id: 12, product_sku: "YG14-DIA" } });

function ask(query: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`http://store.test/resources/visit?${new URLSearchParams(query)}`, { headers: { "User-Agent": SHOPPER, ...headers } });
  return loader({ request, params: {}, context: requestContext() });
}
const sent = async (count: number) => {
  await vi.waitFor(() => expect(visits()).toHaveLength(count));
  return visits();
};
const uidOf = (response: Response) => /uid=([^;]+)/.exec(response.headers.getSetCookie().join("; "))?.[1];

describe("GET /resources/visit", () => {
  it("gives a new visitor an id and sends their landing visit with it: the page, its referrer and the page's fields", async () => {
    const response = await ask({ v: token, u: "/product/celeste-solitaire-ring?utm_source=mail", r: "https://news.example/story" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/gif");
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    const uid = uidOf(response);
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    const [visit] = await sent(1);
    expect(visit).toMatchObject({
      event_id: "visit",
      // Never a query (services/analytics.server.ts withoutQuery).
      url: "/product/celeste-solitaire-ring",
      referrer: "https://news.example/story",
      product_id: 12,
      product_sku: "YG14-DIA",
      uid,
    });
  });

  it("without JavaScript, sends the visit only for a browser without an id, naming the page its image is on", async () => {
    const fresh = await ask({ v: token }, { Referer: "http://store.test/product/celeste-solitaire-ring?size=6" });
    const [visit] = await sent(1);
    expect(visit).toMatchObject({ url: "/product/celeste-solitaire-ring", uid: uidOf(fresh) });
    expect(visit).not.toHaveProperty("referrer");
    const again = await ask({ v: token }, { Cookie: `uid=${uidOf(fresh)}` });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([expect.stringMatching(/^locale=/)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visits()).toHaveLength(1);
  });

  it("keeps the signed page: another path given by the browser is not taken", async () => {
    await ask({ v: token, u: "/checkout/forged", r: "" });
    const [visit] = await sent(1);
    expect(visit.url).toBe("/product/celeste-solitaire-ring");
  });

  it("refuses a visit the store did not sign, and sends nothing", async () => {
    const [payload, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ p: "/", f: { product_price: "1.00" } })).toString("base64url")}.${signature}`;
    for (const v of ["", "nonsense", forged, `${payload}.AAAAAAAAAAAAAAAAAAAAAA`, `${token}.x`]) expect((await ask({ v })).status, v).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visits()).toEqual([]);
  });

  it("sends nothing for a crawler", async () => {
    const response = await ask({ v: token, u: "/product/celeste-solitaire-ring" }, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visits()).toEqual([]);
  });
});

describe("landingVisitMarkup", () => {
  it("names the signed visit for the page's script, and asks with an image without JavaScript", () => {
    const markup = landingVisitMarkup({ path: "/about", fields: {} }, "N0nce");
    expect(markup).toMatch(/^<script type="application\/json" id="landing-visit" nonce="N0nce">"[\w-]+\.[\w-]+"<\/script><noscript><img src="\/resources\/visit\?v=[\w.%-]+" alt="" width="1" height="1" class="visit-pixel"><\/noscript>$/);
  });
});
