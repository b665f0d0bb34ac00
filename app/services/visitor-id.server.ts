/**
 * The visitor id cookie `uid` (spec 4: "A visitor id cookie uid is set from
 * a browser fingerprint"). The server sets a random one on a visitor's first
 * page (visitor.server.ts); with JavaScript the browser replaces it with its
 * fingerprint (components/Integrations.tsx). Only an id of the expected
 * shape is read: the cookie is the visitor's to change.
 */
export const UID_COOKIE = "uid";
export const UID_MAX_AGE = 365 * 24 * 60 * 60;

export function readUid(request: Request): string | undefined {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.match(/(?:^|;\s*)uid=([A-Za-z0-9-]{8,64})(?:;|$)/)?.[1];
}
