// TRUSTED_PROXIES (README, "Running it in production"): forwarding headers count only from these peers. proxy-addr is
// what Express itself uses for `trust proxy`.
import proxyaddr from "proxy-addr";

/** Believed only from a trusted peer, dropped from any other. */
export const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/** Addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal); a typo stops the start. */
export function parseTrustedProxies(value = ""): string[] {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return entries;
}

/** Whether the socket's peer is one of the trusted proxies. */
export function trustsPeer(entries: string[]): (peer: string | undefined) => boolean {
  const trust = proxyaddr.compile(entries);
  return (peer) => (peer ? trust(peer, 0) : false);
}
