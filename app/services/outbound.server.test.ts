import { type LookupAddress, type LookupOptions } from "node:dns";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { OutboundRefused, isPublicAddress, mayPostTo, postToService, publicOnlyLookup } from "./outbound.server";

describe("isPublicAddress", () => {
  it("takes public unicast addresses only", () => {
    for (const address of ["8.8.8.8", "203.0.114.10", "2606:4700:4700::1111"]) expect(isPublicAddress(address), address).toBe(true);
    const inner = ["10.0.0.1", "172.16.5.4", "192.168.1.1", "127.0.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "224.0.0.1", "not an address"];
    for (const address of inner) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("publicOnlyLookup", () => {
  const resolving = (addresses: LookupAddress[]) => ((_host: string, _options: LookupOptions, done: (error: null, found: LookupAddress[]) => void) => done(null, addresses)) as never;
  const ask = (addresses: LookupAddress[], all: boolean) =>
    new Promise<{ error: Error | null; found: unknown }>((resolve) =>
      publicOnlyLookup("service.example", { all }, (error, found) => resolve({ error, found }), resolving(addresses)),
    );

  it("hands the connection a name's public addresses", async () => {
    expect(await ask([{ address: "203.0.114.10", family: 4 }], true)).toEqual({ error: null, found: [{ address: "203.0.114.10", family: 4 }] });
    expect((await ask([{ address: "203.0.114.10", family: 4 }], false)).found).toBe("203.0.114.10");
  });

  it("fails the connection when the name points anywhere inside, even for one of its addresses", async () => {
    const { error } = await ask([{ address: "203.0.114.10", family: 4 }, { address: "169.254.169.254", family: 4 }], true);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect(error?.message).toContain("169.254.169.254");
  });
});

describe("postToService", () => {
  it("posts only to a listed origin", async () => {
    expect(mayPostTo("https://stats.example/v2/stats?api_key=k", ["https://stats.example"])).toBe(true);
    expect(mayPostTo("https://stats.example.evil/v2", ["https://stats.example"])).toBe(false);
    const init = { headers: {}, body: "{}", signal: AbortSignal.timeout(1000) };
    await expect(postToService("http://169.254.169.254/latest", init, ["https://stats.example"])).rejects.toBeInstanceOf(OutboundRefused);
  });

  it("never reaches an inner address by a listed name, nor follows a redirect", async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? "");
      res.writeHead(302, { Location: "http://127.0.0.1:9/inner" }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const init = () => ({ headers: {}, body: "{}", signal: AbortSignal.timeout(2000) });
      // "localhost" is listed, but it is a name for a loopback address.
      const refused = await postToService(`http://localhost:${port}/stats`, init(), [`http://localhost:${port}`]).catch((error: Error) => error);
      expect(String((refused as Error & { cause?: Error }).cause?.message)).toMatch(/localhost resolves to (127\.0\.0\.1|::1), which is not a public address/);
      expect(seen).toEqual([]);
      // The operator's own address, written as one, is taken as written; its redirect is not followed.
      await expect(postToService(`http://127.0.0.1:${port}/stats`, init(), [`http://127.0.0.1:${port}`])).rejects.toThrow(/fetch failed/);
      expect(seen).toEqual(["/stats"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
