// Post/redirect/get through the form door, so checkout works without JavaScript; a refused post never echoes the card.

import { data, redirect, redirectDocument } from "@remix-run/node";

import { type STEPS, firstIncompleteStep, isComplete, isStep, resolveStep, stepHref, stepTitle, stepsOf } from "~/lib/checkout/steps";
import { NO_SHIPPING_RATES, cheapestRate } from "~/lib/checkout/shipping";
import { needsEstimate, toOrderSummary } from "~/lib/checkout/summary";
import { type AddressInput, type BillingInput, addressSchema } from "~/lib/forms/address";
import { cartQuantityForm, cartRemoveForm } from "~/lib/forms/cart";
import { applyCodeForm, contactForm, placeOrderForm, removeCodeForm, shippingMethodForm } from "./checkout.form";
import type { FieldErrors } from "~/lib/forms/form";
import { GENERIC_FAILURE, doesNotCorrespond } from "~/lib/forms/messages";
import { addressForm, billingStepForm } from "./address.form";
import { CARD_MESSAGES, NEW_CARD, PAYMENT_METHODS, paymentForm } from "./payment.form";
import { cardExpiry, cardLabel } from "~/lib/orders";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { CART_LOAD_FAILED, GIFT_LOCKED, REMOVE_PARAM, hasNothingToBuy, withRemoveParam } from "~/lib/cart";
import { quantityRefusal } from "~/lib/quantity";
import { isThirdPartyFree } from "~/lib/third-party-free";
import { PLACING_TEXT, mayPlaceAgain, placingVerdict } from "~/lib/checkout/placing";
import { type AddressMismatch, addressMismatches } from "~/services/address-validation.server";
import { ApiError, failedPage, isNotFound, isRedirect } from "~/services/api.server";
import { removeFromCart, updateCartItem } from "~/services/cart.server";
import {
  type CheckoutPatch,
  bindCode,
  estimateShipping,
  finishOrder,
  getCheckoutCart,
  getCheckoutOrder,
  getPaymentMethods,
  getShippingRates,
  isProviderUrl,
  outcomeUnknown,
  placeOrder,
  progressOf,
  tokenizeCard,
  unbindCode,
  updateCheckout,
} from "~/services/checkout.server";
import { env } from "~/services/env.server";
import { getOrderOptions } from "~/services/orders.server";
import { storeDates } from "~/services/dates.server";
import { type Saved, handleForms, on, refuse } from "~/services/form-door.server";
import { attemptKey, awaitOutcome, pendingAttempt, settleAttempt } from "~/services/idempotency.server";
import { CARDS_PER_CART, CARDS_PER_IP, CODES, CODES_PER_IP, byIp, givenBackOnApiFailure } from "~/services/rate-limit.server";
import type { Cart } from "~/services/schemas/cart.server";
import { type StoreSession, commitSession, currentPath, getSession, getUser } from "~/services/session.server";
import {
  applyPaypalShippingAddress,
  applyPaypalShippingMethod,
  expressChoices,
  placePaypalOrder,
  updateExpressShipping,
} from "~/services/express.server";
import { listSavedCards } from "~/services/payment-methods.server";
import { getAddresses, getProfile } from "~/services/users.server";
import { happened } from "~/services/store-events.server";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

async function requireCheckout(request: Request, checkoutId: string) {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  if (!cartId) throw redirect("/checkout");
  let cart: Cart;
  try {
    cart = await getCheckoutCart(request, cartId);
  } catch (error) {
    if (isNotFound(error)) throw redirect("/checkout");
    // Spec 8: rejected to the shopper, in the words /checkout uses.
    if (error instanceof ApiError) failedPage(CART_LOAD_FAILED, currentPath(request));
    throw error;
  }
  if (hasNothingToBuy(cart.items) || cart.checkout.checkout_id !== checkoutId) throw redirect("/checkout");
  return { session, cartId, cart };
}

