import { CONTEXT_HEADER, contextOf as contextOfRequest } from "~/lib/request-context";

import { contextOf, giveContext } from "./context";
import { assignRequestId } from "./request-id";
import { appOf, served } from "./testing";

describe("the request's context", () => {
  it("is found from the request by the key the server set, never by one a client sent, and closed after the answer", async () => {
    let seen: Request | undefined;
    const app = appOf(assignRequestId, giveContext, (req, res) => {
      seen = new Request("http://store.test/", { headers: { [CONTEXT_HEADER]: String(req.headers[CONTEXT_HEADER]) } });
      res.json({ same: contextOfRequest(seen) === contextOf(res), forged: req.headers[CONTEXT_HEADER] === "forged-key" });
    });
    const server = await served(app);
    try {
      const answer = await (await fetch(server.url, { headers: { [CONTEXT_HEADER]: "forged-key" } })).json();
      expect(answer).toEqual({ same: true, forged: false });
      await vi.waitFor(() => expect(contextOfRequest(seen!)).toBeUndefined());
    } finally {
      await server.close();
    }
  });

  it("sends its events once the answer is made, each once, and those reported later at the end", async () => {
    const sent: string[] = [];
    const app = appOf(assignRequestId, giveContext, (_req, res) => {
      const { events } = contextOf(res);
      events.push(() => sent.push("added to bag"));
      expect(sent).toEqual([]);
      res.writeHead(200, { "Content-Type": "text/plain" });
      expect(sent).toEqual(["added to bag"]);
      events.push(() => sent.push("streamed"));
      res.end("ok");
    });
    const server = await served(app);
    try {
      expect(await (await fetch(server.url)).text()).toBe("ok");
      await vi.waitFor(() => expect(sent).toEqual(["added to bag", "streamed"]));
    } finally {
      await server.close();
    }
  });
});
