/**
 * Spec 4: "A visitor id cookie uid is set from a browser fingerprint." With
 * JavaScript, the random id the server gave the first page is replaced by a
 * fingerprint of the browser (FingerprintJS, open source, computed in the
 * browser with its monitoring request off: nothing leaves the page but the
 * cookie). Until then the random id set when the page's JavaScript started
 * (lib/visitor-id.ts provisionalUidCookie) or given by the server stands in.
 *
 * Computing it is the heaviest work a page does after it is interactive
 * (canvas, audio, WebGL and font probes: up to a second of main thread on a
 * phone, in long tasks), so it is done once per browser, and late: the id it
 * gave is kept in localStorage, and a page whose `uid` cookie already holds
 * it has nothing to compute; otherwise it waits FINGERPRINT_DELAY_MS
 * (lib/integrations.ts) after the page is interactive, then for an idle
 * moment, out of the way of the first seconds in which a shopper reads,
 * scrolls and taps, and of the third parties' start at 2.5 s. Until then the
 * server's random id stands in. This module loads only then, with the library.
 */
import { UID_PATTERN, provisionalUidCookie, uidCookie, uidFromCookies } from "./visitor-id";

/** Where this browser keeps the fingerprint it computed. */
export const FINGERPRINT_KEY = "uid-fingerprint";

/**
 * The fingerprint this browser computed before, when the `uid` cookie still
 * holds it; otherwise (first visit, cookie cleared or replaced by the server's
 * random id) null, and it is computed again.
 */
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

/** Computes the fingerprint (its library loads on demand) and keeps it as `uid`; never throws. */
/** Gives a browser without an id a random one as its page starts (lib/visitor-id.ts provisionalUidCookie). */
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
