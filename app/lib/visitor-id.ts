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

export function uidCookie(visitorId: string, secure: boolean): string {
  return `${UID_COOKIE}=${visitorId}; Path=/; Max-Age=${UID_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * A random id for a browser that has none yet, set as soon as its JavaScript
 * runs: a page that may be shared comes without one (services/visitor.server.ts),
 * and the visits and events the page sends should carry one. The fingerprint
 * replaces it later. Null when the cookie already holds an id.
 */
export function provisionalUidCookie(cookie: string, secure: boolean, random: (bytes: Uint8Array) => Uint8Array): string | null {
  if (uidFromCookies(cookie)) return null;
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return uidCookie(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, secure);
}
