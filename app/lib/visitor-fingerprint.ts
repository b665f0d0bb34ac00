// Spec 4 fingerprint uid; it costs up to a second of a phone's main thread, so it runs once per browser, late and idle.
import { UID_PATTERN, provisionalUidCookie, uidCookie, uidFromCookies } from "./visitor-id";

export const FINGERPRINT_KEY = "uid-fingerprint";

export function knownFingerprint(cookie: string, stored: string | null): string | null {
  const uid = uidFromCookies(cookie);
  return uid !== undefined && stored === uid ? uid : null;
}

function storedFingerprint(): string | null {
  try {
    return window.localStorage.getItem(FINGERPRINT_KEY);
  } catch {
    return null; // storage refused (private mode, policy): compute as if first seen
  }
}

function storeFingerprint(visitorId: string) {
  try {
    window.localStorage.setItem(FINGERPRINT_KEY, visitorId);
  } catch {
    // computed again next time
  }
}

export function setProvisionalUid() {
  const cookie = provisionalUidCookie(document.cookie, location.protocol === "https:", (bytes) => crypto.getRandomValues(bytes));
  if (cookie) document.cookie = cookie;
}

export async function setFingerprintUid(): Promise<string | null> {
  try {
    const known = knownFingerprint(document.cookie, storedFingerprint());
    if (known) return known;
    const { load } = await import("@fingerprintjs/fingerprintjs");
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    if (!UID_PATTERN.test(visitorId)) return null;
    if (uidFromCookies(document.cookie) !== visitorId) document.cookie = uidCookie(visitorId, location.protocol === "https:");
    storeFingerprint(visitorId);
    return visitorId;
  } catch {
    return null;
  }
}
