/**
 * What anyone could send the store, shared by the in-process property test (routes.fuzz.test.ts) and the
 * HTTP run (scripts/fuzz.ts), so both judge by one rule (`problemWith`): never a 5xx, no off-site redirect.
 * Values mix plausible ones (so the save, the API and later checkout steps are reached) with hostile ones;
 * values only a running store knows (a checkout id, a token) are references (`Ref`), resolved per request.
 */
import fc from "fast-check";
import { z } from "zod";

import { EVENT_IDS } from "~/lib/analytics";
import { PANELS } from "~/lib/drawers";
import { recoverPasswordForm } from "~/routes/recover-password._index/recover-password.form";
import { resetPasswordForm } from "~/routes/recover-password.new/reset-password.form";
import { signInForm } from "~/routes/sign-in/sign-in.form";
import { signOutForm } from "~/routes/sign-out/sign-out.form";
import { signUpForm } from "~/routes/sign-up/sign-up.form";
import { addToBagForm, cartQuantityForm, cartRemoveForm } from "~/lib/forms/cart";
import { applyCodeForm, contactForm, placeOrderForm, removeCodeForm, shippingMethodForm } from "~/routes/checkout.$id/checkout.form";
import { emailUsForm } from "~/routes/email-us/email-us.form";
import { deleteAddressForm, savedAddressForm } from "~/routes/profile.addresses/saved-address.form";
import { favoriteForm } from "~/routes/favorites/favorite.form";
import { type FormDef, INTENT } from "~/lib/forms/form";
import { newsletterForm } from "~/routes/newsletter/newsletter.form";
import { addressForm, billingStepForm } from "~/routes/checkout.$id/address.form";
import { paymentForm } from "~/routes/checkout.$id/payment.form";
import { deleteCardForm } from "~/routes/profile.payment-methods/delete-card.form";
import { returnRequestForm } from "~/lib/forms/returns";
import { giftMessageForm } from "~/routes/orders.$id/gift-message.form";
import { passwordForm, profileForm, subscriptionsForm } from "~/routes/profile._index/profile.form";
import { hintForm, questionForm } from "~/routes/product.$slug/product.form";
import { retailerSearchForm } from "~/routes/find-a-retailer/retailer-search.form";
import { trackOrderForm } from "~/routes/track-your-order/track-order.form";
import { expressForm } from "~/routes/checkout.express/express.form";
import { walletPayForm, walletQuoteForm } from "~/routes/checkout.wallet/wallet.form";
import { SORTS } from "~/lib/listing-query";
import { clientEventSchema } from "~/services/analytics.server";
import { CHECKOUT_ADDRESS, CHECKOUT_BILLING } from "../fixtures";

export type ActionTarget = { route: string; forms: FormDef[] } | { route: string; json: readonly string[] };

/** The demo shopper's shipped order, ML-100238 (mock-api/seed/orders.ts): its lines and how many may be returned. */
const RETURNABLE_LINES = [
  { id: 2, returnable: 1 },
  { id: 3, returnable: 2 },
];

/** The fuzz test fails when a route with an action is missing here. */
export const ACTION_TARGETS: ActionTarget[] = [
  // Not a form: the API's bearer-token call, refused (401, or 404 without CACHE_VERSION_TOKEN) before it reads a body.
  { route: "app/routes/cache-version.ts", json: ["cv"] },
  { route: "app/routes/cart/route.tsx", forms: [addToBagForm, cartQuantityForm, cartRemoveForm] },
  {
    route: "app/routes/checkout.$id/route.tsx",
    forms: [contactForm, addressForm, billingStepForm, shippingMethodForm, paymentForm, placeOrderForm, applyCodeForm, removeCodeForm, cartQuantityForm, cartRemoveForm],
  },
  { route: "app/routes/checkout.express/route.tsx", forms: [expressForm] },
  { route: "app/routes/checkout.wallet/route.ts", forms: [walletQuoteForm, walletPayForm] },
  { route: "app/routes/email-us/route.tsx", forms: [emailUsForm] },
  { route: "app/routes/favorites/route.tsx", forms: [favoriteForm] },
  { route: "app/routes/newsletter/route.tsx", forms: [newsletterForm] },
  { route: "app/routes/product.$slug/route.tsx", forms: [hintForm, questionForm] },
  { route: "app/routes/profile._index/route.tsx", forms: [profileForm, passwordForm, subscriptionsForm] },
  { route: "app/routes/profile.addresses/route.tsx", forms: [savedAddressForm, deleteAddressForm] },
  { route: "app/routes/profile.payment-methods/route.tsx", forms: [deleteCardForm] },
  { route: "app/routes/orders.$id/route.tsx", forms: [giftMessageForm(200)] },
  { route: "app/routes/orders.$id_.return/route.tsx", forms: [returnRequestForm(RETURNABLE_LINES, [1, 2, 3, 4, 5, 6, 7])] },
  { route: "app/routes/recover-password.new/route.tsx", forms: [resetPasswordForm] },
  { route: "app/routes/recover-password._index/route.tsx", forms: [recoverPasswordForm] },
  { route: "app/routes/resources.events.ts", json: [...new Set(clientEventSchema.options.flatMap((event) => Object.keys(event.shape)))] },
  { route: "app/routes/sign-in/route.tsx", forms: [signInForm] },
  { route: "app/routes/sign-out/route.tsx", forms: [signOutForm] },
  { route: "app/routes/sign-up/route.tsx", forms: [signUpForm] },
  { route: "app/routes/track-your-order/route.tsx", forms: [trackOrderForm] },
];