/** An order whose answer never came (lib/checkout/placing.ts): the cart's last checkout says how it went. */
async function confirmPlacing(request: Request, checkoutId: string): Promise<{ kind: "waiting" } | { kind: "retry"; key: string } | null> {
  const session = await getSession(request);
  const placing = pendingAttempt(session);
  if (!placing || placing.checkout !== checkoutId) return null;
  let outcome: Awaited<ReturnType<typeof getCheckoutOrder>> | null = null;
  try {
    outcome = await getCheckoutOrder(request, placing.cart);
  } catch (error) {
    // Not known yet (no attempt recorded) or not readable: still confirming.
    if (!(error instanceof ApiError) && !isNotFound(error)) throw error;
  }
  const verdict = placingVerdict(outcome, placing, Date.now());
  if (verdict.kind === "placed" && outcome?.order) {
    const confirmation = await finishOrder(request, session, placing.cart, checkoutId, outcome.order);
    throw confirmation;
  }
  if (verdict.kind === "declined") {
    settleAttempt(session);
    session.flash("checkout_notice", { message: verdict.message ?? GENERIC_FAILURE, field: "payment_method" });
    throw redirect(stepHref(checkoutId, "payment"), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  if (new URL(request.url).searchParams.get("step") !== "review") throw redirect(stepHref(checkoutId, "review"));
  return verdict.kind === "retry" ? { kind: "retry", key: placing.key } : { kind: "waiting" };
}

export async function loadCheckoutStep(request: Request, checkoutId: string) {
  const placing = await confirmPlacing(request, checkoutId);
  // The bag may be gone already: the page only says the order is being confirmed, and looks again.
  if (placing?.kind === "waiting") return data({ checkoutId, confirming: true as const }, { headers: noStore });
  const { session, cartId, cart } = await requireCheckout(request, checkoutId);
  const requested = new URL(request.url).searchParams.get("step");
  const progress = progressOf(cart);
  const step = resolveStep(requested, progress);
  if (requested !== step) throw redirect(stepHref(checkoutId, step));

  const user = await getUser(request);
  const address = cart.checkout.shipping_address;
  // The cart carries the rates for its address once it has one; asking again would cost a round trip.
  const knownRates = cart.shipping_rates.rates.length > 0 ? cart.shipping_rates.rates : null;
  const [estimate, rates, methods, addresses, savedCards, express, terms, dates] = await Promise.all([
    // Spec 8 rejects a shipping-method failure: the panel then says shipping is calculated at the next step.
    needsEstimate(cart) ? (knownRates ? cheapestRate(knownRates) : estimateShipping(request, cartId).catch(withoutEstimate)) : null,
    step === "shipping" && address ? (knownRates ?? getShippingRates(request, cartId, address).catch(unavailable)) : null,
    step === "payment" ? getPaymentMethods().catch(unavailable) : null,
    step === "address" && user ? getAddresses(request) : [],
    // Saved cards are an offer, not a need: without them the shopper types a card.
    step === "payment" && user ? listSavedCards(request).catch(withoutSavedCards) : [],
    step === "contact" ? expressChoices() : [],
    getOrderOptions(),
    storeDates(request),
  ]);
  // Spec 8 rejects shipping-method and payment-method failures to the shopper: the step says so instead of its form.
  const failure = rates === UNAVAILABLE || methods === UNAVAILABLE ? GENERIC_FAILURE : null;
  if (Array.isArray(rates) && rates.length === 0) {
    // Nothing can be shipped to the saved address (the address step refused it, and the URL was typed): back to it, saying why.
    session.flash("checkout_notice", { message: NO_SHIPPING_RATES, field: null });
    throw redirect(stepHref(checkoutId, "address"), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  const summary = toOrderSummary(cart, estimate, { leadTimes: terms?.shipping?.handling_days.made_to_order ?? null, dateFormat: dates.pattern });
  const notice = session.get("checkout_notice") ?? (placing ? { message: PLACING_TEXT.retry, field: null } : null);
  return data(
    {
      checkoutId,
      confirming: false as const,
      step,
      // The review's place-order posts carry one key: a second press, or the same page posted again, is the same attempt.
      attempt: step === "review" ? attemptKey(placing) : null,
      steps: stepsOf(progress).map((id) => ({ id, title: stepTitle(id, progress.digitalOnly), done: isComplete(id, progress) })),
      summary,
      checkout: { ...cart.checkout, shipping_rate: cart.shipping_rates.rates.find((r) => r.id === cart.checkout.shipping_rate_id) ?? null },
      rates: rates === UNAVAILABLE || rates === null ? null : rates.map((rate) => ({ ...rate, arrives: dates.delivery(rate.delivery) })),
      methods: methods === UNAVAILABLE ? null : (methods?.filter((method) => !method.express && isStepMethod(method.id)) ?? null),
      express,
      leadTimes: [...new Set(summary.lines.flatMap((line) => (line.leadTime ? [line.leadTime] : [])))],
      // The review's gift options, on the API's terms: the card's length, and the wrap (none offered without them).
      gift: { maxLength: terms?.gift_message?.max_length ?? null, wrap: terms?.gift_wrap ?? null },
      cardChoice: cart.checkout.card ? String(cart.checkout.card.saved_card_id ?? NEW_CARD) : undefined,
      savedCards: savedCards.map((card) => ({ id: card.id, label: cardLabel(card), isDefault: card.is_default })),
      failure,
      addresses,
      signedIn: Boolean(user),
      notice,
      // A 0 posted without JavaScript: the panel asks before that line goes.
      confirmRemove: Number(new URL(request.url).searchParams.get(REMOVE_PARAM)) || null,
    },
    { status: failure ? 503 : 200, headers: notice ? { ...noStore, "Set-Cookie": await commitSession(session) } : noStore },
  );
}

const UNAVAILABLE = "unavailable" as const;

function withoutEstimate(error: unknown): null {
  if (error instanceof ApiError) return null;
  throw error;
}

function withoutSavedCards(error: unknown): [] {
  if (error instanceof ApiError) return [];
  throw error;
}

/** Anything but an API failure (a 401's redirect) goes on. */
function unavailable(error: unknown): typeof UNAVAILABLE {
  if (error instanceof ApiError) return UNAVAILABLE;
  throw error;
}

const isStepMethod = (id: string) => (PAYMENT_METHODS as readonly string[]).includes(id);

/** From the payment step on, a new document, where no third party runs (components/ThirdPartyGate.tsx). */
function saved(checkoutId: string, cart: Cart) {
  const next = stepHref(checkoutId, firstIncompleteStep(progressOf(cart)));
  return isThirdPartyFree(next) ? redirectDocument(next) : redirect(next);
}

/** Only the step named in the cart forms' `redirectTo` is read: the way back is always a step of this checkout. */
function stepOfBag(checkoutId: string, cart: Cart, redirectTo: string | undefined): string {
  const base = "http://checkout.invalid";
  const asked = redirectTo && URL.canParse(redirectTo, base) ? new URL(redirectTo, base).searchParams.get("step") : null;
  return stepHref(checkoutId, isStep(asked) ? asked : firstIncompleteStep(progressOf(cart)));
}

type PlaceOrderInput = { attempt?: string; gift_message?: string; gift_wrap?: "on" };

/** What the review's gift options change on the checkout; null when nothing (or a post without them). */
function giftChanges(cart: Cart, gift: Omit<PlaceOrderInput, "attempt">): Pick<CheckoutPatch, "gift_message" | "gift_wrap"> | null {
  if (gift.gift_message === undefined) return null;
  const wrap = gift.gift_wrap === "on";
  const message = gift.gift_message;
  if (message === (cart.checkout.gift_message ?? "") && wrap === cart.checkout.gift_wrap) return null;
  return { gift_message: message, gift_wrap: wrap };
}

const CARD_FIELD_NAMES = {
  number: "card_number",
  expiry: "expiry",
  exp_month: "expiry",
  exp_year: "expiry",
  cvc: "cvc",
  holder_name: "holder_name",
  card_name: "card_name",
  saved_card_id: "saved_card_id",
};

export async function checkoutAction(request: Request, checkoutId: string) {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  // Card testing: each new card typed counts for the cart and the address, unless the API itself failed on it.
  const cardLimits = [{ rule: CARDS_PER_CART, key: cartId ?? "no-cart" }, byIp(CARDS_PER_IP, request)];
  // Codes are guessable: the tries are counted per cart, which the session holds, and per address across carts.
  const codeLimits = [{ rule: CODES, key: cartId ?? "no-cart" }, byIp(CODES_PER_IP, request)];

  // Saves only when `:id` is the session cart's checkout: a post to another checkout's URL is a 404 and changes nothing.
  const inCart =
    <I,>(save: (input: I, cartId: string, cart: Cart) => Promise<Saved>) =>
    async (input: I): Promise<Saved> => {
      if (!cartId) return redirect("/checkout");
      const startOver = (error: unknown) => {
        // The cart an unanswered order was placed from may be gone because it was placed: the review step finds out.
        if (isNotFound(error)) return redirect(pendingAttempt(session, cartId) ? stepHref(checkoutId, "review") : "/checkout");
        throw error;
      };
      let cart: Cart;
      try {
        cart = await getCheckoutCart(request, cartId);
      } catch (error) {
        return startOver(error);
      }
      if (cart.checkout.checkout_id !== checkoutId) throw data({ message: null }, { status: 404 });
      return save(input, cartId, cart).catch(startOver);
    };

  return handleForms(
    request,
    on(
      contactForm,
      inCart(async (contact, cartId) => saved(checkoutId, await updateCheckout(request, cartId, contact))),
    ),
    on(
      addressForm,
      inCart(async (input, cartId, current) => {
        const address = "address" in input ? input.address : await savedAddress(request, input.saved_address_id);
        if (!address) return refuse({ saved_address_id: "This saved address is incomplete. Enter the address below." });
        const mismatched = await mismatchedParts(request, "address" in input ? input.address : null, input.billing_address);
        if (Object.keys(mismatched).length > 0) return refuse(mismatched);
        const cart = await saveAddress(request, cartId, current, address, input.billing_address);
        // Spec 8: a failure is the shopper's to know. The cart carries the rates now, so the shipping step need not ask.
        const rates = await getShippingRates(request, cartId, address);
        if (rates.length === 0) return refuse({}, NO_SHIPPING_RATES);
        return saved(checkoutId, cart);
      }),
    ),
    on(
      billingStepForm,
      inCart(async (billing, cartId) => {
        const mismatched = await mismatchedParts(request, null, billing);
        if (Object.keys(mismatched).length > 0) return refuse(mismatched);
        return saved(checkoutId, await updateCheckout(request, cartId, { billing_address: billing }));
      }),
    ),
    on(
      shippingMethodForm,
      inCart(async (method, cartId, current) => {
        const cart = await saveShippingMethod(request, cartId, current, method.shipping_rate_id);
        happened(request, { kind: "shipping chosen", cartId, checkoutId, rateId: method.shipping_rate_id, cart });
        return saved(checkoutId, cart);
      }),
    ),
    on(
      paymentForm,
      // The card's number and code are read for this request only: never stored, logged or sent back.
      inCart(async ({ card, payment_method }, cartId, current) => {
        if (card === "kept") {
          if (current.checkout.payment_method !== "card" || !current.checkout.card) return refuse({ card_number: CARD_MESSAGES.number });
          return saved(checkoutId, current);
        }
        let patch: CheckoutPatch = { payment_method };
        if (card && "saved_card_id" in card) patch = { payment_method, saved_card_id: card.saved_card_id };
        else if (card) {
          // Only an account can keep a card: a guest's save choice is never sent.
          const save = card.save && Boolean(await getUser(request));
          patch = { payment_method, payment_token: (await givenBackOnApiFailure(cardLimits, () => tokenizeCard(request, { ...card, save }))).token };
        }
        const cart = await updateCheckout(request, cartId, patch);
        happened(request, { kind: "payment chosen", cartId, checkoutId, method: payment_method, total: toOrderSummary(cart).total });
        return saved(checkoutId, cart);
      }),
      {
        names: CARD_FIELD_NAMES,
        limit: ({ card }) => (card && card !== "kept" && !("saved_card_id" in card) ? cardLimits : []),
      },
    ),
    on(
      placeOrderForm,
      (input) => {
        // While an earlier answer is awaited, a press looks it up rather than sending it again, until it may be retried.
        const pending = pendingAttempt(session, cartId);
        if (pending && !mayPlaceAgain(pending, Date.now())) return Promise.resolve(redirect(stepHref(checkoutId, "review")));
        return inCart(async ({ attempt, ...gift }: PlaceOrderInput, id, current) => {
          const changes = giftChanges(current, gift);
          if (!changes) return submitOrder(request, session, checkoutId, id, current, attempt);
          // The gift options ride on the order's button: saved first, so the order carries them, and refused under it.
          let gifted: Cart;
          try {
            gifted = await updateCheckout(request, id, changes);
          } catch (error) {
            if (error instanceof ApiError && error.status === 400) return refuse({ gift_message: error.forShopper }, error.forShopper);
            throw error;
          }
          return submitOrder(request, session, checkoutId, id, gifted, attempt);
        })(input);
      },
      { offsite: isProviderUrl },
    ),
    // The bag in the order panel: spec 4, an update goes to the checkout copy, by the unique_id that copy has.
    on(
      cartQuantityForm,
      inCart(async ({ item_id, quantity, redirectTo }, _, cart) => {
        const back = stepOfBag(checkoutId, cart, redirectTo);
        const line = cart.items.find((item) => item.id === item_id);
        if (!line) return redirect(back);
        if (line.gift_campaign_id != null) return refuse({ quantity: GIFT_LOCKED });
        // Spec 4: a 0 removes the line once the shopper confirms; without JavaScript the step asks now.
        if (quantity === 0) return redirect(withRemoveParam(back, item_id));
        const refused = quantityRefusal(quantity, line);
        if (refused) return refuse({ quantity: refused });
        // Spec 8: a failure is swallowed; the step reloads the checkout copy either way, so it shows only what was saved.
        await updateCartItem(request, cart.unique_id, item_id, quantity);
        return redirect(back);
      }),
    ),
    on(
      cartRemoveForm,
      inCart(async ({ item_id, redirectTo }, _, cart) => {
        const back = stepOfBag(checkoutId, cart, redirectTo);
        const line = cart.items.find((item) => item.id === item_id);
        if (!line) return redirect(back);
        if (line.gift_campaign_id != null) return refuse({}, GIFT_LOCKED);
        const after = await removeFromCart(request, cart, item_id, { checkout_id: checkoutId, url: currentPath(request) });
        return redirect(after && hasNothingToBuy(after.items) ? "/checkout" : back);
      }),
    ),
    on(
      applyCodeForm,
      inCart(async ({ gift_card_code, step }, cartId) => {
        // Spec 8: rejected to the caller; an API failure (not a refusal) gives the try back, so an outage guesses nothing.
        await givenBackOnApiFailure(codeLimits, () => bindCode(request, cartId, gift_card_code));
        return redirect(stepHref(checkoutId, step ?? "review"));
      }),
      { limit: () => codeLimits },
    ),
    on(
      removeCodeForm,
      inCart(async ({ gift_card_code, step }, cartId) => {
        if (gift_card_code) await unbindCode(request, cartId, gift_card_code);
        return redirect(stepHref(checkoutId, step ?? "review"));
      }),
    ),
  );
}

const PART_LABELS: Record<AddressMismatch, string> = { zip_code: "ZIP code", state: "State" };

/** Integration 64: a typed address's mismatched part, under its field in spec 5's fieldNotExists words; saved ones are not checked. */
async function mismatchedParts(request: Request, shipping: AddressInput | null, billing: BillingInput | null): Promise<FieldErrors> {
  const [shipped, billed] = await addressMismatches(request, [shipping, billing]);
  return Object.fromEntries([
    ...shipped.map((part) => [part, doesNotCorrespond(PART_LABELS[part])]),
    ...billed.map((part) => [`billing_${part}`, doesNotCorrespond(PART_LABELS[part])]),
  ]);
}

/** Express payments keep their own shipping-address call so the provider's approval follows; billing goes separately. */
async function saveAddress(request: Request, cartId: string, cart: Cart, address: AddressInput, billing: BillingInput | null): Promise<Cart> {
  const { payment_method, email } = cart.checkout;
  const express =
    payment_method === "paypal_express" && email
      ? applyPaypalShippingAddress(request, cartId, email, address)
      : payment_method === "affirm_express"
        ? updateExpressShipping(request, cartId, { shipping_address: address })
        : null;
  if (!express) return updateCheckout(request, cartId, { shipping_address: address, billing_address: billing });
  const shipped = await express;
  if (billing === null && !shipped.checkout.billing_address) return shipped;
  return updateCheckout(request, cartId, { billing_address: billing });
}

function saveShippingMethod(request: Request, cartId: string, cart: Cart, rateId: string): Promise<Cart> {
  const method = cart.checkout.payment_method;
  if (method === "paypal_express") return applyPaypalShippingMethod(request, cartId, rateId);
  if (method === "affirm_express") return updateExpressShipping(request, cartId, { shipping_rate_id: rateId });
  return updateCheckout(request, cartId, { shipping_rate_id: rateId });
}

async function savedAddress(request: Request, id: number): Promise<AddressInput | null> {
  const user = await getUser(request);
  if (!user) return null;
  // The surname and phone are not in the session: the profile has them (a failure leaves them to the address).
  const [addresses, profile] = await Promise.all([getAddresses(request), getProfile(request)]);
  const found = addresses.find((address) => address.id === id);
  if (!found) return null;
  const parsed = addressSchema.safeParse({
    first_name: user.first_name ?? "",
    last_name: profile?.last_name ?? "",
    company: found.company ?? undefined,
    address: found.address,
    apartment: found.apartment ?? undefined,
    city: found.city,
    state: found.state,
    zip_code: found.zip_code,
    country: found.country,
    phone_number: found.phone_number ?? profile?.phone ?? "",
  });
  return parsed.success ? parsed.data : null;
}

const STEP_OF_PROPERTY: Record<string, (typeof STEPS)[number]> = {
  email: "contact",
  shipping_address: "address",
  billing_address: "address",
  shipping_rate_id: "shipping",
  payment_method: "payment",
  payment_token: "payment",
  number: "payment",
};
const FIELD_OF_PROPERTY: Record<string, string> = { number: "card_number", payment_token: "card_number" };

/** The name and expiry of a typed card the payment refused (a saved card is chosen again, not typed). */
function refusedCard(cart: Cart): { holder_name: string; expiry: string } | undefined {
  const card = cart.checkout.card;
  if (!card || card.saved_card_id) return undefined;
  return { holder_name: card.holder_name ?? "", expiry: cardExpiry(card.exp_month, card.exp_year) };
}

/** One attempt key per cart until its answer is known, so nothing is ordered twice. */
async function submitOrder(request: Request, session: StoreSession, checkoutId: string, cartId: string, cart: Cart, attempt: string | undefined) {
  const method = cart.checkout.payment_method;
  const returnUrl = new URL(`/checkout/${encodeURIComponent(checkoutId)}/return`, env.SITE_URL).toString();
  const pending = pendingAttempt(session, cartId);
  const key = attemptKey(pending, attempt);
  try {
    // PayPal express captures what was approved on PayPal's page; Affirm express takes the ordinary call.
    const placed = method === "paypal_express" ? await placePaypalOrder(request, cartId, key) : await placeOrder(request, cartId, returnUrl, key);
    if (placed.order) return finishOrder(request, session, cartId, checkoutId, placed.order, cart.items);
    settleAttempt(session);
    if (placed.redirect_url && isProviderUrl(placed.redirect_url)) return redirect(placed.redirect_url, { headers: { "Set-Cookie": await commitSession(session) } });
    throw new ApiError(502, [{ property: null, message: "The payment provider's address was not acceptable." }]);
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError)) throw error;
    if (outcomeUnknown(error)) {
      awaitOutcome(session, { cart: cartId, checkout: checkoutId, key }, pending?.at);
      return redirect(stepHref(checkoutId, "review"), { headers: { "Set-Cookie": await commitSession(session) } });
    }
    settleAttempt(session);
    const first = error.errors[0];
    const property = first?.property ?? null;
    const message = error.forShopper;
    happened(request, { kind: "checkout failed", cartId, checkoutId, message });
    // A 5xx is the door's to say: the spec's generic failure, on the review step.
    if (error.status >= 500) throw error;
    if (property === null && error.status === 400) return redirect("/checkout");
    const step = (property && STEP_OF_PROPERTY[property]) || "review";
    const card = step === "payment" ? refusedCard(cart) : undefined;
    session.flash("checkout_notice", { message, field: property ? (FIELD_OF_PROPERTY[property] ?? property) : null, ...(card ? { card } : {}) });
    return redirect(stepHref(checkoutId, step), { headers: { "Set-Cookie": await commitSession(session) } });
  }
}
