/** Each reset undoes its scenario alone; what it needs lives in store.scenarios, so POST /__qa/reset ends them all. */
import { z } from "zod";

import { findUserByEmail, findUserById, normalizeEmail } from "./accounts";
import { findCart, isGift } from "./cart";
import { formatUsd, retireOpenPayments } from "./cart-access";
import { findGiftCard, unbindCode } from "./codes";
import { addFault, listFaults, removeFault } from "./faults";
import type { ApiError } from "./http";
import { toCents, toDollars } from "./money";
import { findConfiguration, productTitle } from "./products";
import { issueErrors, type QaResult } from "./qa";
import { bumpCacheVersion, store } from "./store";

export interface ScenarioParameter {
  name: string;
  /** The console's field label. */
  label: string;
  type: "string" | "number";
  required: boolean;
  description: string;
}

/** `message` is a sentence for the console's notice; the rest is for scripts. */
export type ScenarioOutcome = { message: string } & Record<string, unknown>;

export interface Scenario {
  name: string;
  title: string;
  description: string;
  parameters: readonly ScenarioParameter[];
  set: (input: Record<string, unknown>) => QaResult<ScenarioOutcome>;
  reset: () => ScenarioOutcome;
  /** What is in force, or null while the scenario is not active. */
  inForce: () => string | null;
}

const refused = (status: number, errors: ApiError[]): QaResult<never> => ({ ok: false, status, errors });

const refusedField = (property: string | null, message: string) => refused(400, [{ code: 400, property, message }]);

const done = (value: ScenarioOutcome): QaResult<ScenarioOutcome> => ({ ok: true, value });

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** An unknown parameter is refused by name: a typo in a script must not pass for the default. */
function parameters<S extends z.ZodRawShape>(shape: S, input: Record<string, unknown>): QaResult<z.output<z.ZodObject<S>>> {
  const unknown = Object.keys(input).filter((key) => !Object.hasOwn(shape, key));
  if (unknown.length > 0) {
    return refused(400, unknown.map((key) => ({ code: 400, property: key, message: `${key} is not a parameter of this scenario.` })));
  }
  const result = z.object(shape).safeParse(input);
  return result.success ? { ok: true, value: result.data } : refused(400, issueErrors(result.error));
}

function scenario<S extends z.ZodRawShape>(
  definition: Omit<Scenario, "set"> & { input: S; apply: (input: z.output<z.ZodObject<S>>) => QaResult<ScenarioOutcome> },
): Scenario {
  const { input, apply, ...rest } = definition;
  return {
    ...rest,
    set: (raw) => {
      const parsed = parameters(input, raw);
      return parsed.ok ? apply(parsed.value) : parsed;
    },
  };
}

/** "" is left out, as an empty console field is. */
const optionalText = (name: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string({ invalid_type_error: `${name} must be a string` }).trim().max(max, `${name} may be at most ${max} characters`).optional(),
  );

const expiredEmails = (userIds: number[]) => [...new Set(userIds.map((id) => findUserById(id)?.email ?? `user ${id}`))];

