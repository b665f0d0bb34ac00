// Spec 4 "Integrations": keyed by the server-issued `events_key`, never an id a browser chose; bounded in visitors, events and time.
import { randomUUID } from "node:crypto";

import type { StoreEvent } from "~/lib/commerce-events";

import { redisKey, sharedRedis } from "./redis.server";
import { eventsKey } from "./session.server";

/** The id lets a page that renders twice send it once. */
export type MirroredEvent = StoreEvent & { id: string };

const MAX_VISITORS = 10_000;
const MAX_EVENTS = 20;
export const MIRROR_TTL_MS = 120_000;

type Pending = { events: MirroredEvent[]; expires: number };
const pending = new Map<string, Pending>();

export function clearEventMirror() {
  pending.clear();
}

const mirrorKey = (key: string) => redisKey(`event-mirror:${key}`);

export async function mirrorEvent(request: Request, event: StoreEvent, now = Date.now()) {
  const key = await eventsKey(request);
  if (!key) return;
  const mirrored: MirroredEvent = { ...event, id: randomUUID() };
  const redis = sharedRedis();
  if (redis?.status === "ready") {
    // Sent before the answer leaves: commands on one connection run in order, so this visitor's next page finds it.
    redis
      .multi()
      .rpush(mirrorKey(key), JSON.stringify(mirrored))
      .ltrim(mirrorKey(key), -MAX_EVENTS, -1)
      .pexpire(mirrorKey(key), MIRROR_TTL_MS)
      .exec()
      .catch(() => keep(key, mirrored, now));
    return;
  }
  keep(key, mirrored, now);
}

function keep(key: string, mirrored: MirroredEvent, now: number) {
  const current = pending.get(key);
  const events = current && current.expires > now ? current.events : [];
  pending.delete(key);
  pending.set(key, { events: [...events, mirrored].slice(-MAX_EVENTS), expires: now + MIRROR_TTL_MS });
  while (pending.size > MAX_VISITORS) {
    const oldest = pending.keys().next().value;
    if (oldest === undefined) break;
    pending.delete(oldest);
  }
}

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
    .lrange(mirrorKey(key), 0, -1)
    .del(mirrorKey(key))
    .exec()
    .then((replies) => (replies?.[0]?.[1] as string[] | undefined) ?? [])
    .catch(() => []);
  return [...local, ...shared.map((text) => JSON.parse(text) as MirroredEvent)];
}
