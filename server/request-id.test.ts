import { appOf, served } from "./testing";
import { assignRequestId } from "./request-id";

const echo = appOf(assignRequestId, (req, res) => {
  res.json({ id: (req as typeof req & { id: string }).id, header: req.headers["x-request-id"] });
});

describe("assignRequestId", () => {
  it("keeps a proxy's plain id, and puts it on the answer and on the request the app reads", async () => {
    const server = await served(echo);
    try {
      const response = await fetch(server.url, { headers: { "X-Request-Id": "lb-4f2a9c10" } });
      expect(response.headers.get("x-request-id")).toBe("lb-4f2a9c10");
      expect(await response.json()).toEqual({ id: "lb-4f2a9c10", header: "lb-4f2a9c10" });
    } finally {
      await server.close();
    }
  });

  it("replaces an id that could forge a log line, and gives one to a request without", async () => {
    const server = await served(echo);
    try {
      const forged = await fetch(server.url, { headers: { "X-Request-Id": "abc\"}{\"level\":60" } });
      const { id } = (await forged.json()) as { id: string };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const none = (await (await fetch(server.url)).json()) as { id: string };
      expect(none.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(none.id).not.toBe(id);
    } finally {
      await server.close();
    }
  });
});
