import { afterEach, describe, expect, it } from "vitest";

import { MIRROR_TTL_MS, clearEventMirror, mirrorEvent, takeMirroredEvents } from "./event-mirror.server";
import { sharedRedis } from "./redis.server";
import { withRedisServer } from "./redis.test-support";

const visitor = (uid: string | null) => new Request("http://store.test/", { headers: uid ? { Cookie: `uid=${uid}` } : {} });

describe("event mirror", async () => {
  afterEach(clearEventMirror);

  it("hands a visitor's events over once, oldest first, each with an id", async () => {
    mirrorEvent(visitor("visitor-aaaa"), { event_id: "add_to_cart" });
    mirrorEvent(visitor("visitor-aaaa"), { event_id: "begin_checkout" });
    mirrorEvent(visitor("visitor-bbbb"), { event_id: "purchase" });

    const taken = await takeMirroredEvents(visitor("visitor-aaaa"));
    expect(taken.map((event) => event.event_id)).toEqual(["add_to_cart", "begin_checkout"]);
    expect(new Set(taken.map((event) => event.id)).size).toBe(2);
    expect(await takeMirroredEvents(visitor("visitor-aaaa"))).toEqual([]);
    expect((await takeMirroredEvents(visitor("visitor-bbbb"))).map((event) => event.event_id)).toEqual(["purchase"]);
  });

  it("keeps nothing for a visitor without an id, or with a malformed one", async () => {
    mirrorEvent(visitor(null), { event_id: "add_to_cart" });
    mirrorEvent(visitor("x;y"), { event_id: "add_to_cart" });
    expect(await takeMirroredEvents(visitor(null))).toEqual([]);
    expect(await takeMirroredEvents(visitor("x;y"))).toEqual([]);
  });

  it("drops what the browser did not come back for in time", async () => {
    const now = 1_000_000;
    mirrorEvent(visitor("visitor-aaaa"), { event_id: "add_to_cart" }, now);
    expect(await takeMirroredEvents(visitor("visitor-aaaa"), now + MIRROR_TTL_MS + 1)).toEqual([]);
  });

  it("keeps at most the 20 newest events of a visitor", async () => {
    for (let i = 0; i < 25; i += 1) mirrorEvent(visitor("visitor-aaaa"), { event_id: "add_to_cart", fields: { n: i } });
    const taken = await takeMirroredEvents(visitor("visitor-aaaa"));
    expect(taken).toHaveLength(20);
    expect(taken[0].fields).toEqual({ n: 5 });
  });
});

describe("event mirror (Redis)", () => {
  const redis = withRedisServer();
  afterEach(clearEventMirror);

  it("hands an event mirrored by one instance over on another, once", async () => {
    await redis.use();
    mirrorEvent(visitor("visitor-cccc"), { event_id: "add_to_cart" });
    mirrorEvent(visitor("visitor-cccc"), { event_id: "begin_checkout" });
    await sharedRedis()?.ping(); // the mirror's writes went first on this connection
    // Another instance: nothing in its memory.
    clearEventMirror();
    const taken = await takeMirroredEvents(visitor("visitor-cccc"));
    expect(taken.map((event) => event.event_id)).toEqual(["add_to_cart", "begin_checkout"]);
    expect(await takeMirroredEvents(visitor("visitor-cccc"))).toEqual([]);
    expect(await sharedRedis()?.exists("event-mirror:visitor-cccc")).toBe(0);
  });

  it("keeps 20 per visitor, expiring like the memory's", async () => {
    await redis.use();
    for (let i = 0; i < 25; i += 1) mirrorEvent(visitor("visitor-dddd"), { event_id: "add_to_cart", fields: { n: i } });
    await sharedRedis()?.ping();
    expect(await sharedRedis()?.llen("event-mirror:visitor-dddd")).toBe(20);
    const ttl = await sharedRedis()?.pttl("event-mirror:visitor-dddd");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MIRROR_TTL_MS);
  });
});
