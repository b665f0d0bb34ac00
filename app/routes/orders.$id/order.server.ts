// Spec 3 "Order (customer view)". An order that is not the shopper's own (the API's 404) is the store's 404 page.
import { data } from "@remix-run/node";

import { RETURN_TYPE_CHOICES } from "~/lib/forms/returns";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { orderDelivery } from "~/lib/delivery";
import { lineChoiceTexts } from "~/lib/line-choice";
import { orderAddresses, paymentMethodLabel, sentenceCase } from "~/lib/orders";
import { asRouteError } from "~/services/api.server";
import { storeDates } from "~/services/dates.server";
import { handleForms, on } from "~/services/form-door.server";
import { redirectWithNotice } from "~/services/notice.server";
import { getOrder, getOrderOptions, updateGiftMessage } from "~/services/orders.server";
import type { OrderOptions } from "~/services/schemas/orders.server";
import { RETURN_STATUSES } from "~/services/schemas/returns.server";
import { requireUser } from "~/services/session.server";
import { getBootstrap } from "~/services/site.server";

import { giftMessageForm } from "./gift-message.form";

/** Spec 8's success message, shown once on the order after a request is sent. */
export const REQUEST_SENT = "Request sent successfully";
export const GIFT_MESSAGE_SAVED = "Your gift message is saved.";
export const GIFT_MESSAGE_REMOVED = "The gift message is taken off the order.";

/** The gift message's limit while the order may still take one (GET /order-options); null once it has shipped. */
function giftMessageLimit(options: OrderOptions | null, status: string): number | null {
  const rule = options?.gift_message;
  return rule && rule.editable_statuses.includes(status) ? rule.max_length : null;
}

/** Anything but a whole number is no page of ours. */
export function orderIdOf(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,11}$/.test(param)) throw data({ message: null }, { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  return Number(param);
}

/** A failure other than 404 is the page's honest error. */
export async function loadOrder(request: Request, idParam: string | undefined) {
  await requireUser(request);
  const id = orderIdOf(idParam);
  const [order, bootstrap] = await Promise.all([getOrder(request, id).catch(asRouteError), getBootstrap(request)]);
  return { order, reasons: bootstrap.allowed_return_reasons };
}

const TYPE_LABELS: Record<number, string> = Object.fromEntries(RETURN_TYPE_CHOICES.map((choice) => [Number(choice.value), choice.label]));

/** Spec 4 "Return statuses", in words. */
export function returnStatusLabel(status: number): string {
  const name = (RETURN_STATUSES as Record<number, string>)[status];
  return name ? sentenceCase(name) : `Status ${status}`;
}

export async function loadOrderPage(request: Request, idParam: string | undefined) {
  const [{ order, reasons }, options, dates] = await Promise.all([loadOrder(request, idParam), getOrderOptions(), storeDates(request)]);
  const reasonTitles = new Map(reasons.map((reason) => [reason.id, reason.title]));
  const pieces = new Map(order.order_products.map((line) => [line.id, line.title]));
  const requests = [...order.returns].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return data(
    {
      order: {
        id: order.id,
        number: order.po_number,
        date: { iso: order.created_at, text: dates.instant(order.created_at) },
        status: sentenceCase(order.status),
        delivery: orderDelivery(order, dates.pattern),
        milestone: order.milestone ?? null,
        tracking: order.tracking_number ? { number: order.tracking_number, url: order.tracking_url } : null,
        giftMessage: order.gift_message ?? null,
        giftMessageMax: giftMessageLimit(options, order.status),
        addresses: orderAddresses(order),
        payment: paymentMethodLabel(order.payment_method, order.card),
        lines: order.order_products.map((line) => ({
          product_configuration_id: line.product_configuration_id,
          configuration_id: line.configuration_id,
          materials: line.materials.map((material) => ({ title: material.title })),
          title: line.title,
          image_url: line.image_url ?? null,
          price: line.price,
          quantity: line.quantity,
          choices: lineChoiceTexts(line, dates.day),
        })),
        amounts: {
          subtotal_amount: order.subtotal_amount,
          discount_amount: order.discount_amount,
          gift_card_amount: order.gift_card_amount,
          shipping_amount: order.shipping_amount,
          shipping_method: order.shipping_method ? { id: order.shipping_method.id } : null,
          tax_amount: order.tax_amount,
          final_amount: order.final_amount,
          options: order.options,
        },
        canRequestReturn: order.order_products.some((line) => line.returnable_quantity > 0),
        returns: requests.map((request) => ({
          id: request.id,
          date: { iso: request.created_at, text: dates.instant(request.created_at) },
          status: returnStatusLabel(request.status),
          comment: request.additional_comment || null,
          items: request.items.map((item, index) => ({
            key: `${item.order_product_id}-${index}`,
            piece: pieces.get(item.order_product_id) ?? "A piece of this order",
            quantity: item.quantity,
            reason: reasonTitles.get(item.reason) ?? "Unknown reason",
            type: TYPE_LABELS[item.type] ?? "Not stated",
          })),
        })),
      },
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/** The gift message's post: sent as typed (empty takes it off), then back to the order saying so. */
export async function orderAction(request: Request, idParam: string | undefined) {
  const [{ order }, options] = await Promise.all([loadOrder(request, idParam), getOrderOptions()]);
  // Past the time to change it, the API's own refusal says why (under the field).
  const form = giftMessageForm(options?.gift_message?.max_length ?? 2000);
  return handleForms(
    request,
    on(form, async ({ gift_message }) => {
      await updateGiftMessage(request, order.id, gift_message);
      return redirectWithNotice(request, `/orders/${order.id}`, gift_message ? GIFT_MESSAGE_SAVED : GIFT_MESSAGE_REMOVED);
    }),
  );
}
