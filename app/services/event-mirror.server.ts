/**
 * The storefront's own events (added to the bag, checkout begun, order
 * placed, a favorite toggled) happen on the server, in an action, often
 * followed by a redirect. The browser's tag manager and ad pixel must hear of
 * them too (spec 4 "Integrations"), so each one is kept here for the visitor
 * (the `uid` cookie) until the page's next root load hands it over (the shell's
 * `storeEvents`, sent by components/Integrations.tsx).
 *
 * Kept in this process's memory, bounded in visitors, in events per visitor
 * and in time: an event the browser never comes back for is dropped, which is
 * what a third-party tag on a closed tab would have done too. With
 * `REDIS_URL` they are kept in Redis instead (a list per visitor, trimmed and
 * expiring the same way), so the page that follows may come from another
 * instance; memory takes over while Redis is away.
 */
import { randomUUID } from "node:crypto";

import type { StoreEvent } from "~/lib/commerce-events";

import { sharedRedis } from "./redis.server";
import { readUid } from "./visitor-id.server";

/** A mirrored event with an id, so a page that renders twice sends it once. */
export type MirroredEvent = StoreEvent & { id: string };

const MAX_VISITORS = 10_000;
const MAX_EVENTS = 20;
export const MIRROR_TTL_MS = 120_000;

type Pending = { events: MirroredEvent[]; expires: number };
const pending = new Map<string, Pending>();

export function clearEventMirror() {
  pending.clear();
}

const redisKey = (uid: string) => `event-mirror:${uid}`;

export function mirrorEvent(request: Request, event: StoreEvent, now = Date.now()) {
  const uid = readUid(request);
  if (!uid) return;
  const mirrored: MirroredEvent = { ...event, id: randomUUID() };
  const redis = sharedRedis();
  if (redis?.status === "ready") {
    // Sent at once, before the answer leaves: commands on one connection run in order, so this visitor's next page finds it.
    redis
      .multi()
      .rpush(redisKey(uid), JSON.stringify(mirrored))
      .ltrim(redisKey(uid), -MAX_EVENTS, -1)
      .pexpire(redisKey(uid), MIRROR_TTL_MS)
      .exec()
      .catch(() => keep(uid, mirrored, now));
    return;
  }
  keep(uid, mirrored, now);
}

function keep(uid: string, mirrored: MirroredEvent, now: number) {
  const current = pending.get(uid);
  const events = current && current.expires > now ? current.events : [];
  // Oldest first: re-inserting moves the visitor to the end, so the map's first key is the one to drop.
  pending.delete(uid);
  pending.set(uid, { events: [...events, mirrored].slice(-MAX_EVENTS), expires: now + MIRROR_TTL_MS });
  while (pending.size > MAX_VISITORS) {
    const oldest = pending.keys().next().value;
    if (oldest === undefined) break;
    pending.delete(oldest);
  }
}

/** The visitor's waiting events, oldest first; they are handed over once, by whichever instance asks first. */
export async function takeMirroredEvents(request: Request, now = Date.now()): Promise<MirroredEvent[]> {
  const uid = readUid(request);
  if (!uid) return [];
  const current = pending.get(uid);
  pending.delete(uid);
  const local = current && current.expires > now ? current.events : [];
  const redis = sharedRedis();
  if (redis?.status !== "ready") return local;
  const shared = await redis
    .multi()
    .lrange(redisKey(uid), 0, -1)
    .del(redisKey(uid))
    .exec()
    .then((replies) => (replies?.[0]?.[1] as string[] | undefined) ?? [])
    .catch(() => []);
  return [...local, ...shared.map((text) => JSON.parse(text) as MirroredEvent)];
}
