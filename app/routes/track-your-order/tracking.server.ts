// Spec 6: for guests and customers alike, by number, order e-mail and billing ZIP.
import { data, redirect } from "@remix-run/node";

import { orderDelivery } from "~/lib/delivery";
import { lineChoiceTexts } from "~/lib/line-choice";
import { type FormResult, refusal, shownValues, validate } from "~/lib/forms/form";
import { GENERIC_FAILURE, tooManyAttempts } from "~/lib/forms/messages";
import { trackOrderForm, trackOrderSchema } from "./track-order.form";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { ApiError, api, isNotFound } from "~/services/api.server";
import { fromApi, readForm } from "~/services/form-door.server";
import { TRACKING, attempt, byIp } from "~/services/rate-limit.server";
import { type Order, trackingResponse } from "~/services/schemas/orders.server";
import { type StoreDates, storeDates } from "~/services/dates.server";

export const NOT_FOUND = "We could not find an order with that number, email and billing ZIP code. Please check them and try again.";

const PERSONAL_KEYS = ["email", "billing_zip"];

/** E-mail and ZIP never reach a URL (history, logs, referrers): a number alone pre-fills; a URL with them redirects without. */
export function loadTrackingPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  if (PERSONAL_KEYS.some((name) => params.has(name))) {
    // Only a number the form would take: a made-up one of any length must not grow the Location header with it.
    const number = trackOrderSchema.shape.number.safeParse(params.get("number")).data;
    throw redirect(`/track-your-order${number ? `?${new URLSearchParams({ number })}` : ""}`, { status: 303, headers });
  }
  const values = shownValues(trackOrderForm, (name) => params.get(name));
  return data({ values, order: null as ReturnType<typeof shown> | null, result: null as FormResult | null }, { headers });
}

/** The lookup, through the form door: its answer is the page, found or refused. */
export async function trackOrder(request: Request) {
  const posted = await readForm(request);
  const read = (name: string) => posted.get(name);
  const values = shownValues(trackOrderForm, read);
  const page = (status: number, order: ReturnType<typeof shown> | null, result: FormResult | null, more: Record<string, string> = {}) =>
    data({ values, order, result }, { status, headers: { "Cache-Control": PRIVATE_NO_STORE, ...more } });

  const checked = validate(trackOrderForm, read);
  if (!checked.ok) return page(400, null, checked.result);
  const limited = await attempt([byIp(TRACKING, request)]);
  if (limited) {
    return page(429, null, refusal(trackOrderForm, {}, values, tooManyAttempts(limited.retryAfterS)), { "Retry-After": String(limited.retryAfterS) });
  }
  try {
    const response = await api(request, "/tracking", { schema: trackingResponse, query: checked.data });
    return page(200, shown(response.data.data, await storeDates(request)), null);
  } catch (error) {
    // A wrong combination is "not found", never a hint of which field was wrong.
    if (isNotFound(error)) return page(404, null, refusal(trackOrderForm, {}, values, NOT_FOUND));
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500) return page(502, null, refusal(trackOrderForm, {}, values, GENERIC_FAILURE));
    return page(400, null, fromApi(trackOrderForm, error, values));
  }
}
/** Anyone with a number, an e-mail and a ZIP can look an order up: its address, phone, e-mail and card never leave the server. */
export function shown(order: Order, dates: StoreDates) {
  return {
    po_number: order.po_number,
    placedOn: dates.instant(order.created_at),
    delivery: orderDelivery(order, dates.pattern),
    status: order.status,
    milestone: order.milestone ?? null,
    tracking_number: order.tracking_number ?? null,
    tracking_url: order.tracking_url ?? null,
    order_products: order.order_products.map((line) => ({
      product_configuration_id: line.product_configuration_id,
      configuration_id: line.configuration_id,
      materials: line.materials.map((material) => ({ title: material.title })),
      title: line.title,
      image_url: line.image_url ?? null,
      price: line.price,
      quantity: line.quantity,
      choices: lineChoiceTexts(line, dates.day),
    })),
    // Every line of the total, as the confirmation and the order page show them (components/OrderTotals.tsx).
    subtotal_amount: order.subtotal_amount,
    discount_amount: order.discount_amount,
    gift_card_amount: order.gift_card_amount,
    shipping_amount: order.shipping_amount,
    shipping_method: order.shipping_method ? { id: order.shipping_method.id } : null,
    tax_amount: order.tax_amount,
    final_amount: order.final_amount,
    // A gift card's code spends its balance: the lookup shows its last four characters only.
    options: {
      discounts: order.options.discounts,
      gift_cards: Object.fromEntries(Object.entries(order.options.gift_cards).map(([code, entry]) => [`ending ${code.slice(-4)}`, entry])),
    },
  };
}