/** Every module with a loader (the root's too): the fuzz test fails when one is missing here. */
export const LOADER_ROUTES = [
  "app/root.tsx",
  "app/routes/$.tsx",
  "app/routes/[robots.txt].tsx",
  "app/routes/[sitemap.xml].tsx",
  "app/routes/_index.tsx",
  "app/routes/cache-version.ts",
  "app/routes/cart/route.tsx",
  "app/routes/checkout.$id/route.tsx",
  "app/routes/checkout.$id_.return/route.tsx",
  "app/routes/checkout._index/route.tsx",
  "app/routes/checkout.express_.return/route.tsx",
  "app/routes/checkout.success.($id)/route.tsx",
  "app/routes/email-us/route.tsx",
  "app/routes/favorites/route.tsx",
  "app/routes/find-a-retailer/route.tsx",
  "app/routes/healthz.ts",
  "app/routes/media.$.tsx",
  "app/routes/orders._index/route.tsx",
  "app/routes/orders.$id/route.tsx",
  "app/routes/orders.$id_.return/route.tsx",
  "app/routes/product.$slug/route.tsx",
  "app/routes/profile._index/route.tsx",
  "app/routes/profile.addresses/route.tsx",
  "app/routes/profile.payment-methods/route.tsx",
  "app/routes/recover-password.$token/route.ts",
  "app/routes/recover-password._index/route.tsx",
  "app/routes/recover-password.new/route.tsx",
  "app/routes/resources.events.ts",
  "app/routes/resources.listing.ts",
  "app/routes/resources.search-suggestions.ts",
  "app/routes/resources.visit.ts",
  "app/routes/search.($slug).tsx",
  "app/routes/shop-all.($slug).tsx",
  "app/routes/sign-in/route.tsx",
  "app/routes/sign-out/route.tsx",
  "app/routes/sign-up/route.tsx",
  "app/routes/track-your-order/route.tsx",
  "app/routes/verify.$token/route.ts",
  "app/routes/verify._index/route.tsx",
] as const;

export const GET_FORMS: Array<{ route: string; fields: readonly string[]; form?: FormDef }> = [
  // The lookup is posted; an address with its e-mail or ZIP code is redirected to one without.
  { route: "app/routes/track-your-order/route.tsx", fields: trackOrderForm.fields },
  { route: "app/routes/find-a-retailer/route.tsx", fields: [...retailerSearchForm.fields, "lat", "lon"], form: retailerSearchForm },
  { route: "app/routes/search.($slug).tsx", fields: ["search"] },
  { route: "app/routes/shop-all.($slug).tsx", fields: ["search", "category", "collection", "price_min", "price_max", "sort", "page"] },
];

/** What the loaders read from the query, and Remix's own markers. */
export const QUERY_KEYS = [
  ...new Set([
    ...GET_FORMS.flatMap((form) => form.fields),
    "scope",
    "url",
    "step",
    "configuration_id",
    // The media route's width.
    "w",
    "drawer",
    "panel",
    "redirect",
    "remove",
    "edit",
    "delete",
    "alert",
    "payment_session",
    "status",
    "_data",
    "_routes",
    "index",
  ]),
];

/** Remix v2 flat routes: `checkout.$id_.return/route.tsx` is `/checkout/:id/return`, `search.($slug).tsx` `/search/:slug?`. */
export function routePath(file: string): string {
  if (file === "app/root.tsx") return "/";
  const name = file.replace(/^app\/routes\//, "").replace(/\/route\.tsx?$/, "").replace(/\.tsx?$/, "");
  const segments: string[] = [];
  for (const part of name.match(/(\[[^\]]*\]|[^.[\]]+)+/g) ?? []) {
    if (part.startsWith("_")) continue;
    const segment = part.replace(/_$/, "");
    const optional = segment.match(/^\(\$(\w+)\)$/);
    if (segment === "$") segments.push("*");
    else if (optional) segments.push(`:${optional[1]}?`);
    else if (segment.startsWith("$")) segments.push(`:${segment.slice(1)}`);
    else segments.push(segment.replace(/[[\]]/g, ""));
  }
  return `/${segments.join("/")}`;
}

export function routeParams(file: string): Array<{ name: string; optional: boolean }> {
  return routePath(file)
    .split("/")
    .filter((segment) => segment.startsWith(":") || segment === "*")
    .map((segment) => ({ name: segment === "*" ? "*" : segment.slice(1).replace(/\?$/, ""), optional: segment.endsWith("?") }));
}

