// Set by server.mjs: the socket's address, or behind the proxies of TRUSTED_PROXIES the first X-Forwarded-For entry from
// the right that is none of them (entries a client wrote further left are ignored). A client's own copy is dropped first.
export const CLIENT_IP_HEADER = "x-storefront-client-ip";

/** Requests that did not come through server.mjs (tests, scripts) share one key. */
export const UNKNOWN_CLIENT = "unknown";

export function clientIp(request: Request): string {
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim();
  if (!ip) return UNKNOWN_CLIENT;
  // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}
