// Where the server posts what the integration settings name (statistics, address validation): a compromised CMS
// must not turn the store into a way to send shoppers' data, or requests, to any host, least of all inside the network.
// Only the origins the operator lists in INTEGRATION_SERVICE_ORIGINS are posted to. A listed host name must resolve
// to public addresses only, checked as the connection is made (so a name re-pointed after the check gains nothing);
// an IP address the operator wrote is taken as written. No redirect is followed.
import { type LookupAddress, type LookupOptions, lookup as dnsLookup } from "node:dns";

import ipaddr from "ipaddr.js";
import { Agent } from "undici";

/** Anything but a public unicast address: private, loopback, link-local, unique-local, carrier-grade NAT, reserved... */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === "unicast";
  } catch {
    return false;
  }
}

export class OutboundRefused extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The connection's own lookup: a name that resolves to any address not public fails the connection. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback, lookup = dnsLookup): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const found = addresses as LookupAddress[];
    const inner = found.find((entry) => !isPublicAddress(entry.address));
    if (inner || found.length === 0) {
      return callback(new OutboundRefused(`${hostname} resolves to ${inner?.address ?? "nothing"}, which is not a public address`), []);
    }
    if (options.all) callback(null, found);
    else callback(null, found[0].address, found[0].family);
  });
}

const guarded = new Agent({ connect: { lookup: publicOnlyLookup as never } });

/** Whether the server may post to `url`: its origin is one the operator listed. */
export function mayPostTo(url: string, origins: readonly string[]): boolean {
  return URL.canParse(url) && origins.includes(new URL(url).origin);
}

/** A post to a listed service (see above); throws OutboundRefused for anywhere else. */
export async function postToService(url: string, init: { headers: Record<string, string>; body: string; signal: AbortSignal }, origins: readonly string[]) {
  if (!mayPostTo(url, origins)) throw new OutboundRefused(`${new URL(url).origin} is not in INTEGRATION_SERVICE_ORIGINS`);
  // Node's fetch is undici's: it takes the guarded dispatcher (a test's stand-in fetch ignores it).
  return fetch(url, { method: "POST", ...init, redirect: "error", dispatcher: guarded } as RequestInit);
}
