/**
 * The storefront's own events (added to the bag, checkout begun, order
 * placed, a favorite toggled) happen on the server, in an action, often
 * followed by a redirect. The browser's tag manager and ad pixel must hear of
 * them too (spec 4 "Integrations"), so each one is kept here for the session
 * (the `events_key` the server issued it, inside the signed cookie: never an
 * id the browser chose, which another browser could present) until the
 * page's next root load hands it over (the shell's `storeEvents`, sent by
 * components/Integrations.tsx).
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
import { eventsKey } from "./session.server";

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

const redisKey = (key: string) => `event-mirror:${key}`;

export async function mirrorEvent(request: Request, event: StoreEvent, now = Date.now()) {
  const key = await eventsKey(request);
  if (!key) return;
  const mirrored: MirroredEvent = { ...event, id: randomUUID() };
  const redis = sharedRedis();
  if (redis?.status === "ready") {
    // Sent at once, before the answer leaves: commands on one connection run in order, so this visitor's next page finds it.
    redis
      .multi()
      .rpush(redisKey(key), JSON.stringify(mirrored))
      .ltrim(redisKey(key), -MAX_EVENTS, -1)
      .pexpire(redisKey(key), MIRROR_TTL_MS)
      .exec()
      .catch(() => keep(key, mirrored, now));
    return;
  }
  keep(key, mirrored, now);
}

function keep(key: string, mirrored: MirroredEvent, now: number) {
  const current = pending.get(key);
  const events = current && current.expires > now ? current.events : [];
  // Oldest first: re-inserting moves the visitor to the end, so the map's first key is the one to drop.
  pending.delete(key);
  pending.set(key, { events: [...events, mirrored].slice(-MAX_EVENTS), expires: now + MIRROR_TTL_MS });
  while (pending.size > MAX_VISITORS) {
    const oldest = pending.keys().next().value;
    if (oldest === undefined) break;
    pending.delete(oldest);
  }
}

/** The visitor's waiting events, oldest first; they are handed over once, by whichever instance asks first. */
export async function takeMirroredEvents(request: Request, now = Date.now()): Promise<MirroredEvent[]> {
  const key = await eventsKey(request);
  if (!key) return [];
  const current = pending.get(key);
  pending.delete(key);
  const local = current && current.expires > now ? current.events : [];
  const redis = sharedRedis();
  if (redis?.status !== "ready") return local;
  const shared = await redis
    .multi()
    .lrange(redisKey(key), 0, -1)
    .del(redisKey(key))
    .exec()
    .then((replies) => (replies?.[0]?.[1] as string[] | undefined) ?? [])
    .catch(() => []);
  return [...local, ...shared.map((text) => JSON.parse(text) as MirroredEvent)];
}
