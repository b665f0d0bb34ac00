import { afterEach, describe, expect, it } from "vitest";

import { MIRROR_TTL_MS, clearEventMirror, mirrorEvent, takeMirroredEvents } from "./event-mirror.server";
import { redisKey, sharedRedis } from "./redis.server";
import { commitSession, getSession } from "./session.server";
import { withRedisServer } from "./redis.test-support";

/** A request whose signed session holds `key` as its events key; null: no session at all. */
async function visitor(key: string | null): Promise<Request> {
  if (key === null) return new Request("http://store.test/");
  const session = await getSession(new Request("http://store.test/"));
  session.set("cart_unique_id", "cart-1");
  session.set("events_key", key);
  return new Request("http://store.test/", { headers: { Cookie: (await commitSession(session)).split(";")[0] } });
}

describe("event mirror", async () => {
  afterEach(clearEventMirror);

  it("hands a visitor's events over once, oldest first, each with an id", async () => {
    await mirrorEvent(await visitor("visitor-aaaa"), { event_id: "add_to_cart" });
    await mirrorEvent(await visitor("visitor-aaaa"), { event_id: "begin_checkout" });
    await mirrorEvent(await visitor("visitor-bbbb"), { event_id: "purchase" });

    const taken = await takeMirroredEvents(await visitor("visitor-aaaa"));
    expect(taken.map((event) => event.event_id)).toEqual(["add_to_cart", "begin_checkout"]);
    expect(new Set(taken.map((event) => event.id)).size).toBe(2);
    expect(await takeMirroredEvents(await visitor("visitor-aaaa"))).toEqual([]);
    expect((await takeMirroredEvents(await visitor("visitor-bbbb"))).map((event) => event.event_id)).toEqual(["purchase"]);
  });

  it("keeps nothing without a session, and gives nothing to a browser presenting another's ids", async () => {
    await mirrorEvent(await visitor(null), { event_id: "add_to_cart" });
    expect(await takeMirroredEvents(await visitor(null))).toEqual([]);

    await mirrorEvent(await visitor("visitor-eeee"), { event_id: "purchase", fields: { order_id: "ML-1" } });
    // The same id as a visitor cookie, or in a session cookie it could not sign: neither is the key.
    const copied = [
      new Request("http://store.test/", { headers: { Cookie: "uid=visitor-eeee" } }),
      new Request("http://store.test/", { headers: { Cookie: `__session=${btoa(JSON.stringify({ events_key: "visitor-eeee" }))}.forged` } }),
    ];
    for (const request of copied) expect(await takeMirroredEvents(request)).toEqual([]);
    expect((await takeMirroredEvents(await visitor("visitor-eeee"))).map((event) => event.event_id)).toEqual(["purchase"]);
  });

  it("drops what the browser did not come back for in time", async () => {
    const now = 1_000_000;
    await mirrorEvent(await visitor("visitor-aaaa"), { event_id: "add_to_cart" }, now);
    expect(await takeMirroredEvents(await visitor("visitor-aaaa"), now + MIRROR_TTL_MS + 1)).toEqual([]);
  });

  it("keeps at most the 20 newest events of a visitor", async () => {
    for (let i = 0; i < 25; i += 1) await mirrorEvent(await visitor("visitor-aaaa"), { event_id: "add_to_cart", fields: { n: i } });
    const taken = await takeMirroredEvents(await visitor("visitor-aaaa"));
    expect(taken).toHaveLength(20);
    expect(taken[0].fields).toEqual({ n: 5 });
  });
});

describe("event mirror (Redis)", () => {
  const redis = withRedisServer();
  afterEach(clearEventMirror);

  it("hands an event mirrored by one instance over on another, once", async () => {
    await redis.use();
    await mirrorEvent(await visitor("visitor-cccc"), { event_id: "add_to_cart" });
    await mirrorEvent(await visitor("visitor-cccc"), { event_id: "begin_checkout" });
    await sharedRedis()?.ping(); // the mirror's writes went first on this connection
    // Another instance: nothing in its memory.
    clearEventMirror();
    const taken = await takeMirroredEvents(await visitor("visitor-cccc"));
    expect(taken.map((event) => event.event_id)).toEqual(["add_to_cart", "begin_checkout"]);
    expect(await takeMirroredEvents(await visitor("visitor-cccc"))).toEqual([]);
    expect(await sharedRedis()?.exists(redisKey("event-mirror:visitor-cccc"))).toBe(0);
  });

  it("keeps 20 per visitor, expiring like the memory's", async () => {
    await redis.use();
    for (let i = 0; i < 25; i += 1) await mirrorEvent(await visitor("visitor-dddd"), { event_id: "add_to_cart", fields: { n: i } });
    await sharedRedis()?.ping();
    expect(await sharedRedis()?.llen(redisKey("event-mirror:visitor-dddd"))).toBe(20);
    const ttl = await sharedRedis()?.pttl(redisKey("event-mirror:visitor-dddd"));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MIRROR_TTL_MS);
  });
});