const expiredSession = scenario({
  name: "expired-session",
  title: "Expired session",
  description:
    "The bearer tokens of every signed-in shopper (or of one account) expire: the next call with one answers 401 Unauthenticated., so the store signs the shopper out and opens the sign-in drawer. Signing in again gives a token that works. Reset makes the expired tokens work again, unless the account's password changed meanwhile.",
  parameters: [{ name: "email", label: "E-mail", type: "string", required: false, description: "Only this account's sessions; every session when left empty." }],
  input: { email: optionalText("email", 254) },
  apply: ({ email }) => {
    const user = email === undefined ? undefined : findUserByEmail(email);
    if (email !== undefined && !user) return refusedField("email", `No account has the e-mail ${normalizeEmail(email)}.`);
    const ending = Object.entries(store.sessions).filter(([, userId]) => !user || userId === user.id);
    for (const [token, userId] of ending) {
      delete store.sessions[token];
      const owner = findUserById(userId);
      if (owner) store.scenarios.expired_sessions.push({ token, user_id: userId, password_hash: owner.password_hash });
    }
    const emails = expiredEmails(ending.map(([, userId]) => userId));
    const message =
      ending.length === 0
        ? `No session was open${user ? ` for ${user.email}` : ""}: nothing expired. Sign in at the store first.`
        : `${plural(ending.length, "session token")} expired (${emails.join(", ")}): the next call with one answers 401.`;
    return done({ message, expired: ending.length, emails });
  },
  reset: () => {
    const kept = store.scenarios.expired_sessions;
    store.scenarios.expired_sessions = [];
    const restorable = kept.filter(({ user_id, password_hash }) => findUserById(user_id)?.password_hash === password_hash);
    for (const { token, user_id } of restorable) store.sessions[token] = user_id;
    const dropped = kept.length - restorable.length;
    const stay = dropped === 0 ? "" : `; ${dropped} stay expired: their account's password changed meanwhile`;
    return { message: `${plural(restorable.length, "expired session token")} work again${stay}.`, restored: restorable.length, dropped };
  },
  inForce: () => {
    const expired = store.scenarios.expired_sessions;
    if (expired.length === 0) return null;
    return `${plural(expired.length, "session token")} expired (${expiredEmails(expired.map((e) => e.user_id)).join(", ")}).`;
  },
});

const soldOutLine = scenario({
  name: "sold-out-line",
  title: "Sold-out line",
  description:
    "The piece on a cart's first line sells out: its configuration's stock goes to 0, inventory tracked, so the cart shows it sold out and checkout refuses it (\"This item is out of stock: ...\"), as does raising its quantity. Reset restores the stock it changed.",
  parameters: [{ name: "cart_unique_id", label: "Cart id", type: "string", required: true, description: "The cart's unique_id (the store's cart_unique_id); the Carts section lists them." }],
  input: {
    cart_unique_id: z
      .string({ required_error: "cart_unique_id is required", invalid_type_error: "cart_unique_id must be a string" })
      .trim()
      .min(1, "cart_unique_id is required"),
  },
  apply: ({ cart_unique_id: cartId }) => {
    const cart = findCart(cartId);
    if (!cart) return refusedField("cart_unique_id", `No cart has the id ${cartId}.`);
    const line = cart.lines.find((l) => !isGift(l) && findConfiguration(l.product_configuration_id));
    if (!line) return refusedField("cart_unique_id", `The cart ${cartId} is empty: add a piece to it first.`);
    const { product, configuration } = findConfiguration(line.product_configuration_id)!;
    const before = { stock_qty: configuration.stock_qty, track_inventory: configuration.track_inventory };
    if (!store.scenarios.sold_out.some((c) => c.configuration_id === configuration.id)) {
      store.scenarios.sold_out.push({ configuration_id: configuration.id, ...before });
    }
    Object.assign(configuration, { stock_qty: 0, track_inventory: true });
    const piece = `${productTitle(product)} (${configuration.sku})`;
    return done({
      message: `${piece}, line ${line.id} of cart ${cartId}, is sold out: stock 0, inventory tracked.`,
      cart_unique_id: cartId,
      item_id: line.id,
      product_configuration_id: configuration.id,
      sku: configuration.sku,
      title: productTitle(product),
      before,
    });
  },
  reset: () => {
    const changed = store.scenarios.sold_out;
    store.scenarios.sold_out = [];
    const restored = changed.flatMap(({ configuration_id, ...before }) => {
      const match = findConfiguration(configuration_id);
      if (!match) return [];
      Object.assign(match.configuration, before);
      return [{ product_configuration_id: configuration_id, sku: match.configuration.sku, title: productTitle(match.product), ...before }];
    });
    const pieces = restored.map((r) => `${r.title} (${r.sku}): ${r.track_inventory ? `${r.stock_qty} in stock` : "made to order"}`);
    return { message: `Stock restored: ${pieces.join("; ")}.`, restored };
  },
  inForce: () => {
    const skus = store.scenarios.sold_out.map((c) => findConfiguration(c.configuration_id)?.configuration.sku ?? `#${c.configuration_id}`);
    return skus.length === 0 ? null : `Sold out: ${skus.join(", ")}.`;
  },
});