/** Lone surrogates cannot be percent-encoded, so they travel as U+FFFD. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(wellFormed(value));
}

const wellFormed = (value: string) => value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

export function fillPath(file: string, params: Record<string, string | undefined>): string {
  const path = routePath(file)
    .split("/")
    .map((segment) => {
      if (segment === "*") return (params["*"] ?? "").split("/").map(encodeSegment).join("/");
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1).replace(/\?$/, "")];
      return value === undefined ? null : encodeSegment(value);
    })
    .filter((segment) => segment !== null)
    .join("/");
  return path || "/";
}

export function matchPath(file: string, pathname: string): Record<string, string> | null {
  const pattern = routePath(file).split("/").filter(Boolean);
  const parts = pathname.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i];
    if (segment === "*") {
      params["*"] = parts.slice(i).map(decode).join("/");
      return params;
    }
    const part = parts[i];
    if (segment.startsWith(":")) {
      const name = segment.slice(1).replace(/\?$/, "");
      if (part === undefined) {
        if (!segment.endsWith("?")) return null;
        continue;
      }
      params[name] = decode(part);
    } else if (part !== segment) {
      return null;
    }
  }
  return parts.length <= pattern.length ? params : null;
}

/** Values only a running store knows; `resolve` picks one of the candidates. */
export const REF_NAMES = [
  "checkoutId",
  "itemId",
  "poNumber",
  "productSlug",
  "configurationId",
  "configurationSku",
  "listingSlug",
  "pageSlug",
  "savedAddressId",
  "orderId",
  "savedCardId",
  "recoveryToken",
  "verificationToken",
  "fuzzEmail",
] as const;
export type RefName = (typeof REF_NAMES)[number];
export type Refs = Partial<Record<RefName, string[]>>;
export type Value = string | { ref: RefName; pick: number };
export type Pair = [string, Value];

export function resolve(value: Value, refs: Refs): string {
  if (typeof value === "string") return value;
  const candidates = refs[value.ref] ?? [];
  return candidates.length > 0 ? candidates[value.pick % candidates.length] : `no-${value.ref}`;
}

const ref = (name: RefName): fc.Arbitrary<Value> => fc.nat({ max: 50 }).map((pick) => ({ ref: name, pick }));
const one = (...values: string[]): fc.Arbitrary<Value> => fc.constantFrom(...values);

export const DEMO_EMAIL = "demo@maison-lumiere.example";
export const DEMO_PASSWORD = "Lumiere-2026!";
export const FUZZ_PASSWORD = "Fuzz-shopper-1!";

/** Redirect targets a form carries (`redirect`, `redirectTo`, `page`): ours, and every way off the site. */
const REDIRECTS = [
  "/",
  "/shop-all",
  "/checkout",
  "/product/x?configuration_id=1",
  "/?panel=cart",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/\t/evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2E%2E//evil.example",
  "\\\\evil.example",
  "http:/evil.example",
  "/café",
  "/search/ring?q=bagüe",
  "/😀",
];

/** Text that has broken parsers before. */
const HOSTILE = [
  ...REDIRECTS,
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1",
  "0",
  "00",
  "0x1F",
  "9007199254740993",
  "1.5",
  " 1 ",
  "null",
  "undefined",
  "[]",
  "{}",
  "true",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "%",
  "%%",
  "%E0%A4%A",
  "%C3%28",
  "%FF",
  "../../etc/passwd",
  "\u202e",
  "\ufeff",
  "a\u0000b",
  "\r\nSet-Cookie: x=1",
  "😀",
  "ℌ𝔢𝔩𝔩𝔬",
  "e\u0301",
];

/** Plausible values by field name, so valid posts reach the save, the API and the next checkout step. */
const PLAUSIBLE: Record<string, fc.Arbitrary<Value>> = {
  email: fc.oneof(one(DEMO_EMAIL, "ada@example.com", "sophie.martin@example.com", "DEMO@maison-lumiere.example"), fc.emailAddress()),
  password: one(DEMO_PASSWORD, "Lumiere-2027!", "short", "no-special-1", "p".repeat(129)),
  password_confirmation: one(DEMO_PASSWORD, "Lumiere-2027!", "short"),
  first_name: one("Ada", "Camille", "Zoë", "José"),
  last_name: one("Byron", "Durand", "O'Neil"),
  name: one("Ada", "Camille Durand"),
  holder_name: one("Ada Byron", "Camille Durand"),
  company: one("Maison", ""),
  address: one("1 West 72nd Street", "233 S Wacker Dr"),
  apartment: one("Apt 4B", ""),
  city: one("New York", "Chicago"),
  state: one("NY", "IL", "CA", "XX", "ny"),
  country: one("US", "FR", "us"),
  zip_code: one("10023", "60614", "90210", "00000", "1002", "10023-1234", "ABCDE"),
  zip: one("10023", "60614", "90210", "00000", "1002", "99999"),
  billing_zip: one("60614", "10023", "00000"),
  billing: one("same", "different", ""),
  phone_number: one("212-555-0147", "+1 (212) 555-0147", "2125550147", "555"),
  saved_address_id: fc.oneof(ref("savedAddressId"), one("new", "0", "999999999999", "1e3")),
  card_id: fc.oneof(ref("savedCardId"), one("0", "999999999999", "-1", "1e3")),
  shipping_rate_id: one("ground", "express", "overnight", "email", "teleport"),
  card_number: one(
    "4242 4242 4242 4242",
    "4242424242424242",
    "5555555555554444",
    "4000000000000002",
    "4000000000009995",
    "378282246310005",
    "4242424242424241",
    "4111111111111111",
    "1234",
  ),
  expiry: one("12/39", "12/2039", "01/20", "13/30", "0/30", "1/30", "12/"),
  cvc: one("123", "1234", "12", "abc"),
  keep_card: one("1", "0"),
  payment_token: one('{"id":"tok_test_visa"}', "tok_decline", "{}", '{"version":"EC_v1","data":"abc"}'),
  gift_card_code: one("WELCOME10", "welcome10", "LUMIERE50", "WINTER2024", "GIFT-100-LUMIERE", "GIFT-500-LUMIERE", "GIFT-15-PERCENT", "GIFT-EMPTY", "NOPE"),
  product_configuration_id: fc.oneof(ref("configurationId"), one("0", "-1", "1.5", "999999", "1e3")),
  item_id: fc.oneof(ref("itemId"), one("1", "0", "-3", "abc", "999999")),
  quantity: fc.oneof(fc.integer({ min: -2, max: 1001 }).map(String), one("1e3", "2.5", " 3 ", "3 pcs", "٣")),
  enhanced: one("1", "0", "true"),
  redirect: fc.oneof(one(...REDIRECTS), fc.string({ unit: "grapheme", maxLength: 12 }).map((path) => `/${path}`)),
  redirectTo: fc.oneof(one(...REDIRECTS), fc.string({ unit: "grapheme", maxLength: 12 }).map((path) => `/${path}`)),
  page: fc.oneof(one(...REDIRECTS), fc.string({ unit: "grapheme", maxLength: 12 }).map((path) => `/${path}`)),
  url: one(...REDIRECTS, "/product/x", "/".repeat(600)),
  question: one("Is this ring available in size 7?", "Hello"),
  message: one("I would love this.", ""),
  number: one("ML-100240", "ML-1", "100240", "ml-100240"),
  lat: one("41.92", "40.77", "-91", "91", "abc", "Infinity", "1e999", ""),
  lon: one("-87.65", "-73.98", "181", "NaN", ""),
  search: one("ring", "gold hoops", "pearl", "a", "%"),
  category: ref("listingSlug"),
  collection: ref("listingSlug"),
  scope: ref("listingSlug"),
  price_min: one("0", "100", "-5", "1e9", "abc", "99.999"),
  price_max: one("500", "0", "1000001", "12.5"),
  sort: one(...SORTS.map((sort) => sort.value), "random"),
  configuration_id: fc.oneof(ref("configurationSku"), one("0", "nope")),
  drawer: one("1", ""),
  panel: one(...PANELS, "admin"),
  remove: one("1", "abc"),
  token: fc.oneof(ref("recoveryToken"), ref("verificationToken")),
  status: one("paid", "cancelled", "declined"),
};

