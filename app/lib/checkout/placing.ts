// An unanswered order is confirmed by polling, never retried; its Idempotency-Key (services/idempotency.server.ts) makes a second order impossible.
export type Placing = { cart: string; checkout: string; key: string; at: number };

export const CONFIRM_REFRESH_SECONDS = 5;
export const CONFIRM_RETRY_AFTER_MS = 60_000;

export const PLACING_TEXT = {
  title: "We are confirming your order",
  body: "Your order was sent and the answer is taking longer than usual. This page checks again every few seconds: there is no need to place it again.",
  checkAgain: "Check again",
  retry: "We could not confirm your order yet. You can place it again: it will not be charged or ordered twice.",
} as const;

export type CheckoutOutcome = { status: string; message?: string | null; order?: unknown; idempotency_key?: string | null } | null;

export type PlacingVerdict = { kind: "placed" } | { kind: "declined"; message: string | null } | { kind: "waiting" } | { kind: "retry" };

/** A cart is ordered once, so a paid outcome is this attempt's; a decline counts only with this key. */
export function placingVerdict(outcome: CheckoutOutcome, placing: Placing, now: number): PlacingVerdict {
  if (outcome?.status === "paid" && outcome.order) return { kind: "placed" };
  const ours = outcome !== null && (!outcome.idempotency_key || outcome.idempotency_key === placing.key);
  if (ours && (outcome.status === "declined" || outcome.status === "cancelled")) return { kind: "declined", message: outcome.message ?? null };
  return mayPlaceAgain(placing, now) ? { kind: "retry" } : { kind: "waiting" };
}

export function mayPlaceAgain(placing: Placing, now: number): boolean {
  return now - placing.at >= CONFIRM_RETRY_AFTER_MS;
}
