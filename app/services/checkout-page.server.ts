/**
 * The checkout pages' loaders and actions. Every step is a form that posts,
 * is validated with its zod schema on the server, saves through the API and
 * redirects to the next step (post/redirect/get), so the checkout works
 * without JavaScript. A failed post answers with field errors and the values
 * worth showing again: never the card's.
 */
import { data, redirect } from "@remix-run/node";

import { type Step, STEP_FIELDS, STEPS, firstIncompleteStep, isComplete, isStep, resolveStep, stepHref } from "~/lib/checkout/steps";
import { toOrderSummary } from "~/lib/checkout/summary";
import {
  type AddressInput,
  CARD_MESSAGES,
  REPEATABLE_PAYMENT_FIELDS,
  addressSchema,
  addressStepSchema,
  codeSchema,
  contactSchema,
  paymentSchema,
  shippingMethodSchema,
} from "~/lib/forms/checkout";
import { type FieldErrors, fieldErrorsOf, pickFields } from "~/lib/forms/fields";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { analyticsPrice } from "~/lib/money";

import { type ClientEvent, sendEvent } from "./analytics.server";
import { ApiError, asRouteError, isNotFound, isRedirect, orFallback } from "./api.server";
import {
  bindCode,
  getCheckoutCart,
  getCheckoutOrder,
  getPaymentMethods,
  getShippingRates,
  placeOrder,
  startCheckout,
  tokenizeCard,
  unbindCode,
  updateCheckout,
} from "./checkout.server";
import { env } from "./env.server";
import { readFormData } from "./form-data.server";
import type { Cart, Order } from "./schemas.server";
import { type StoreSession, commitSession, currentPath, getSession, getUser } from "./session.server";
import { getAddresses } from "./users.server";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

const progressOf = (cart: Cart, summary = toOrderSummary(cart)) => ({ ...cart.checkout, amountDue: summary.total });

/** Events carry the cart and checkout ids; purchase adds the order. Sent without holding up the page. */
function track(request: Request, event: ClientEvent) {
  void sendEvent(request, { url: currentPath(request), ...event });
}

/* ---- /checkout: start, then go to the checkout's own URL ---- */

export async function beginCheckout(request: Request) {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  if (!cartId) return data({ empty: true }, { headers: noStore });
  let cart: Cart;
  try {
    cart = await startCheckout(request, cartId);
  } catch (error) {
    // A cart the API no longer knows, or an empty one: nothing to check out.
    if (isNotFound(error) || (error instanceof ApiError && error.status === 400)) {
      if (isNotFound(error)) session.unset("cart_unique_id");
      return data({ empty: true }, { headers: { ...noStore, "Set-Cookie": await commitSession(session) } });
    }
    return asRouteError(error);
  }
  const user = await getUser(request);
  if (user && !cart.checkout.email) {
    // A signed-in shopper's contact step is done for them; they can still change it.
    cart = await orFallback(updateCheckout(request, cartId, { email: user.email }), cart);
  }
  const checkoutId = cart.checkout.checkout_id!;
  track(request, { event_id: "begin_checkout", cart_id: cartId, checkout_id: checkoutId, product_price: analyticsPrice(cart.total_cost) });
  throw redirect(stepHref(checkoutId, firstIncompleteStep(progressOf(cart))));
}

/* ---- /checkout/{id}: the steps ---- */

/** The session's cart as the checkout copy, or off to /checkout when it is gone, empty or another checkout. */
async function requireCheckout(request: Request, checkoutId: string) {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  if (!cartId) throw redirect("/checkout");
  let cart: Cart;
  try {
    cart = await getCheckoutCart(request, cartId);
  } catch (error) {
    if (isNotFound(error)) throw redirect("/checkout");
    return asRouteError(error);
  }
  if (cart.items.length === 0 || cart.checkout.checkout_id !== checkoutId) throw redirect("/checkout");
  return { session, cartId, cart };
}

export async function loadCheckoutStep(request: Request, checkoutId: string) {
  const { session, cartId, cart } = await requireCheckout(request, checkoutId);
  const requested = new URL(request.url).searchParams.get("step");
  const summary = toOrderSummary(cart);
  const progress = progressOf(cart, summary);
  const step = resolveStep(requested, progress);
  // Each step has one URL; a step not open yet sends the shopper to the one to do first.
  if (requested !== step) throw redirect(stepHref(checkoutId, step));

  const user = await getUser(request);
  const address = cart.checkout.shipping_address;
  // The cart carries the rates for its address once it has one; asking again would cost a round trip.
  const knownRates = cart.shipping_rates.rates.length > 0 ? cart.shipping_rates.rates : null;
  const [rates, methods, addresses] = await Promise.all([
    step === "shipping" && address ? (knownRates ?? getShippingRates(request, cartId, address).catch(asRouteError)) : null,
    step === "payment" ? getPaymentMethods().catch(asRouteError) : null,
    step === "address" && user ? getAddresses(request) : [],
  ]);
  const notice = session.get("checkout_notice") ?? null;
  return data(
    {
      checkoutId,
      step,
      steps: STEPS.map((id) => ({ id, done: isComplete(id, progress) })),
      summary,
      checkout: { ...cart.checkout, shipping_rate: cart.shipping_rates.rates.find((r) => r.id === cart.checkout.shipping_rate_id) ?? null },
      rates,
      methods,
      addresses,
      signedIn: Boolean(user),
      notice,
    },
    { headers: notice ? { ...noStore, "Set-Cookie": await commitSession(session) } : noStore },
  );
}