/** Half the posts start from a valid one and change a field or two, so they reach the save, the API and the next step. */
export const SAMPLES: Record<string, Record<string, Value>> = {
  add: { product_configuration_id: { ref: "configurationId", pick: 0 }, quantity: "1", size: "", redirectTo: "/shop-all" },
  update: { item_id: { ref: "itemId", pick: 0 }, quantity: "2", redirectTo: "/shop-all" },
  remove: { item_id: { ref: "itemId", pick: 0 }, redirectTo: "/shop-all" },
  contact: { email: "ada@example.com" },
  address: CHECKOUT_ADDRESS,
  // A bag of e-gift cards: the card's address alone.
  billing: Object.fromEntries(Object.entries(CHECKOUT_BILLING).filter(([name]) => name !== "billing")),
  shipping: { shipping_rate_id: "express" },
  payment: { payment_method: "card", holder_name: "Ada Byron", card_number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
  "apply-code": { gift_card_code: "WELCOME10", step: "review" },
  "remove-code": { gift_card_code: "WELCOME10", step: "review" },
  "email-us": { subject: "other", question: "Do you resize rings?", first_name: "Ada", last_name: "Byron", email: "ada@example.com", page: "/faq" },
  newsletter: { email: "ada@example.com" },
  hint: { email: "ada@example.com", name: "Ada", message: "Hint, hint." },
  question: { first_name: "Ada", last_name: "Byron", email: "ada@example.com", question: "Is it gold?" },
  "reset-password": { password: "Lumiere-2027!", password_confirmation: "Lumiere-2027!" },
  "recover-password": { email: DEMO_EMAIL },
  // The fuzz's own account: its wrong guesses would otherwise lock the demo shopper, whom the signed-in sessions use.
  "sign-in": { email: { ref: "fuzzEmail", pick: 0 }, password: FUZZ_PASSWORD, redirect: "/" },
  "sign-up": { first_name: "Ada", last_name: "Byron", email: "ada@example.com", password: "Lumiere-2027!", password_confirmation: "Lumiere-2027!" },
  "track-order": { number: "ML-100240", email: "sophie.martin@example.com", billing_zip: "60614" },
  "retailer-search": { zip: "60614" },
  express: { payment_method: "paypal_express", from: "/shop-all" },
  "wallet-quote": { country: "US", state: "NY", zip_code: "10023", city: "New York", begin: "1" },
  "wallet-pay": { payment_method: "google_pay", payment_token: '{"id":"tok_test_visa"}', amount: "340.63", email: "ada@example.com", shipping_rate_id: "express", ...CHECKOUT_ADDRESS },
};

function schemaStrings(schema: z.ZodTypeAny | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodEnum) return [...(schema.options as string[])];
  if (schema instanceof z.ZodLiteral) return typeof schema.value === "string" ? [schema.value] : [];
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodTypeAny[]).flatMap(schemaStrings);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return schemaStrings(schema.unwrap());
  if (schema instanceof z.ZodDefault) return schemaStrings(schema._def.innerType);
  if (schema instanceof z.ZodEffects) return schemaStrings(schema.innerType());
  if (schema instanceof z.ZodPipeline) return [...schemaStrings(schema._def.in), ...schemaStrings(schema._def.out)];
  return [];
}