/** A card of its own: the seeded ones keep the balances the README lists. */
export const PARTIAL_GIFT_CARD = { code: "GIFT-250-PARTIAL", value: 250, balance: 50 } as const;

const BALANCE_MESSAGE = `balance must be an amount in USD above 0 and at most ${PARTIAL_GIFT_CARD.value} (the card's value), to the cent`;

const partialGiftCard = scenario({
  name: "partial-gift-card",
  title: "Partial gift card",
  description: `Adds the gift card ${PARTIAL_GIFT_CARD.code}, worth USD ${PARTIAL_GIFT_CARD.value} with USD ${PARTIAL_GIFT_CARD.balance} left (or the balance given): paying with it leaves an amount due for another payment method. Reset takes the card away, off any cart holding it.`,
  parameters: [{ name: "balance", label: "Balance left (USD)", type: "number", required: false, description: `Above 0, at most ${PARTIAL_GIFT_CARD.value}; ${PARTIAL_GIFT_CARD.balance} when left empty.` }],
  input: {
    balance: z
      .number({ invalid_type_error: BALANCE_MESSAGE })
      .positive(BALANCE_MESSAGE)
      .max(PARTIAL_GIFT_CARD.value, BALANCE_MESSAGE)
      .refine((amount) => toDollars(toCents(amount)) === amount, BALANCE_MESSAGE)
      .optional(),
  },
  apply: ({ balance = PARTIAL_GIFT_CARD.balance }) => {
    const { code, value } = PARTIAL_GIFT_CARD;
    const cents = toCents(balance);
    const card = findGiftCard(code);
    if (card) card.balance_cents = cents;
    else store.gift_cards.push({ code, type: "static", value, balance_cents: cents });
    return done({ message: `Gift card ${code} has ${formatUsd(cents)} left of USD ${value}.`, code, value, balance: toDollars(cents) });
  },
  reset: () => {
    const { code } = PARTIAL_GIFT_CARD;
    store.gift_cards = store.gift_cards.filter((card) => card.code !== code);
    const holding = Object.values(store.carts).filter((cart) => cart.gift_card_codes.includes(code));
    // As an unbind would: the cart's total changes, so a payment waiting at a provider is retired.
    for (const cart of holding) {
      unbindCode(cart, code);
      retireOpenPayments(cart);
    }
    const off = holding.length === 0 ? "" : `, and taken off ${plural(holding.length, "cart")}`;
    return { message: `Gift card ${code} removed${off}.`, code, unbound_from: holding.map((cart) => cart.unique_id) };
  },
  inForce: () => {
    const card = findGiftCard(PARTIAL_GIFT_CARD.code);
    return card ? `${card.code} has ${formatUsd(card.balance_cents ?? 0)} left.` : null;
  },
});

const decliningProvider = scenario({
  name: "declining-provider",
  title: "Declining payment providers",
  description:
    "PayPal, Klarna and Affirm (their express checkouts too) decline every approval: the provider page's Approve returns to the store with status=declined, and GET /checkout/get-order says \"Your payment was declined by PayPal.\" Cards and wallets are not affected. Reset: the providers approve again.",
  parameters: [],
  input: {},
  apply: () => {
    store.scenarios.providers_decline = true;
    return done({ message: "PayPal, Klarna and Affirm now decline every approval." });
  },
  reset: () => {
    store.scenarios.providers_decline = false;
    return { message: "PayPal, Klarna and Affirm approve again." };
  },
  inForce: () => (store.scenarios.providers_decline ? "Approving at PayPal, Klarna or Affirm declines the payment." : null),
});

