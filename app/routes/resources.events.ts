import type { ActionFunctionArgs } from "@remix-run/node";

import { clientEventSchema, sendEvent } from "~/services/analytics.server";
import { readJson, refusalStatus } from "~/services/form-door.server";
import { giveVisitorCookies } from "~/services/visitor.server";
import { recordVitals, vitalsReport } from "~/services/web-vitals.server";

/** Events are small; anything bigger is not an event. */
const MAX_BODY_BYTES = 8 * 1024;

/** The one route the form door lets JSON into. It answers at once; forwarding to the API happens after, silently. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  let body: unknown;
  try {
    body = await readJson(request, MAX_BODY_BYTES);
  } catch (error) {
    // A beacon has no page to show a refusal on: its status is the whole answer.
    const status = refusalStatus(error);
    if (status === null) throw error;
    return new Response(null, { status });
  }
  // A page's real-user figures: counted into the metrics, not sent on.
  const vitals = vitalsReport.safeParse(body);
  if (vitals.success) {
    recordVitals(vitals.data);
    return new Response(null, { status: 202 });
  }
  const event = clientEventSchema.safeParse(body);
  if (!event.success) return new Response(null, { status: 400 });

  // A visitor who has only seen shared pages gets their id here, where an event first needs it.
  const headers = new Headers();
  const uid = giveVisitorCookies(request, headers);
  // The browser told its own integrations; the mirror is for what the server does.
  void sendEvent(request, event.data, { uid, mirror: false });
  return new Response(null, { status: 202, headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
