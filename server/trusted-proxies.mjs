/**
 * TRUSTED_PROXIES (README, "Running it in production"): the proxies in front of the store, by address. The client is
 * the first address in X-Forwarded-For, read from the right, that is not one of them; a request from any other peer
 * has its forwarding headers ignored, whatever they say. proxy-addr is what Express itself uses for `trust proxy`.
 */
import proxyaddr from "proxy-addr";

/** Forwarding headers: believed only from a trusted peer, dropped from any other. */
export const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/**
 * "10.0.0.0/8, 127.0.0.1 loopback" → ["10.0.0.0/8", "127.0.0.1", "loopback"]: addresses, CIDR ranges and proxy-addr's
 * names (loopback, linklocal, uniquelocal). Throws on anything else, so a typo stops the start, not the limits.
 */
export function parseTrustedProxies(value = "") {
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

/** Whether the peer that sent a request (its socket's address) is one of the trusted proxies. */
export function trustsPeer(entries) {
  const trust = proxyaddr.compile(entries);
  return (peer) => Boolean(peer) && trust(peer, 0);
}

/** The client's address as Express works it out with `trust proxy` set to `entries`. */
export function clientAddress(entries, peer, forwardedFor) {
  const request = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } };
  return proxyaddr(request, proxyaddr.compile(entries));
}
