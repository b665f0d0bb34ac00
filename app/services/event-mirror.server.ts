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
 * what a third-party tag on a closed tab would have done too. Several
 * instances behind a load balancer need this in their shared store.
 */
import { randomUUID } from "node:crypto";

import type { StoreEvent } from "~/lib/commerce-events";

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

export function mirrorEvent(request: Request, event: StoreEvent, now = Date.now()) {
  const uid = readUid(request);
  if (!uid) return;
  const current = pending.get(uid);
  const events = current && current.expires > now ? current.events : [];
  // Oldest first: re-inserting moves the visitor to the end, so the map's first key is the one to drop.
  pending.delete(uid);
  pending.set(uid, { events: [...events, { ...event, id: randomUUID() }].slice(-MAX_EVENTS), expires: now + MIRROR_TTL_MS });
  while (pending.size > MAX_VISITORS) {
    const oldest = pending.keys().next().value;
    if (oldest === undefined) break;
    pending.delete(oldest);
  }
}

/** The visitor's waiting events, oldest first; they are handed over once. */
export function takeMirroredEvents(request: Request, now = Date.now()): MirroredEvent[] {
  const uid = readUid(request);
  if (!uid) return [];
  const current = pending.get(uid);
  if (!current) return [];
  pending.delete(uid);
  return current.expires > now ? current.events : [];
}