function shapeOf(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodTypeAny>;
  if (schema instanceof z.ZodEffects) return shapeOf(schema.innerType());
  if (schema instanceof z.ZodPipeline) return shapeOf(schema._def.in);
  return {};
}

const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("", " ", "   ", "\t", "\n", "\u00a0", "\u3000"),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: fc.oneof(char(0, 0x1f), fc.constant("\u007f")), minLength: 1, maxLength: 8 }),
  // Lone surrogates, alone or inside text.
  fc.tuple(fc.string({ maxLength: 5 }), char(0xd800, 0xdfff), fc.string({ maxLength: 5 })).map(([a, s, b]) => `${a}${s}${b}`),
  fc.constantFrom(...HOSTILE),
  // Past every field's limit (the longest is 10,000), well under the door's.
  fc.tuple(fc.constantFrom("x", "é", "😀", " ", "%", "&"), fc.integer({ min: 100, max: 12_000 })).map(([s, n]) => s.repeat(n)),
);

/** Past the form door's 64 KB limit, or close to it. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("x", "é", "😀", "%41", "a&b=c"), fc.integer({ min: 40_000, max: 70_000 }))
  .map(([s, n]) => s.repeat(Math.ceil(n / s.length)));

export function fieldValue(name: string, schema?: z.ZodTypeAny): fc.Arbitrary<Value> {
  const named = schemaStrings(schema);
  const plausible: Array<fc.Arbitrary<Value>> = [];
  // Own keys only: a field may well be called `constructor`. The checkout's billing_city is plausible as a city.
  const known = Object.hasOwn(PLAUSIBLE, name) ? name : name.replace(/^billing_/, "");
  if (Object.hasOwn(PLAUSIBLE, known)) plausible.push(PLAUSIBLE[known]);
  if (named.length > 0) plausible.push(fc.constantFrom(...named));
  if (plausible.length === 0) plausible.push(fc.string({ maxLength: 12 }));
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...plausible) }, { weight: 3, arbitrary: oddText });
}

const ALL_FORM_FIELDS = [...new Set(ACTION_TARGETS.flatMap((target) => ("forms" in target ? target.forms.flatMap((form) => form.fields) : [])))];
const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ALL_FORM_FIELDS),
  fc.constantFrom("__proto__", "constructor", "price", "final_amount", "total_cost", "role", "cart_unique_id", "token", "_data", "index", "intent[]", "email[]", ""),
  fc.string({ maxLength: 10 }),
);

const FORM_IDS = [...new Set(ACTION_TARGETS.flatMap((target) => ("forms" in target ? target.forms.map((form) => form.id) : [])))];

function intents(form: FormDef): fc.Arbitrary<Value[]> {
  const value = fc.oneof(
    { weight: 16, arbitrary: fc.constant<Value>(form.id) },
    { weight: 1, arbitrary: fc.constantFrom<Value>(...FORM_IDS) },
    { weight: 1, arbitrary: oddText },
  );
  return fc.oneof({ weight: 16, arbitrary: value.map((v) => [v]) }, { weight: 1, arbitrary: fc.constant<Value[]>([]) }, { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) });
}

export function fieldPairs(fields: readonly string[], sample: Record<string, Value> = {}, schema?: z.ZodTypeAny): fc.Arbitrary<Pair[]> {
  const shape = schema ? shapeOf(schema) : {};
  const each = fields.map((name) =>
    fc
      .record({ keep: fc.nat(9).map((n) => n > 0), change: fc.nat(4).map((n) => n === 0), value: fieldValue(name, shape[name]) })
      .map(({ keep, change, value }) => ({ name, keep, change, value })),
  );
  return fc.record({ fromSample: fc.boolean(), fields: fc.tuple(...each) }).map(({ fromSample, fields: chosen }) =>
    chosen.flatMap(({ name, keep, change, value }): Pair[] => {
      if (fromSample && Object.hasOwn(sample, name)) return change ? [[name, value]] : [[name, sample[name]]];
      return keep ? [[name, value]] : [];
    }),
  );
}

export function formPairs(forms: FormDef[]): fc.Arbitrary<Pair[]> {
  return fc.constantFrom(...forms).chain((form) => {
    return fc
      .record({
        intent: intents(form),
        fields: fieldPairs(form.fields, SAMPLES[form.id], form.schema),
        repeated: fc.array(fc.tuple(fc.constantFrom(...(form.fields.length > 0 ? form.fields : [INTENT])), oddText), { maxLength: 2 }),
        extra: fc.array(fc.tuple(extraKey, oddText), { maxLength: 3 }),
        huge: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.nat(), hugeText) }),
        intentFirst: fc.boolean(),
      })
      .map(({ intent, fields: chosen, repeated, extra, huge, intentFirst }) => {
        const own: Pair[] = [...chosen, ...repeated, ...extra];
        const intentPairs = intent.map((value): Pair => [INTENT, value]);
        const pairs = intentFirst ? [...intentPairs, ...own] : [...own, ...intentPairs];
        if (huge) {
          const [at, text] = huge;
          const name = form.fields.length > 0 ? form.fields[at % form.fields.length] : "filler";
          pairs.splice(at % (pairs.length + 1), 0, [name, text]);
        }
        return pairs;
      });
  });
}

function beaconJson(fields: readonly string[]): fc.Arbitrary<unknown> {
  const jsonish = fc.oneof(
    { weight: 3, arbitrary: oddText },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(1e308)) },
    { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
  const event = fc
    .record({
      event_id: fc.oneof({ weight: 8, arbitrary: fc.constantFrom<unknown>(...EVENT_IDS) }, { weight: 1, arbitrary: jsonish }),
      rest: fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: extraKey }), jsonish, { maxKeys: 4 }),
    })
    .map(({ event_id, rest }) => ({ ...rest, event_id }));
  return fc.oneof({ weight: 8, arbitrary: event }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

/** As a browser writes a body, unencoded, percent-encoded byte by byte (WTF-8), with broken escapes, or in Latin-1. */
export type Encoding = "standard" | "raw" | "percent" | "broken" | "latin1";

