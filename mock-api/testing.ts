/** Setup for the mock API's own tests: msw intercepts fetch to 127.0.0.1:4010 in-process; every test starts from the seed. */
import { afterAll, afterEach, beforeAll, expect } from "vitest";

import { signInResponse } from "~/services/schemas/account.server";
import { errorBody } from "~/services/schemas/common.server";
import { cartResponse } from "~/services/schemas/cart.server";

import { clearFaults, resetGlobalDelay } from "./faults";
import { server } from "./node";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./seed";
import { resetStore, store } from "./store";

export const BASE = "http://127.0.0.1:4010";

/** `campaign: false` leaves out the gift with purchase, so a cart holds exactly what a test put in it. */
export function setupMockApi({ campaign = true }: { campaign?: boolean } = {}) {
  const reset = () => {
    resetStore();
    if (!campaign) store.campaign = null;
    clearFaults();
    resetGlobalDelay();
  };
  // From the seed, whatever an earlier file in the same worker left in the store.
  beforeAll(() => {
    reset();
    server.listen({ onUnhandledRequest: "error" });
  });
  afterEach(reset);
  afterAll(() => server.close());
}

export const api = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);

export async function getJson(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await api(path, init);
  return { status: response.status, body: await response.json() };
}

export const postJson = (path: string, body: unknown, method = "POST") =>
  api(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

export const sendJson = (path: string, body: unknown, { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
  api(path, { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, out));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => allStrings(item, out));
  return out;
}

export async function expectApiError(response: Response, status: number, property: string | null, message?: string) {
  expect(response.status).toBe(status);
  const list = errorBody.parse(await response.json()).errors!;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ code: status, property });
  if (message !== undefined) expect(list[0].message).toBe(message);
}

export async function cartOf(response: Response) {
  expect(response.status).toBe(200);
  return cartResponse.parse(await response.json()).data;
}

/** Pieces added without a size: every one but the rings. */
export const oneSizePieces = () => store.products.filter((p) => p.sizes.length === 0);

export const GIFT_RECIPIENT = { recipient_name: "Ada Lovelace", recipient_email: "ada@example.com", gift_message: "Happy birthday" };

export function choiceOf(configurationId: number): { size?: string } | typeof GIFT_RECIPIENT {
  const product = store.products.find((p) => p.configurations.some((c) => c.id === configurationId));
  if (product?.digital) return GIFT_RECIPIENT;
  return product?.sizes.length ? { size: product.sizes[0].value } : {};
}

export async function cartWith(...lines: Array<number | { id: number; quantity: number }>) {
  let cartId: string | undefined;
  for (const line of lines) {
    const { id, quantity } = typeof line === "number" ? { id: line, quantity: 1 } : line;
    const body = { cart_unique_id: cartId, product_configuration_id: id, quantity, ...choiceOf(id) };
    const cart = await cartOf(await postJson("/api/v1/carts/items", body));
    cartId = cart.unique_id;
  }
  return cartOf(await api(`/api/v1/carts?cart_unique_id=${cartId}`));
}

/** Tracked, in-stock, non-digital pieces priced at `costs`, so totals in tests are round numbers. */
export function priced(...costs: number[]) {
  const configurations = oneSizePieces()
    .filter((p) => !p.digital)
    .flatMap((p) => p.configurations)
    .filter((c) => c.track_inventory && c.stock_qty >= 3 && c.start_at_cost === 0);
  return costs.map((cost, i) => Object.assign(configurations[i], { cost }));
}

/** New York: 8.875% sales tax. */
export const NY_ADDRESS = {
  first_name: "Camille",
  last_name: "Durand",
  company: null,
  address: "1 West 72nd Street",
  apartment: "Apt 4B",
  city: "New York",
  state: "NY",
  zip_code: "10023",
  country: "US",
  phone_number: "212-555-0147",
};

export const addressIn = (state: string, zip_code = "10023") => ({ ...NY_ADDRESS, state, zip_code });

export const patchCheckout = (cartId: string, body: unknown, headers: Record<string, string> = {}) =>
  sendJson(`/api/v1/carts/${cartId}`, body, { method: "PATCH", headers });

export const fillCheckout = (cartId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  patchCheckout(cartId, { email: "c@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "express", ...extra }, headers);

export const placeCheckout = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson("/api/v1/carts/checkout", body, { headers });

export async function cardToken(number = "4242424242424242", extra: Record<string, unknown> = {}) {
  const response = await postJson("/api/v1/payment-gateways/card/tokens", {
    holder_name: "Camille Durand",
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: /^3[47]/.test(number) ? "1234" : "123",
    ...extra,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function tokenOf(email: string, password: string) {
  const response = await postJson("/api/v1/authorizations", { email, password });
  expect(response.status).toBe(200);
  return signInResponse.parse(await response.json()).data.access_token.token;
}

export const demoToken = () => tokenOf(DEMO_EMAIL, DEMO_PASSWORD);

export const NEW_SHOPPER_PASSWORD = "Opaline#Hour9";

export async function newShopperToken(email = "ines.moreau@example.com") {
  const signUp = await postJson("/api/v1/authorizations/sign-up", {
    first_name: "Ines", last_name: "Moreau", email, password: NEW_SHOPPER_PASSWORD, password_confirmation: NEW_SHOPPER_PASSWORD,
  });
  expect(signUp.status).toBe(200);
  const { body } = await getJson(`/__qa/tokens?email=${email}&kind=verification`);
  const [{ token }] = (body as { data: Array<{ token: string }> }).data;
  expect((await postJson("/api/v1/users/verify-email", { token })).status).toBe(200);
  return tokenOf(email, NEW_SHOPPER_PASSWORD);
}

export const RETURN_URL = "http://localhost:3000/checkout/abc123/return?step=review";

/** As a browser does: a urlencoded form post, not following the redirect. */
export const pressProvider = (path: string, outcome: string) =>
  api(`${path}/${outcome}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "", redirect: "manual" });

/** Unparsed: its `approved` status and `payer` are the mock's. */
export async function attemptOf(cartId: string) {
  const { status, body } = await getJson(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`);
  expect(status).toBe(200);
  return (body as { data: Record<string, unknown> }).data;
}

export const startExpress = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson("/api/v1/carts/checkout/express", body, { headers });

/** One piece at USD 300 unless `cartId` is given. */
export async function approvedExpress(method: "paypal_express" | "affirm_express", options: { cartId?: string; headers?: Record<string, string> } = {}) {
  const cartId = options.cartId ?? (await cartWith(priced(300)[0].id)).unique_id;
  const response = await startExpress({ cart_unique_id: cartId, payment_method: method, return_url: RETURN_URL }, options.headers);
  expect(response.status).toBe(200);
  const { redirect_url } = ((await response.json()) as { data: { redirect_url: string } }).data;
  const path = new URL(redirect_url).pathname;
  expect((await pressProvider(path, "approve")).status).toBe(303);
  return { cartId, path, sessionId: path.split("/").pop()! };
}
