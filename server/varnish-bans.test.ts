import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { banOlderPages } from "./varnish-bans";

type Seen = { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders };

/** A stand-in for a Varnish's ban endpoint on a loopback port: answers `status`, records what it was asked. */
async function banEndpoint(status: number): Promise<{ origin: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("banOlderPages", () => {
  it("asks every Varnish to ban the pages of any other cache version, with the operator's secret", async () => {
    const [a, b] = await Promise.all([banEndpoint(200), banEndpoint(200)]);
    servers.push(a.server, b.server);
    const token = "a-ban-token-of-at-least-32-characters";
    expect(await banOlderPages("17", [a.origin, b.origin], token)).toBe(2);
    for (const { seen } of [a, b]) {
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method: "PURGE", url: "/", headers: expect.objectContaining({ "x-api-cv": "17", "x-ban-token": token }) });
    }
  });

  it("counts a refusal or an unreachable Varnish as not done, logs it and never throws", async () => {
    const refusing = await banEndpoint(405);
    servers.push(refusing.server);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await banOlderPages("18", [refusing.origin, "http://127.0.0.1:9"])).toBe(0);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[0][1])).toContain("405");
  });
});