/** What a failed post answers: the errors under their fields, the values worth keeping, a message for the form. */
export type CheckoutFailure = { intent: string; fieldErrors: FieldErrors; values: Record<string, string | undefined>; message: string | null };

/** Longer than any field allows: enough to show a value again, never a posted megabyte. */
const SHOWN_VALUE_MAX = 300;

function failure(intent: string, fieldErrors: FieldErrors, values: Record<string, string | undefined>, status = 400, message: string | null = null) {
  const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value?.slice(0, SHOWN_VALUE_MAX)]));
  return data<CheckoutFailure>({ intent, fieldErrors, values: shown, message }, { status, headers: noStore });
}

/** The API's field errors under the form's names; a failure without any becomes the form's message. */
function apiFailure(intent: string, error: ApiError, values: Record<string, string | undefined>, names: Record<string, string> = {}) {
  const fieldErrors: FieldErrors = {};
  for (const [property, message] of Object.entries(error.fieldErrors)) {
    const name = names[property] ?? property;
    if (!(name in fieldErrors)) fieldErrors[name] = message;
  }
  const message = Object.keys(fieldErrors).length > 0 ? null : error.status < 500 ? error.message : GENERIC_FAILURE;
  return failure(intent, fieldErrors, values, error.status < 500 ? 400 : 502, message);
}

/**
 * Runs a step's save: the API's refusal goes under the form's fields (`names`
 * maps the API's properties to them). A 404 (the cart is gone) is left to
 * checkoutAction, which starts over.
 */
async function saving<T>(intent: Step, values: Record<string, string | undefined>, save: () => Promise<T>, names: Record<string, string> = {}) {
  try {
    return await save();
  } catch (error) {
    if (error instanceof ApiError && error.status !== 404) return apiFailure(intent, error, values, names);
    throw error;
  }
}

/** After a step is saved: on to the first step still to do (review once all are done). */
function saved(checkoutId: string, cart: Cart) {
  return redirect(stepHref(checkoutId, firstIncompleteStep(progressOf(cart))));
}

export async function checkoutAction(request: Request, checkoutId: string) {
  const form = await readFormData(request);
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  if (!cartId) return redirect("/checkout");
  const intent = String(form.get("intent") ?? "");
  const step: Step = isStep(form.get("step")) ? (form.get("step") as Step) : "review";
  try {
    switch (intent) {
      case "contact":
        return await saveContact(request, form, checkoutId, cartId);
      case "address":
        return await saveAddress(request, form, checkoutId, cartId);
      case "shipping":
        return await saveShippingMethod(request, form, checkoutId, cartId);
      case "payment":
        return await savePayment(request, form, checkoutId, cartId);
      case "place-order":
        return await submitOrder(request, session, checkoutId, cartId);
      case "apply-code":
        return await applyCode(request, form, checkoutId, cartId, step);
      case "remove-code":
        return await removeCode(request, form, checkoutId, cartId, step);
      default:
        return failure(intent, {}, {}, 400, "Unknown checkout action.");
    }
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError)) throw error;
    // The cart went away under the checkout (another tab placed the order, a reset): start over.
    if (error.status === 404) return redirect("/checkout");
    throw error;
  }
}

async function saveContact(request: Request, form: FormData, checkoutId: string, cartId: string) {
  const values = pickFields(form, STEP_FIELDS.contact);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) return failure("contact", fieldErrorsOf(parsed.error), values, 422);
  return saving("contact", values, async () => saved(checkoutId, await updateCheckout(request, cartId, parsed.data)));
}

async function saveAddress(request: Request, form: FormData, checkoutId: string, cartId: string) {
  const values = pickFields(form, STEP_FIELDS.address);
  const parsed = addressStepSchema.safeParse(values);
  if (!parsed.success) return failure("address", fieldErrorsOf(parsed.error), values, 422);
  let address: AddressInput;
  if ("address" in parsed.data) {
    address = parsed.data.address;
  } else {
    const chosen = await savedAddress(request, parsed.data.saved_address_id);
    if (!chosen) {
      return failure("address", { saved_address_id: "This saved address is incomplete. Enter the address below." }, values, 422);
    }
    address = chosen;
  }
  return saving("address", values, async () => saved(checkoutId, await updateCheckout(request, cartId, { shipping_address: address })));
}

