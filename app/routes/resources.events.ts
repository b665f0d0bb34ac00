import type { ActionFunctionArgs } from "@remix-run/node";

import { clientEventSchema, sendEvent } from "~/services/analytics.server";

/** Events are small; anything bigger is not an event. */
const MAX_BODY_BYTES = 8 * 1024;

/**
 * The same-origin endpoint the browser beacons analytics events to. It answers
 * at once; forwarding to the API happens after, and its failure is silent.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_BODY_BYTES) return new Response(null, { status: 413 });
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return new Response(null, { status: 413 });

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  const event = clientEventSchema.safeParse(parsed);
  if (!event.success) return new Response(null, { status: 400 });

  void sendEvent(request, event.data);
  return new Response(null, { status: 202 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
