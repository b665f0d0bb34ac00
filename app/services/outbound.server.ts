// SSRF guard: only INTEGRATION_SERVICE_ORIGINS, names resolving to public addresses checked at connect time, no redirects.
import { type LookupAddress, type LookupOptions, lookup as dnsLookup } from "node:dns";

import ipaddr from "ipaddr.js";
import { Agent } from "undici";

export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === "unicast";
  } catch {
    return false;
  }
}

export class OutboundRefused extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Checked at connect time, so a name re-pointed after a check gains nothing. */
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

export function mayPostTo(url: string, origins: readonly string[]): boolean {
  return URL.canParse(url) && origins.includes(new URL(url).origin);
}

export async function postToService(url: string, init: { headers: Record<string, string>; body: string; signal: AbortSignal }, origins: readonly string[]) {
  if (!mayPostTo(url, origins)) throw new OutboundRefused(`${new URL(url).origin} is not in INTEGRATION_SERVICE_ORIGINS`);
  // Node's fetch is undici's: it takes the guarded dispatcher (a test's stand-in fetch ignores it).
  return fetch(url, { method: "POST", ...init, redirect: "error", dispatcher: guarded } as RequestInit);
}
