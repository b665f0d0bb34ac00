import type { IncomingMessage } from "node:http";

import proxyaddr from "proxy-addr";

import { parseTrustedProxies, trustsPeer } from "./trusted-proxies";

/** The client's address as Express works it out with `trust proxy` set to `entries` (server/http.ts). */
function clientAddress(entries: string[], peer: string, forwardedFor?: string): string {
  const headers = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  return proxyaddr({ socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage, proxyaddr.compile(entries));
}

describe("parseTrustedProxies", () => {
  it("reads addresses, ranges and names, by commas or spaces", () => {
    expect(parseTrustedProxies("10.0.0.0/8, 127.0.0.1 loopback")).toEqual(["10.0.0.0/8", "127.0.0.1", "loopback"]);
    expect(parseTrustedProxies("")).toEqual([]);
    expect(parseTrustedProxies(undefined)).toEqual([]);
  });

  it("refuses what is not an address, so a typo stops the start", () => {
    expect(() => parseTrustedProxies("10.0.0.0/8, varnish")).toThrow(/"varnish" is not an IP address/);
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/10.0.0.0\/33/);
  });
});

describe("clientAddress", () => {
  // A TLS terminator (10.0.0.2) in front of Varnish (10.0.0.9) in front of the store.
  const fleet = parseTrustedProxies("10.0.0.2, 10.0.0.9");

  it("is the first address from the right that is no trusted proxy, through a chain of two", () => {
    // The shopper 203.0.113.7; the terminator appended it, Varnish appended the terminator.
    expect(clientAddress(fleet, "10.0.0.9", "203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
  });

  it("ignores what a shopper wrote further left", () => {
    expect(clientAddress(fleet, "10.0.0.9", "1.2.3.4, 203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
  });

  it("ignores the header of a client that reached the store directly, forged or not", () => {
    expect(clientAddress(fleet, "198.51.100.20", "10.0.0.2, 1.2.3.4")).toBe("198.51.100.20");
    expect(clientAddress([], "127.0.0.1", "1.2.3.4")).toBe("127.0.0.1");
  });

  it("takes the proxy's own address when it forwards nobody", () => {
    expect(clientAddress(fleet, "10.0.0.9", undefined)).toBe("10.0.0.9");
  });
});

describe("trustsPeer", () => {
  it("knows the fleet's proxies and no one else", () => {
    const trusted = trustsPeer(parseTrustedProxies("loopback, 10.0.0.0/8"));
    expect(trusted("127.0.0.1")).toBe(true);
    expect(trusted("::1")).toBe(true);
    expect(trusted("10.20.30.40")).toBe(true);
    expect(trusted("192.168.1.1")).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustsPeer([])("127.0.0.1")).toBe(false);
  });
});
