/** Spec 3/7/9. Only a shipped order is returnable (a "confirmed" one may still change); non-declined requests hold their units. */
import type { z } from "zod";

import type { ApiError } from "./http";
import type { Order, OrderProduct, ReturnItem, ReturnRequest, ReturnStatus, ReturnType, User } from "./model";
import { findConfiguration } from "./products";
import { MILESTONES } from "./seed/orders";
import { store } from "./store";
import { field } from "./validation";

/** Spec 9. */
export const RETURN_STATUS = { requested: 1, in_progress: 2, returned: 3, declined: 4, rejected: 5, resolved: 7 } as const;
export const RETURN_TYPES: readonly ReturnType[] = [1, 2];
export const MAX_RETURN_COMMENT = 1000;

const RELEASED: ReadonlySet<ReturnStatus> = new Set([RETURN_STATUS.declined, RETURN_STATUS.rejected]);

export const RETURN_MESSAGES = {
  orderNotFound: "Order not found.",
  notShipped: "This order cannot be returned before it has shipped.",
  itemsRequired: "The items field is required.",
  itemsNotArray: "The items must be an array.",
  notALine: "The selected order_product_id is invalid.",
  duplicateLine: "The order_product_id field has a duplicate value.",
  atMost: (n: number) => `You can ask for at most ${n} of this piece.`,
  nothingLeft: "This piece is already part of a return or repair request.",
  reason: "The selected reason is invalid.",
  type: "The selected type is invalid.",
} as const;

/** A guest order, another account's and an unknown id alike give undefined. */
export const findOwnOrder = (user: User, id: number): Order | undefined =>
  store.orders.find((order) => order.id === id && order.user_id === user.id);

const oldestFirst = (a: ReturnRequest, b: ReturnRequest) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

export const requestsOf = (order: Order): ReturnRequest[] =>
  store.returns.filter((request) => request.order_id === order.id).sort(oldestFirst);

export const hasShipped = (order: Order) => order.status !== "confirmed";

export function returnableQuantity(order: Order, line: OrderProduct): number {
  // An e-mailed gift card may be spent already and a gift with purchase was never paid for: neither is returnable.
  if (!hasShipped(order) || line.gift_campaign_id != null || findConfiguration(line.product_configuration_id)?.product.digital) return 0;
  const held = requestsOf(order)
    .filter((request) => !RELEASED.has(request.status))
    .flatMap((request) => request.items)
    .filter((item) => item.order_product_id === line.id)
    .reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, line.quantity - held);
}

const orderIdField = field.id("order_id");
const commentField = field.optionalText("additional_comment", MAX_RETURN_COMMENT);
const lineField = field.id("order_product_id");
// No upper bound of its own: what is left of the line is the bound, with its own message.
const quantityField = field.integer("quantity", 1, Number.MAX_SAFE_INTEGER);
const reasonField = field.id("reason").refine((id) => store.allowed_return_reasons.some((reason) => reason.id === id), RETURN_MESSAGES.reason);
const typeField = field.id("type").refine((type) => (RETURN_TYPES as readonly number[]).includes(type), RETURN_MESSAGES.type);

const failure = (result: z.SafeParseReturnType<unknown, unknown>) => (result.success ? undefined : result.error.issues[0].message);

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export type CheckedRequest = { order: Order; items: ReturnItem[]; comment: string | null };

/** Unknown, guest and foreign orders share one answer (`notFound`); otherwise every field error at once. */
export function checkReturnRequest(user: User, body: Record<string, unknown>): CheckedRequest | { notFound: true } | { errors: ApiError[] } {
  const problems: ApiError[] = [];
  const problem = (property: string, message: string) => problems.push({ code: 400, property, message });

  const orderId = orderIdField.safeParse(body.order_id);
  const order = orderId.success ? findOwnOrder(user, orderId.data) : undefined;
  if (orderId.success && !order) return { notFound: true };
  if (!orderId.success) problem("order_id", failure(orderId)!);
  else if (order && !hasShipped(order)) problem("order_id", RETURN_MESSAGES.notShipped);

  const items: ReturnItem[] = [];
  const posted = body.items;
  if (posted === undefined || posted === null || (Array.isArray(posted) && posted.length === 0)) {
    problem("items", RETURN_MESSAGES.itemsRequired);
  } else if (!Array.isArray(posted)) {
    problem("items", RETURN_MESSAGES.itemsNotArray);
  } else {
    const seen = new Set<number>();
    posted.forEach((value: unknown, index) => {
      const raw = asRecord(value);
      const at = (name: string) => `items.${index}.${name}`;

      const lineId = lineField.safeParse(raw.order_product_id);
      const line = lineId.success ? order?.order_products.find((p) => p.id === lineId.data) : undefined;
      let lineProblem = failure(lineId);
      if (lineId.success) {
        if (order && !line) lineProblem = RETURN_MESSAGES.notALine;
        else if (seen.has(lineId.data)) lineProblem = RETURN_MESSAGES.duplicateLine;
        seen.add(lineId.data);
      }
      if (lineProblem) problem(at("order_product_id"), lineProblem);

      const quantity = quantityField.safeParse(raw.quantity);
      let quantityProblem = failure(quantity);
      if (quantity.success && !lineProblem && line && order && hasShipped(order)) {
        const left = returnableQuantity(order, line);
        if (quantity.data > left) quantityProblem = left === 0 ? RETURN_MESSAGES.nothingLeft : RETURN_MESSAGES.atMost(left);
      }
      if (quantityProblem) problem(at("quantity"), quantityProblem);

      const reason = reasonField.safeParse(raw.reason);
      if (!reason.success) problem(at("reason"), failure(reason)!);
      const type = typeField.safeParse(raw.type);
      if (!type.success) problem(at("type"), failure(type)!);

      if (line && !lineProblem && quantity.success && !quantityProblem && reason.success && type.success) {
        items.push({ order_product_id: line.id, quantity: quantity.data, reason: reason.data, type: type.data as ReturnType });
      }
    });
  }

  const comment = commentField.safeParse(body.additional_comment);
  if (!comment.success) problem("additional_comment", failure(comment)!);

  if (problems.length > 0 || !order || !comment.success) return { errors: problems };
  return { order, items, comment: comment.data ?? null };
}

export function createReturnRequest({ order, items, comment }: CheckedRequest, now: string): ReturnRequest {
  store.counters.return_request += 1;
  const request: ReturnRequest = {
    id: store.counters.return_request,
    order_id: order.id,
    status: RETURN_STATUS.requested,
    created_at: now,
    additional_comment: comment,
    items,
  };
  store.returns.push(request);
  order.status = "return requested";
  order.milestone = MILESTONES["return requested"];
  return request;
}
