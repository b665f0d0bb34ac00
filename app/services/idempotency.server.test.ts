import { getSession } from "./session.server";
import { attemptKey, awaitOutcome, isAttemptKey, pendingAttempt, settleAttempt, walletAttemptKey } from "./idempotency.server";

const KEY = "6f1c2a9e-4b7d-4e21-9c3a-1d2e3f4a5b6c";

describe("isAttemptKey", () => {
  it("is a UUID and nothing else", () => {
    expect(isAttemptKey(KEY)).toBe(true);
    expect(isAttemptKey(KEY.toUpperCase())).toBe(true);
    for (const value of ["", "attempt-1", `${KEY} `, `${KEY}x`, null, 42]) expect(isAttemptKey(value)).toBe(false);
  });
});

describe("attemptKey", () => {
  it("keeps the pending attempt's key, whatever was posted", () => {
    expect(attemptKey({ key: "pending-key" }, KEY)).toBe("pending-key");
  });

  it("takes the posted key when nothing is pending, and makes a new one for anything else", () => {
    expect(attemptKey(null, KEY)).toBe(KEY);
    const made = attemptKey(null, "not a key");
    expect(isAttemptKey(made)).toBe(true);
    expect(attemptKey(undefined)).not.toBe(made);
  });
});

describe("walletAttemptKey", () => {
  it("is the same for the same cart and token, another for either changed, and holds neither", () => {
    const key = walletAttemptKey("cart-1", '{"id":"tok_4242"}');
    expect(walletAttemptKey("cart-1", '{"id":"tok_4242"}')).toBe(key);
    expect(walletAttemptKey("cart-2", '{"id":"tok_4242"}')).not.toBe(key);
    expect(walletAttemptKey("cart-1", '{"id":"tok_4243"}')).not.toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("an attempt awaiting its outcome", () => {
  it("is kept in the session with its time, found for its cart only, and gone once settled", async () => {
    const session = await getSession(new Request("http://store.test/"));
    expect(pendingAttempt(session)).toBeNull();
    awaitOutcome(session, { cart: "cart-1", checkout: "co-1", key: KEY }, 1_000);
    expect(pendingAttempt(session)).toEqual({ cart: "cart-1", checkout: "co-1", key: KEY, at: 1_000 });
    expect(pendingAttempt(session, "cart-1")?.key).toBe(KEY);
    expect(pendingAttempt(session, "cart-2")).toBeNull();
    settleAttempt(session);
    expect(pendingAttempt(session, "cart-1")).toBeNull();
  });
});
