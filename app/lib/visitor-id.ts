/**
 * The visitor id cookie `uid` (spec 4: "A visitor id cookie uid is set from
 * a browser fingerprint"), read the same way by the server
 * (services/visitor-id.server.ts) and the browser (lib/visitor-fingerprint.ts).
 * Only an id of the expected shape counts: the cookie is the visitor's to change.
 */
export const UID_COOKIE = "uid";
export const UID_MAX_AGE = 365 * 24 * 60 * 60;
export const UID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function uidFromCookies(cookie: string): string | undefined {
  return cookie.match(/(?:^|;\s*)uid=([A-Za-z0-9-]{8,64})(?:;|$)/)?.[1];
}