/** A saved address of the signed-in shopper, as checkout sends it; null if it is not theirs or not complete. */
async function savedAddress(request: Request, id: number): Promise<AddressInput | null> {
  const user = await getUser(request);
  if (!user) return null;
  const found = (await getAddresses(request)).find((address) => address.id === id);
  if (!found) return null;
  const parsed = addressSchema.safeParse({
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    company: found.company ?? undefined,
    address: found.address,
    apartment: found.apartment ?? undefined,
    city: found.city,
    state: found.state,
    zip_code: found.zip_code,
    country: found.country,
    phone_number: found.phone_number ?? user.phone ?? "",
  });
  return parsed.success ? parsed.data : null;
}

async function saveShippingMethod(request: Request, form: FormData, checkoutId: string, cartId: string) {
  const values = pickFields(form, STEP_FIELDS.shipping);
  const parsed = shippingMethodSchema.safeParse(values);
  if (!parsed.success) return failure("shipping", fieldErrorsOf(parsed.error), values, 422);
  return saving("shipping", values, async () => {
    const cart = await updateCheckout(request, cartId, parsed.data);
    track(request, {
      event_id: "add_shipping_info",
      cart_id: cartId,
      checkout_id: checkoutId,
      tag: parsed.data.shipping_rate_id,
      product_price: analyticsPrice(cart.total_cost),
    });
    return saved(checkoutId, cart);
  });
}

/** The gateway's names for the card fields, as the form calls them. */
const CARD_FIELD_NAMES = { number: "card_number", expiry: "expiry", exp_month: "expiry", exp_year: "expiry", cvc: "cvc", holder_name: "holder_name" };

async function savePayment(request: Request, form: FormData, checkoutId: string, cartId: string) {
  // The card's number and code are read for this request only: never stored, logged or sent back.
  const posted = pickFields(form, [...STEP_FIELDS.payment, "keep_card"]);
  const values = pickFields(form, REPEATABLE_PAYMENT_FIELDS);
  const parsed = paymentSchema.safeParse(posted);
  if (!parsed.success) return failure("payment", fieldErrorsOf(parsed.error), values, 422);
  const { card, payment_method } = parsed.data;
  return saving(
    "payment",
    values,
    async () => {
      if (card === "kept") {
        // Going on with the card verified before: only if the checkout really still has one.
        const current = await getCheckoutCart(request, cartId);
        if (current.checkout.payment_method !== "card" || !current.checkout.card) {
          return failure("payment", { card_number: CARD_MESSAGES.number }, values, 422);
        }
        return saved(checkoutId, current);
      }
      const patch = card ? { payment_method, payment_token: (await tokenizeCard(request, card)).token } : { payment_method };
      const cart = await updateCheckout(request, cartId, patch);
      track(request, {
        event_id: "add_payment_info",
        cart_id: cartId,
        checkout_id: checkoutId,
        tag: payment_method,
        product_price: analyticsPrice(toOrderSummary(cart).total),
      });
      return saved(checkoutId, cart);
    },
    CARD_FIELD_NAMES,
  );
}

/** Where a failed order sends the shopper back to, by the API's property. */
const STEP_OF_PROPERTY: Record<string, Step> = {
  email: "contact",
  shipping_address: "address",
  shipping_rate_id: "shipping",
  payment_method: "payment",
  payment_token: "payment",
  number: "payment",
};
const FIELD_OF_PROPERTY: Record<string, string> = { number: "card_number", payment_token: "card_number" };

async function submitOrder(request: Request, session: StoreSession, checkoutId: string, cartId: string) {
  const returnUrl = new URL(`/checkout/${encodeURIComponent(checkoutId)}/return`, siteOrigin(request)).toString();
  try {
    const placed = await placeOrder(request, cartId, returnUrl);
    if (placed.order) return finishOrder(request, session, cartId, checkoutId, placed.order);
    if (placed.redirect_url && isProviderUrl(placed.redirect_url)) return redirect(placed.redirect_url);
    throw new ApiError(502, [], "The payment provider's address was not acceptable.");
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError)) throw error;
    if (error.status === 404) return redirect("/checkout");
    const first = error.errors[0];
    const property = first?.property ?? null;
    const message = error.status < 500 ? (first?.message ?? error.message) : GENERIC_FAILURE;
    track(request, { event_id: "checkout_error", cart_id: cartId, checkout_id: checkoutId, message });
    if (error.status >= 500) return failure("place-order", {}, {}, 502, message);
    // An empty cart has nothing to check out; every other refusal belongs to a step.
    if (property === null && error.status === 400) return redirect("/checkout");
    const step = (property && STEP_OF_PROPERTY[property]) || "review";
    session.flash("checkout_notice", { message, field: property ? (FIELD_OF_PROPERTY[property] ?? property) : null });
    return redirect(stepHref(checkoutId, step), { headers: { "Set-Cookie": await commitSession(session) } });
  }
}

