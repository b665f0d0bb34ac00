/** First answer replayed so a retry never charges twice; another body is 422, a concurrent call 409, and a 5xx is not kept. */
import type { HttpResponseResolver } from "msw";

import { apiError } from "./http";
import type { KeptAnswer } from "./model";
import { findAttempt } from "./place-order";
import { store } from "./store";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Printable, no spaces, 1 to 255 characters (Stripe's bound). */
const KEY = /^[\x21-\x7e]{1,255}$/;
const MAX_KEPT = 10_000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: "The Idempotency-Key header must be 1 to 255 printable characters.",
  reused: "This Idempotency-Key was used with another request.",
  inProgress: "A request with this Idempotency-Key is still being processed. Try again shortly.",
} as const;


function cartIdOf(body: string): string | null {
  try {
    const id = (JSON.parse(body) as { cart_unique_id?: unknown }).cart_unique_id;
    return typeof id === "string" ? id.trim() : null;
  } catch {
    return null;
  }
}

function keep(scope: string, kept: KeptAnswer) {
  delete store.idempotency[scope];
  store.idempotency[scope] = kept;
  const scopes = Object.keys(store.idempotency);
  for (const old of scopes.slice(0, Math.max(0, scopes.length - MAX_KEPT))) delete store.idempotency[old];
}

export function idempotent(call: string, resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const key = info.request.headers.get(IDEMPOTENCY_HEADER);
    if (key === null) return resolver(info);
    if (!KEY.test(key)) return apiError(400, IDEMPOTENCY_MESSAGES.invalid, IDEMPOTENCY_HEADER);
    const body = await info.request.clone().text();
    const scope = `${call} ${key}`;
    const kept = Object.hasOwn(store.idempotency, scope) ? store.idempotency[scope] : undefined;
    if (kept) {
      if (kept.body !== body) return apiError(422, IDEMPOTENCY_MESSAGES.reused, IDEMPOTENCY_HEADER);
      if (!kept.answer) return apiError(409, IDEMPOTENCY_MESSAGES.inProgress);
      const { status, contentType, text } = kept.answer;
      return new Response(text, { status, headers: { "Content-Type": contentType, "Idempotent-Replayed": "true" } });
    }
    keep(scope, { body, answer: null });
    const cartId = cartIdOf(body);
    const before = cartId ? findAttempt(cartId) : undefined;
    let response: Response | undefined;
    try {
      response = (await resolver(info)) as Response | undefined;
    } catch (error) {
      delete store.idempotency[scope];
      throw error;
    }
    // Nothing was done: the retry may do it.
    if (!response || response.status >= 500) {
      delete store.idempotency[scope];
      return response;
    }
    const after = cartId ? findAttempt(cartId) : undefined;
    if (after && after !== before) after.idempotency_key = key;
    const text = await response.clone().text();
    keep(scope, { body, answer: { status: response.status, contentType: response.headers.get("Content-Type") ?? "application/json", text } });
    return response;
  };
}
