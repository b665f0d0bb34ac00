/**
 * Spec 4: "A visitor id cookie uid is set from a browser fingerprint." With
 * JavaScript, the random id the server gave the first page is replaced by a
 * fingerprint of the browser (FingerprintJS, open source, computed in the
 * browser with its monitoring request off: nothing leaves the page but the
 * cookie). Without JavaScript the server's random id stays.
 */
const UID_MAX_AGE = 365 * 24 * 60 * 60;

export function readUidCookie(cookie: string): string | null {
  return cookie.match(/(?:^|;\s*)uid=([A-Za-z0-9-]{8,64})(?:;|$)/)?.[1] ?? null;
}

export function uidCookie(visitorId: string, secure: boolean): string {
  return `uid=${visitorId}; Path=/; Max-Age=${UID_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Computes the fingerprint (its library loads on demand) and keeps it as `uid`; never throws. */
export async function setFingerprintUid(): Promise<string | null> {
  try {
    const { load } = await import("@fingerprintjs/fingerprintjs");
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    if (!/^[A-Za-z0-9-]{8,64}$/.test(visitorId)) return null;
    if (readUidCookie(document.cookie) !== visitorId) document.cookie = uidCookie(visitorId, location.protocol === "https:");
    return visitorId;
  } catch {
    return null;
  }
}