export type Body =
  | { kind: "form"; pairs: Pair[]; encoding: Encoding }
  | { kind: "multipart"; pairs: Pair[] }
  | { kind: "json"; json: unknown }
  | { kind: "text"; text: string }
  | { kind: "bytes"; bytes: number[] }
  | { kind: "none" };

export type OriginKind = "same" | "same-as-origin" | "other" | "other-scheme" | "null" | "missing" | "missing-same-origin-fetch" | "missing-cross-site-fetch";
/** A guest with a cart, a guest at payment, a signed-in shopper at the address step, a guest who has just ordered. */
export const FIXTURE_SESSIONS = ["cart", "checkout", "signed-in", "ordered"] as const;
export type SessionKind = "none" | "garbage" | "tampered" | (typeof FIXTURE_SESSIONS)[number];
export type FixtureSession = (typeof FIXTURE_SESSIONS)[number];

export type Probe = {
  route: string;
  method: string;
  params: Record<string, Value | undefined>;
  query: Pair[];
  queryEncoding: "standard" | "raw";
  body: Body;
  contentType: string | null;
  chunked: boolean;
  origin: OriginKind;
  referer: "none" | "same" | "other" | "garbage";
  session: SessionKind;
  garbageCookie: string;
  /** Over HTTP: the client address a trusted proxy reports, so rate limits by IP do not hide the fuzz. */
  forwardedFor: string;
};

const FORM_TYPE = "application/x-www-form-urlencoded";
const CONTENT_TYPES = [
  FORM_TYPE,
  `${FORM_TYPE};charset=UTF-8`,
  "APPLICATION/X-WWW-FORM-URLENCODED",
  `${FORM_TYPE}; charset=iso-8859-1`,
  "multipart/form-data; boundary=fuzzboundary",
  "multipart/form-data",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain;charset=UTF-8",
  "application/octet-stream",
  ";;;",
  `${FORM_TYPE}, text/plain`,
  "",
];

const MATCHING_TYPE: Record<Body["kind"], string | null> = {
  form: FORM_TYPE,
  multipart: "multipart/form-data; boundary=fuzzboundary",
  json: "application/json",
  text: "text/plain;charset=UTF-8",
  bytes: FORM_TYPE,
  none: FORM_TYPE,
};

const queryPairs: fc.Arbitrary<Pair[]> = fc.array(
  fc
    .oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: extraKey })
    .chain((key) => fieldValue(key).map((value): Pair => [key, value])),
  { maxLength: 6 },
);

function paramValue(route: string, name: string, optional: boolean): fc.Arbitrary<Value | undefined> {
  const real: Record<string, RefName> = {
    "app/routes/checkout.$id/route.tsx:id": "checkoutId",
    "app/routes/checkout.$id_.return/route.tsx:id": "checkoutId",
    "app/routes/checkout.success.($id)/route.tsx:id": "poNumber",
    "app/routes/product.$slug/route.tsx:slug": "productSlug",
    "app/routes/orders.$id/route.tsx:id": "orderId",
    "app/routes/orders.$id_.return/route.tsx:id": "orderId",
    "app/routes/shop-all.($slug).tsx:slug": "listingSlug",
    "app/routes/recover-password.$token/route.ts:token": "recoveryToken",
    "app/routes/verify.$token/route.ts:token": "verificationToken",
    "app/routes/$.tsx:*": "pageSlug",
  };
  const known = real[`${route}:${name}`];
  const options: Array<fc.WeightedArbitrary<Value | undefined>> = [
    { weight: 3, arbitrary: oddText.filter((text) => text.length < 3000) },
    { weight: 1, arbitrary: fc.constantFrom("x", "ring", "a-b", "ML-100240", "..", "%2F") },
  ];
  if (known) options.push({ weight: 6, arbitrary: ref(known) });
  if (optional) options.push({ weight: 2, arbitrary: fc.constant(undefined) });
  return fc.oneof(...options);
}

