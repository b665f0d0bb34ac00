/**
 * Posts analytics events to `/events/frontend-event`. Statistics sending is in
 * the spec's list of silent failures: nothing here may fail, delay or redirect
 * the shopper's request.
 */
import { z } from "zod";

import type { ClientEvent, EventPayload } from "~/lib/analytics";

import { LANGUAGE, api } from "./api.server";
import { getUser } from "./session.server";

const accepted = z.unknown();

export const UID_COOKIE = "uid";

function readUid(request: Request): string | undefined {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = cookie.match(/(?:^|;\s*)uid=([A-Za-z0-9-]{8,64})/);
  return match?.[1];
}

export async function buildEventPayload(request: Request, event: ClientEvent): Promise<EventPayload> {
  const user = await getUser(request).catch(() => null);
  return {
    ...event,
    uid: readUid(request),
    user_id: user?.id,
    user_email: user?.email,
    user_phone: user?.phone ?? undefined,
    language: LANGUAGE,
  };
}

/** Never rejects: a lost event must not cost the shopper a page. */
export async function sendEvent(request: Request, event: ClientEvent): Promise<boolean> {
  try {
    const payload = await buildEventPayload(request, event);
    // No session redirect from here: the event is sent without the shopper's request.
    await api(null, "/events/frontend-event", { method: "POST", body: payload, schema: accepted, timeoutMs: 3000 });
    return true;
  } catch {
    return false;
  }
}
