// One id per request, in the log line, on the answer (X-Request-Id) and on every API call it makes, so an operator can
// follow a shopper's request through the proxy, the store and the API. A proxy's id is kept when it is a plain token;
// anything else (too long, spaces, control characters that would forge log lines) is replaced.
export const REQUEST_ID_HEADER = "x-request-id";

const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined, make: () => string = () => crypto.randomUUID()): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED.test(given) ? given : make();
}