function params(route: string): fc.Arbitrary<Record<string, Value | undefined>> {
  const entries = routeParams(route).map(({ name, optional }) => paramValue(route, name, optional).map((value) => [name, value] as const));
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

const common = {
  queryEncoding: fc.constantFrom<"standard" | "raw">("standard", "raw"),
  chunked: fc.nat(9).map((n) => n === 0),
  origin: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom<OriginKind>("same", "same-as-origin") },
    { weight: 1, arbitrary: fc.constantFrom<OriginKind>("other", "other-scheme", "null", "missing", "missing-same-origin-fetch", "missing-cross-site-fetch") },
  ),
  referer: fc.constantFrom<Probe["referer"]>("none", "same", "same", "other", "garbage"),
  session: fc.oneof(
    { weight: 3, arbitrary: fc.constant<SessionKind>("none") },
    { weight: 1, arbitrary: fc.constantFrom<SessionKind>("garbage", "tampered") },
    { weight: 6, arbitrary: fc.constantFrom<SessionKind>("cart", "checkout", "checkout", "signed-in", "signed-in", "ordered") },
  ),
  // A header value: printable ASCII without the cookie separators.
  garbageCookie: fc.oneof(
    fc.string({ unit: char(0x21, 0x7e).filter((c) => c !== ";" && c !== ","), maxLength: 40 }),
    fc.base64String({ maxLength: 60 }).map((b) => `${b}.${b.slice(0, 10)}`),
  ),
  forwardedFor: fc.ipV4(),
};

export function actionProbe(target: ActionTarget): fc.Arbitrary<Probe> {
  const pairs = "forms" in target ? formPairs(target.forms) : fc.constant<Pair[]>([]);
  const json = "json" in target ? beaconJson(target.json) : pairs.map((p) => Object.fromEntries(p.map(([k, v]) => [k, typeof v === "string" ? v : 1])));
  const body: fc.Arbitrary<Body> = fc.oneof(
    { weight: 30, arbitrary: "json" in target ? json.map((value): Body => ({ kind: "json", json: value })) : fc.record({ kind: fc.constant("form" as const), pairs, encoding: fc.constantFrom<Encoding>("standard", "standard", "standard", "raw", "percent", "broken", "latin1") }) },
    { weight: 1, arbitrary: pairs.map((p): Body => ({ kind: "multipart", pairs: p })) },
    { weight: 1, arbitrary: json.map((value): Body => ({ kind: "json", json: value })) },
    { weight: 1, arbitrary: fc.oneof(oddText, hugeText).map((text): Body => ({ kind: "text", text })) },
    { weight: 1, arbitrary: fc.array(fc.nat(255), { maxLength: 64 }).map((bytes): Body => ({ kind: "bytes", bytes: [0xff, 0xc3, 0x28, ...bytes] })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "none" }) },
  );
  return fc
    .record({
      method: fc.oneof({ weight: 12, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") }),
      params: params(target.route),
      query: fc.oneof({ weight: 3, arbitrary: fc.constant<Pair[]>([]) }, { weight: 1, arbitrary: queryPairs }),
      body,
      matchingType: fc.nat(15).map((n) => n > 0),
      otherType: fc.constantFrom<string | null>(...CONTENT_TYPES, null),
      ...common,
    })
    .map(({ matchingType, otherType, ...probe }) => ({
      ...probe,
      route: target.route,
      contentType: matchingType ? MATCHING_TYPE[probe.body.kind] : otherType,
    }));
}

export function loaderProbe(route: string): fc.Arbitrary<Probe> {
  const getForm = GET_FORMS.find((form) => form.route === route);
  const formQuery = getForm ? fieldPairs(getForm.fields, getForm.form ? SAMPLES[getForm.form.id] : {}, getForm.form?.schema) : fc.constant<Pair[]>([]);
  return fc
    .record({
      method: fc.oneof({ weight: 12, arbitrary: fc.constant("GET") }, { weight: 1, arbitrary: fc.constant("HEAD") }),
      params: params(route),
      formQuery,
      extraQuery: getForm ? fc.oneof({ weight: 2, arbitrary: fc.constant<Pair[]>([]) }, { weight: 1, arbitrary: queryPairs }) : queryPairs,
      huge: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.integer({ min: 2_000, max: 7_000 })) }),
      ...common,
    })
    .map(({ formQuery: asked, extraQuery, huge, ...probe }) => ({
      ...probe,
      route,
      // Over HTTP a URL is limited to some 16 KB of headers: a long value, not a huge one.
      query: [...asked, ...extraQuery, ...(huge ? [[huge[0], "q".repeat(huge[1])] as Pair] : [])],
      body: { kind: "none" } as Body,
      contentType: null,
      chunked: false,
    }));
}

export type ProbeContext = {
  origin: string;
  cookie: string | null;
  refs: Refs;
  /** The header the door reads the browser's Origin from: `Origin` over HTTP (server.mjs moves it), ORIGIN_HEADER in-process. */
  originHeader: string;
};

export type BuiltRequest = { path: string; method: string; headers: Headers; body: Uint8Array | null; chunked: boolean };

