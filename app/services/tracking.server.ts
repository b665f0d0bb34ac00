/** Order tracking for guests and customers alike: number, order email and billing ZIP (spec 6). */
import { data } from "@remix-run/node";
import { format } from "date-fns";

import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { trackOrderValidator } from "~/lib/forms/validators";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";

import { ApiError, api, isNotFound } from "./api.server";
import { type Order, trackingResponse } from "./schemas.server";

export type TrackingResult =
  | { kind: "found"; order: Order }
  | { kind: "not-found" }
  | { kind: "invalid"; fieldErrors: Record<string, string>; message: string | null }
  | { kind: "failed" };

export async function trackOrder(request: Request, query: { number: string; email: string; billing_zip: string }): Promise<TrackingResult> {
  try {
    const response = await api(request, "/tracking", { schema: trackingResponse, query });
    return { kind: "found", order: response.data.data };
  } catch (error) {
    if (isNotFound(error)) return { kind: "not-found" };
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500) return { kind: "failed" };
    const fieldErrors = error.fieldErrors;
    return { kind: "invalid", fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : error.message };
  }
}

/** Spec 9: the general date format. */
const GENERAL_DATE = "LLLL do yyy";

export const NOT_FOUND = "We could not find an order with that number, email and billing ZIP code. Please check them and try again.";

/**
 * Spec 4: a successful lookup lands on /track-your-order with the form's values
 * as the query, and the page renders the order from the query, on the server.
 */
export async function loadTrackingPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  const values = { number: params.get("number") ?? "", email: params.get("email") ?? "", billing_zip: params.get("billing_zip") ?? "" };
  if (!values.number && !values.email && !values.billing_zip) return data({ values, order: null, fieldErrors: {}, error: null }, { headers });

  const result = await trackOrderValidator.validate(values);
  if (result.error) return data({ values, order: null, fieldErrors: result.error.fieldErrors, error: null }, { status: 400, headers });
  const found = await trackOrder(request, result.data);
  switch (found.kind) {
    case "found":
      return data({ values, order: { ...found.order, placedOn: format(new Date(found.order.created_at), GENERAL_DATE) }, fieldErrors: {}, error: null }, { headers });
    case "not-found":
      // A wrong combination is "not found", never a hint of which field was wrong.
      return data({ values, order: null, fieldErrors: {}, error: NOT_FOUND }, { status: 404, headers });
    case "invalid":
      return data({ values, order: null, fieldErrors: found.fieldErrors, error: found.message }, { status: 400, headers });
    case "failed":
      return data({ values, order: null, fieldErrors: {}, error: GENERIC_FAILURE }, { status: 502, headers });
  }
}
