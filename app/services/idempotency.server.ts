// A call that takes money carries an Idempotency-Key: the API answers a retry with the key's first answer, so an
// answer that never came is asked about (GET /checkout/get-order) or the call sent again, never ordered twice.
import { createHash, randomUUID } from "node:crypto";

import type { Placing } from "~/lib/checkout/placing";

import type { StoreSession } from "./session.server";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A UUID the review step made (the place-order form carries it). */
const ATTEMPT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isAttemptKey(value: unknown): value is string {
  return typeof value === "string" && ATTEMPT_KEY.test(value);
}

/** One key per cart until its answer is known: the pending attempt's, else the posted one, else a new one. */
export function attemptKey(pending: Pick<Placing, "key"> | null | undefined, posted?: unknown): string {
  return pending?.key ?? (isAttemptKey(posted) ? posted : randomUUID());
}

/** A wallet's token is one payment: the same token is the same attempt. */
export function walletAttemptKey(cartId: string, paymentToken: string): string {
  return createHash("sha256").update(`${cartId}\n${paymentToken}`).digest("hex");
}

/** The session's attempt whose answer never came, for this cart or any. */
export function pendingAttempt(session: StoreSession, cartId?: string): Placing | null {
  const placing = session.get("placing") ?? null;
  return placing && (cartId === undefined || placing.cart === cartId) ? placing : null;
}

/** Kept until GET /checkout/get-order tells how it went (lib/checkout/placing.ts). */
export function awaitOutcome(session: StoreSession, attempt: Omit<Placing, "at">, at = Date.now()): void {
  session.set("placing", { ...attempt, at });
}

export function settleAttempt(session: StoreSession): void {
  session.unset("placing");
}
