import { knownFingerprint } from "./visitor-fingerprint";

const FINGERPRINT = "0123456789abcdef0123456789abcdef";

describe("knownFingerprint", () => {
  it("is the stored fingerprint while the uid cookie holds it: nothing to compute", () => {
    expect(knownFingerprint(`theme=light; uid=${FINGERPRINT}; x=1`, FINGERPRINT)).toBe(FINGERPRINT);
  });

  it("is null on a first visit: the cookie holds the server's random id and nothing is stored", () => {
    expect(knownFingerprint("uid=7f3c2a10-5b7e-4c55-9a55-1d2e3f405162", null)).toBeNull();
  });

  it("is null when the cookie no longer holds the stored fingerprint (cleared, or a new id from the server)", () => {
    expect(knownFingerprint("uid=7f3c2a10-5b7e-4c55-9a55-1d2e3f405162", FINGERPRINT)).toBeNull();
    expect(knownFingerprint("", FINGERPRINT)).toBeNull();
  });

  it("does not take a stored value that is not a valid id", () => {
    expect(knownFingerprint("uid=bad", "bad")).toBeNull();
  });
});
