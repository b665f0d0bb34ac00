// Set by server.mjs from the socket or TRUSTED_PROXIES' X-Forwarded-For (read from the right); a client's own copy is dropped.
export const CLIENT_IP_HEADER = "x-storefront-client-ip";

/** Requests that did not come through server.mjs (tests, scripts) share one key. */
export const UNKNOWN_CLIENT = "unknown";

export function clientIp(request: Request): string {
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim();
  if (!ip) return UNKNOWN_CLIENT;
  // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}
