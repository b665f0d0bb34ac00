/**
 * Spec 4: "A visitor id cookie uid is set from a browser fingerprint." With
 * JavaScript, the random id the server gave the first page is replaced by a
 * fingerprint of the browser (FingerprintJS, open source, computed in the
 * browser with its monitoring request off: nothing leaves the page but the
 * cookie). Without JavaScript the server's random id stays.
 */
import { UID_COOKIE, UID_MAX_AGE, UID_PATTERN, uidFromCookies } from "./visitor-id";

export function uidCookie(visitorId: string, secure: boolean): string {
  return `${UID_COOKIE}=${visitorId}; Path=/; Max-Age=${UID_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Computes the fingerprint (its library loads on demand) and keeps it as `uid`; never throws. */
export async function setFingerprintUid(): Promise<string | null> {
  try {
    const { load } = await import("@fingerprintjs/fingerprintjs");
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    if (!UID_PATTERN.test(visitorId)) return null;
    if (uidFromCookies(document.cookie) !== visitorId) document.cookie = uidCookie(visitorId, location.protocol === "https:");
    return visitorId;
  } catch {
    return null;
  }
}
