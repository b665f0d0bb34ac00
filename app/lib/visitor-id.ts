// Spec 4's `uid`: only the expected shape counts, as the visitor can change the cookie.
export const UID_COOKIE = "uid";
export const UID_MAX_AGE = 365 * 24 * 60 * 60;
export const UID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function uidFromCookies(cookie: string): string | undefined {
  return cookie.match(/(?:^|;\s*)uid=([A-Za-z0-9-]{8,64})(?:;|$)/)?.[1];
}

export function uidCookie(visitorId: string, secure: boolean): string {
  return `${UID_COOKIE}=${visitorId}; Path=/; Max-Age=${UID_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Cached pages set no `uid`, but events need one until the fingerprint replaces it. */
export function provisionalUidCookie(cookie: string, secure: boolean, random: (bytes: Uint8Array) => Uint8Array): string | null {
  if (uidFromCookies(cookie)) return null;
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return uidCookie(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, secure);
}
