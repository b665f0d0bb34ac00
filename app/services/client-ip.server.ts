/**
 * The shopper's IP address, for rate limits and for the API's own checks.
 *
 * server.mjs writes it under CLIENT_IP_HEADER from the socket, or, only with
 * TRUST_PROXY, from the `X-Forwarded-For` entry the nearest proxy added (one
 * trusted hop: entries a client wrote itself further left are ignored).
 * Whatever a client sends under this header is dropped before it is set.
 */
export const CLIENT_IP_HEADER = "x-storefront-client-ip";

/** Requests that did not come through server.mjs (tests, scripts) share one key. */
export const UNKNOWN_CLIENT = "unknown";

export function clientIp(request: Request): string {
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim();
  if (!ip) return UNKNOWN_CLIENT;
  // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}
