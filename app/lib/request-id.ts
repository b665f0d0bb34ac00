// Security: a proxy's id is kept only as a plain token; control characters could forge log lines.
export const REQUEST_ID_HEADER = "x-request-id";

const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined, make: () => string = () => crypto.randomUUID()): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED.test(given) ? given : make();
}
