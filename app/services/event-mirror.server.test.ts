import { afterEach, describe, expect, it } from "vitest";

import { MIRROR_TTL_MS, clearEventMirror, mirrorEvent, takeMirroredEvents } from "./event-mirror.server";

const visitor = (uid: string | null) => new Request("http://store.test/", { headers: uid ? { Cookie: `uid=${uid}` } : {} });

describe("event mirror", () => {
  afterEach(clearEventMirror);

  it("hands a visitor's events over once, oldest first, each with an id", () => {
    mirrorEvent(visitor("visitor-aaaa"), { event_id: "add_to_cart" });
    mirrorEvent(visitor("visitor-aaaa"), { event_id: "begin_checkout" });
    mirrorEvent(visitor("visitor-bbbb"), { event_id: "purchase" });

    const taken = takeMirroredEvents(visitor("visitor-aaaa"));
    expect(taken.map((event) => event.event_id)).toEqual(["add_to_cart", "begin_checkout"]);
    expect(new Set(taken.map((event) => event.id)).size).toBe(2);
    expect(takeMirroredEvents(visitor("visitor-aaaa"))).toEqual([]);
    expect(takeMirroredEvents(visitor("visitor-bbbb")).map((event) => event.event_id)).toEqual(["purchase"]);
  });

  it("keeps nothing for a visitor without an id, or with a malformed one", () => {
    mirrorEvent(visitor(null), { event_id: "add_to_cart" });
    mirrorEvent(visitor("x;y"), { event_id: "add_to_cart" });
    expect(takeMirroredEvents(visitor(null))).toEqual([]);
    expect(takeMirroredEvents(visitor("x;y"))).toEqual([]);
  });

  it("drops what the browser did not come back for in time", () => {
    const now = 1_000_000;
    mirrorEvent(visitor("visitor-aaaa"), { event_id: "add_to_cart" }, now);
    expect(takeMirroredEvents(visitor("visitor-aaaa"), now + MIRROR_TTL_MS + 1)).toEqual([]);
  });

  it("keeps at most the 20 newest events of a visitor", () => {
    for (let i = 0; i < 25; i += 1) mirrorEvent(visitor("visitor-aaaa"), { event_id: "add_to_cart", fields: { n: i } });
    const taken = takeMirroredEvents(visitor("visitor-aaaa"));
    expect(taken).toHaveLength(20);
    expect(taken[0].fields).toEqual({ n: 5 });
  });
});