/**
 * The storefront's own origin for the provider's return address: SITE_URL
 * when set (behind a proxy the request's host may be an internal one).
 */
function siteOrigin(request: Request): string {
  return env.SITE_URL ?? new URL(request.url).origin;
}

/** Off-site only to the payment provider the API names, and only over http(s) to the API's own origin. */
function isProviderUrl(url: string): boolean {
  try {
    const target = new URL(url);
    return (target.protocol === "https:" || target.protocol === "http:") && target.origin === new URL(env.API_URL).origin;
  } catch {
    return false;
  }
}

/** Spec 4 "Reset cart clears both copies and the stored cart id"; the success page reads the order back. */
async function finishOrder(request: Request, session: StoreSession, cartId: string, checkoutId: string, order: Order) {
  session.unset("cart_unique_id");
  session.set("last_order", { cart_unique_id: cartId, po_number: order.po_number });
  track(request, {
    event_id: "purchase",
    cart_id: cartId,
    checkout_id: checkoutId,
    order_id: order.po_number,
    product_price: analyticsPrice(order.final_amount),
  });
  return redirect(`/checkout/success/${encodeURIComponent(order.po_number)}`, { headers: { "Set-Cookie": await commitSession(session) } });
}

async function applyCode(request: Request, form: FormData, checkoutId: string, cartId: string, step: Step) {
  const values = pickFields(form, ["gift_card_code"]);
  const parsed = codeSchema.safeParse(values);
  if (!parsed.success) return failure("apply-code", fieldErrorsOf(parsed.error), values, 422);
  try {
    await bindCode(request, cartId, parsed.data.gift_card_code);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 404) {
      // Spec 8: binding is rejected to the caller; the API's message goes under the field.
      const message = error.status < 500 ? (error.errors[0]?.message ?? error.message) : GENERIC_FAILURE;
      return failure("apply-code", { gift_card_code: message }, values, error.status < 500 ? 400 : 502);
    }
    throw error;
  }
  return redirect(stepHref(checkoutId, step));
}

async function removeCode(request: Request, form: FormData, checkoutId: string, cartId: string, step: Step) {
  const code = pickFields(form, ["gift_card_code"]).gift_card_code?.trim();
  if (code) {
    try {
      await unbindCode(request, cartId, code);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 404) {
        const message = error.status < 500 ? error.message : GENERIC_FAILURE;
        return failure("remove-code", {}, { gift_card_code: code }, error.status < 500 ? 400 : 502, message);
      }
      throw error;
    }
  }
  return redirect(stepHref(checkoutId, step));
}

/* ---- /checkout/{id}/return: back from the payment provider ---- */

export async function returnFromProvider(request: Request, checkoutId: string) {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  if (!cartId) throw redirect(session.get("last_order") ? "/checkout/success" : "/checkout");
  let outcome: Awaited<ReturnType<typeof getCheckoutOrder>>;
  try {
    outcome = await getCheckoutOrder(request, cartId);
  } catch (error) {
    if (isNotFound(error)) throw redirect("/checkout");
    return asRouteError(error);
  }
  if (outcome.status === "paid" && outcome.order) return finishOrder(request, session, cartId, checkoutId, outcome.order);
  const step: Step = outcome.status === "pending" ? "review" : "payment";
  const message =
    outcome.message ??
    (outcome.status === "pending" ? "We are still waiting for the payment provider to confirm. Please try again." : GENERIC_FAILURE);
  if (outcome.status === "declined") track(request, { event_id: "checkout_error", cart_id: cartId, checkout_id: checkoutId, message });
  session.flash("checkout_notice", { message, field: outcome.status === "pending" ? null : "payment_method" });
  throw redirect(stepHref(checkoutId, step), { headers: { "Set-Cookie": await commitSession(session) } });
}

/* ---- /checkout/success/{id?} ---- */

export async function loadConfirmation(request: Request, poNumber: string | undefined) {
  const session = await getSession(request);
  const last = session.get("last_order");
  if (!last) {
    if (poNumber) throw data({ message: null }, { status: 404 });
    return data({ order: null }, { headers: noStore });
  }
  if (poNumber && poNumber !== last.po_number) throw data({ message: null }, { status: 404 });
  try {
    const outcome = await getCheckoutOrder(request, last.cart_unique_id);
    return data({ order: outcome.order }, { headers: noStore });
  } catch (error) {
    if (isNotFound(error)) return data({ order: null }, { headers: noStore });
    return asRouteError(error);
  }
}
