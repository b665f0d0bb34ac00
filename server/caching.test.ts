import { PRIVATE_NO_STORE, PUBLIC_PAGE } from "~/lib/http-cache";

import { applyCachingRule } from "./caching";
import { contextOf, giveContext } from "./context";
import { assignRequestId } from "./request-id";
import { appOf, served } from "./testing";

describe("the caching rule on every answer, decided once", () => {
  it("applies the decision the document render made, rather than deciding again", async () => {
    const app = appOf(assignRequestId, giveContext, applyCachingRule, (req, res) => {
      // What app/entry.server.tsx does: decides with the route's headers, then writes its answer.
      const decided = contextOf(res).caching({ method: "GET", path: req.path, status: 200, cookie: null, setsCookie: false, cacheControl: PUBLIC_PAGE });
      res.set("Cache-Control", "max-age=1").send(decided.cacheControl);
    });
    const server = await served(app);
    try {
      const response = await fetch(`${server.url}/about`);
      expect(await response.text()).toBe(PUBLIC_PAGE);
      expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE);
      expect(response.headers.get("vary")).toBe("Cookie");
    } finally {
      await server.close();
    }
  });

  it("decides for an answer nothing decided: a public one to a shopper with a session is private", async () => {
    const app = appOf(assignRequestId, giveContext, applyCachingRule, (_req, res) => void res.set("Cache-Control", PUBLIC_PAGE).send("data"));
    const server = await served(app);
    try {
      const shared = await fetch(`${server.url}/about.data`);
      expect(shared.headers.get("cache-control")).toBe(PUBLIC_PAGE);
      const personal = await fetch(`${server.url}/about.data`, { headers: { Cookie: "__session=a.b" } });
      expect(personal.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    } finally {
      await server.close();
    }
  });

  it("gives each request a context of its own, with its id", async () => {
    const app = appOf(assignRequestId, giveContext, (_req, res) => void res.json({ id: contextOf(res).requestId }));
    const server = await served(app);
    try {
      const one = await (await fetch(server.url, { headers: { "X-Request-Id": "first-request-1" } })).json();
      const two = await (await fetch(server.url, { headers: { "X-Request-Id": "second-request-2" } })).json();
      expect([one, two]).toEqual([{ id: "first-request-1" }, { id: "second-request-2" }]);
    } finally {
      await server.close();
    }
  });
});