/** Read by the provider pages (routes/provider.ts). */
export const providersDecline = () => store.scenarios.providers_decline;

export const MAINTENANCE_MESSAGE = "Down for maintenance";

const maintenanceFault = () => {
  const id = store.scenarios.maintenance_fault_id;
  return id === null ? undefined : listFaults().find((fault) => fault.id === id);
};

const maintenance = scenario({
  name: "maintenance",
  title: "Maintenance window",
  description:
    "Every /api/v1 call answers 503 with {\"error_code\": 503, \"message\": ...} (spec 8: the store sends the shopper to /404), through a fault listed under Faults; faults added before it still answer first for their paths. /__qa, the console and /cv keep working. Reset (or clearing the faults) ends it.",
  parameters: [{ name: "message", label: "Message", type: "string", required: false, description: `The body's message; "${MAINTENANCE_MESSAGE}" when left empty.` }],
  input: { message: optionalText("message", 200) },
  apply: ({ message = MAINTENANCE_MESSAGE }) => {
    const earlier = maintenanceFault();
    if (earlier) removeFault(earlier.id);
    const fault = addFault({ path: "/api/v1/*", status: 503, body: { error_code: 503, message } });
    store.scenarios.maintenance_fault_id = fault.id;
    return done({ message: `Maintenance: every /api/v1 call answers 503 (fault ${fault.id}).`, fault_id: fault.id, status: 503, body: fault.body });
  },
  reset: () => {
    const fault = maintenanceFault();
    if (fault) removeFault(fault.id);
    store.scenarios.maintenance_fault_id = null;
    return { message: "Maintenance over: the API answers again." };
  },
  inForce: () => {
    const fault = maintenanceFault();
    return fault ? `Every /api/v1 call answers 503 (fault ${fault.id}).` : null;
  },
});

export const SCENARIOS: readonly Scenario[] = [expiredSession, soldOutLine, partialGiftCard, decliningProvider, maintenance];

export const findScenario = (name: string) => SCENARIOS.find((s) => s.name === name);

export function listScenarios() {
  return SCENARIOS.map(({ name, title, description, parameters, inForce }) => {
    const inForceNow = inForce();
    return { name, title, description, parameters, active: inForceNow !== null, in_force: inForceNow };
  });
}

export type ScenarioListing = ReturnType<typeof listScenarios>[number];

export type ScenarioResult = { name: string; active: boolean; cv: string } & ScenarioOutcome;

const unknownScenario = (name: string) =>
  refused(404, [{ code: 404, property: "name", message: `No scenario is called ${name}. The scenarios: ${SCENARIOS.map((s) => s.name).join(", ")}.` }]);

/** Each set and reset bumps cv, so the store's cached reads (a piece's stock, pages) meet the new state. */
export function setScenario(name: string, input: unknown): QaResult<ScenarioResult> {
  const chosen = findScenario(name);
  if (!chosen) return unknownScenario(name);
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return refusedField(null, "The body must be a JSON object of the scenario's parameters, e.g. {}.");
  }
  const set = chosen.set(input as Record<string, unknown>);
  if (!set.ok) return set;
  return { ok: true, value: { name, active: chosen.inForce() !== null, ...set.value, cv: bumpCacheVersion() } };
}

export function resetScenario(name: string): QaResult<ScenarioResult> {
  const chosen = findScenario(name);
  if (!chosen) return unknownScenario(name);
  if (chosen.inForce() === null) {
    return { ok: true, value: { name, active: false, message: `${chosen.title} was not active: nothing to undo.`, cv: store.cv } };
  }
  return { ok: true, value: { name, active: false, ...chosen.reset(), cv: bumpCacheVersion() } };
}