export function buildRequest(probe: Probe, context: ProbeContext): BuiltRequest {
  const { refs } = context;
  const value = (v: Value) => resolve(v, refs);
  const params = Object.fromEntries(Object.entries(probe.params).map(([name, v]) => [name, v === undefined ? undefined : value(v)]));
  let path = fillPath(probe.route, params);
  if (probe.query.length > 0) path += `?${writePairs(probe.query.map(([k, v]) => [k, value(v)]), probe.queryEncoding)}`;

  const headers = new Headers({ Accept: "text/html,application/json;q=0.9,*/*;q=0.8", "User-Agent": "fuzz" });
  if (probe.contentType !== null) headers.set("Content-Type", probe.contentType);
  if (context.cookie) headers.set("Cookie", context.cookie);
  const sameOrigin = context.origin;
  switch (probe.origin) {
    case "same":
      headers.set(context.originHeader, sameOrigin);
      break;
    case "same-as-origin":
      headers.set("Origin", sameOrigin);
      break;
    case "other":
      headers.set(context.originHeader, "https://evil.example");
      break;
    case "other-scheme":
      headers.set(context.originHeader, sameOrigin.replace(/^http:/, "https:"));
      break;
    case "null":
      headers.set(context.originHeader, "null");
      break;
    case "missing-same-origin-fetch":
      headers.set("Sec-Fetch-Site", "same-origin");
      break;
    case "missing-cross-site-fetch":
      headers.set("Sec-Fetch-Site", "cross-site");
      break;
    case "missing":
      break;
  }
  if (probe.referer === "same") headers.set("Referer", `${sameOrigin}/shop-all?page=2`);
  else if (probe.referer === "other") headers.set("Referer", "https://evil.example/trap");
  else if (probe.referer === "garbage") headers.set("Referer", "::not a url::");

  const body = bodyBytes(probe.body, refs);
  return { path, method: probe.method, headers, body: probe.method === "GET" || probe.method === "HEAD" ? null : body, chunked: probe.chunked };
}

/** Whole (with a Content-Length), or as 8 KB chunks with no length announced. */
export function bodyInit(built: BuiltRequest): Uint8Array | ReadableStream<Uint8Array> | null {
  const { body } = built;
  if (!body || !built.chunked) return body;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < body.length; at += 8192) controller.enqueue(body.subarray(at, at + 8192));
      controller.close();
    },
  });
}

function writePairs(pairs: Array<[string, string]>, encoding: Encoding): string {
  switch (encoding) {
    case "standard":
      return new URLSearchParams(pairs.map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString();
    case "raw":
      return pairs.map(([k, v]) => `${k}=${v}`).join("&");
    case "percent":
      return pairs.map(([k, v]) => `${wtf8Percent(k)}=${wtf8Percent(v)}`).join("&");
    case "broken":
      return [writePairs(pairs, "standard"), "%=%G1", "a=%E0%A4%A", "%FF%FE=%C3%28", "b=%"].join("&");
    case "latin1":
      return pairs.map(([k, v]) => `${k}=${v}`).join("&");
  }
}

/** Every UTF-16 code unit's bytes percent-encoded, lone surrogates too (as WTF-8): bytes that are not UTF-8 once decoded. */
function wtf8Percent(text: string): string {
  let out = "";
  for (const unit of text) {
    const code = unit.codePointAt(0)!;
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

function bodyBytes(body: Body, refs: Refs): Uint8Array | null {
  const encoder = new TextEncoder();
  const resolved = (pairs: Pair[]) => pairs.map(([k, v]): [string, string] => [k, resolve(v, refs)]);
  switch (body.kind) {
    case "form": {
      const text = writePairs(resolved(body.pairs), body.encoding);
      return body.encoding === "latin1" ? Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff) : encoder.encode(text);
    }
    case "multipart": {
      const parts = resolved(body.pairs).map(([k, v]) => `--fuzzboundary\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      return encoder.encode(`${parts.join("")}--fuzzboundary--\r\n`);
    }
    case "json":
      return encoder.encode(JSON.stringify(body.json) ?? "");
    case "text":
      return encoder.encode(body.text);
    case "bytes":
      return Uint8Array.from(body.bytes);
    case "none":
      return null;
  }
}

export type Outcome = { status: number; location: string | null; error?: string };

/**
 * Every answer: a status under 500, and a redirect that stays on this site (a path, never `//host` or `/\host`).
 * `offsite` names the one address a route may send the shopper to (the checkout's payment provider).
 */
export function problemWith(outcome: Outcome, offsite: (location: string) => boolean = () => false): string | null {
  if (outcome.status >= 500) return `answered ${outcome.status}${outcome.error ? `: ${outcome.error}` : ""}`;
  if (outcome.status >= 300 && outcome.status < 400) {
    const location = outcome.location;
    if (location === null) return `redirected (${outcome.status}) without a Location`;
    const onSite = location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\");
    if (!onSite && !offsite(location)) return `redirected off the site, to ${location.slice(0, 200)}`;
  }
  return null;
}

/** The checkout's one off-site address: the payment provider's page at the API's origin (`isProviderUrl` in checkout.server.ts). */
export function providerPage(apiUrl: string) {
  const origin = new URL(apiUrl).origin;
  return (location: string) => location.startsWith(`${origin}/__provider/`);
}

export function describeProbe(probe: Probe, built: BuiltRequest, session: string): string {
  const body = built.body ? Buffer.from(built.body) : null;
  const shown = body ? (body.length > 600 ? `${body.subarray(0, 600).toString("latin1")}… (${body.length} bytes)` : body.toString("latin1")) : "(none)";
  const headers = [...built.headers].filter(([name]) => name !== "cookie").map(([name, value]) => `${name}: ${value}`);
  return [
    `${built.method} ${built.path.length > 400 ? `${built.path.slice(0, 400)}…` : built.path}${built.chunked ? " (chunked)" : ""}`,
    `session: ${session}`,
    ...headers,
    `body: ${JSON.stringify(shown)}`,
  ].join("\n");
}
