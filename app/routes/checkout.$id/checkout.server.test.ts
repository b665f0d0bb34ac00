// The checkout's actions against the mock API in-process: each test is one shopper whose cookie jar follows the redirects.
import { renderCart } from "../../../mock-api/cart";
import { addFault, clearFaults } from "../../../mock-api/faults";
import { store } from "../../../mock-api/store";
import { oneSizePieces } from "../../../mock-api/testing";
import { CHECKOUT_ADDRESS, CHECKOUT_BILLING } from "../../../tests/fixtures";
import { setupRouteTests, withApiTimeout } from "../../../tests/route-shopper";
import { GIFT_LOCKED } from "~/lib/cart";
import { clearApiCache } from "~/services/api.server";
import { takeMirroredEvents } from "~/services/event-mirror.server";
import { commitSession, getSession } from "~/services/session.server";
import { loadShell } from "~/services/shell.server";

import { beginCheckout } from "../checkout._index/begin-checkout.server";
import { returnFromProvider } from "../checkout.$id_.return/return.server";
import { checkoutAction, loadCheckoutStep } from "./checkout.server";

const ORIGIN = "http://store.test";

setupRouteTests({ campaign: false });

const fault = (path: string, status = 500, method = "GET") =>
  addFault({ path: `/api/v1${path}`, method, status, body: { errors: [{ code: status, message: "Database exploded at line 42" }] } });

function shopper() {
  let cookie = "";
  const keep = (response: Response) => {
    const set = response.headers.get("Set-Cookie");
    if (set?.startsWith("__session=")) cookie = set.split(";")[0];
    return response;
  };
  const request = (path: string, form?: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { Cookie: cookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  return {
    request,
    keep,
    get cookie() {
      return cookie;
    },
  };
}

/** Redirects are thrown. */
async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : toResponse(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    return toResponse(thrown);
  }
}

/** Remix's data() results are DataWithResponseInit objects: turn them into responses to read. */
function toResponse(value: unknown): Response {
  const { data, init } = value as { data: unknown; init?: ResponseInit & { headers?: HeadersInit } };
  return new Response(JSON.stringify(data), { status: init?.status ?? 200, headers: init?.headers });
}

const madeToOrder = () => oneSizePieces().flatMap((p) => p.configurations).find((c) => !c.track_inventory)!;

async function startedCheckout(productConfigurationId = madeToOrder().id, quantity = 1) {
  const me = shopper();
  const added = await fetch("http://127.0.0.1:4010/api/v1/carts/items", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ product_configuration_id: productConfigurationId, quantity }),
  });
  const cartId = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;
  const session = await getSession(new Request(ORIGIN));
  session.set("cart_unique_id", cartId);
  me.keep(new Response(null, { headers: { "Set-Cookie": await commitSession(session) } }));
  const started = await settle(() => beginCheckout(me.request("/checkout")));
  expect(started.status).toBe(302);
  const location = started.headers.get("Location")!;
  const checkoutId = location.match(/^\/checkout\/([^?]+)\?step=contact$/)![1];
  return { me, cartId, checkoutId };
}

async function post(me: ReturnType<typeof shopper>, checkoutId: string, form: Record<string, string>) {
  return me.keep(await settle(() => checkoutAction(me.request(`/checkout/${checkoutId}`, form), checkoutId)));
}

async function toPayment(...piece: Parameters<typeof startedCheckout>) {
  const started = await startedCheckout(...piece);
  const { me, checkoutId } = started;
  expect((await post(me, checkoutId, { intent: "contact", step: "contact", email: "ada@example.com" })).headers.get("Location")).toBe(
    `/checkout/${checkoutId}?step=address`,
  );
  expect((await post(me, checkoutId, { intent: "address", step: "address", ...CHECKOUT_ADDRESS })).headers.get("Location")).toBe(
    `/checkout/${checkoutId}?step=shipping`,
  );
  expect((await post(me, checkoutId, { intent: "shipping", step: "shipping", shipping_rate_id: "express" })).headers.get("Location")).toBe(
    `/checkout/${checkoutId}?step=payment`,
  );
  return started;
}

const card = (number: string) => ({ intent: "payment", step: "payment", payment_method: "card", holder_name: "Ada Byron", card_number: number, expiry: "12/39", cvc: "123" });

describe("checkout actions", () => {
  it("walks every step to an order, then resets the cart", async () => {
    const { me, checkoutId } = await toPayment();
    expect((await post(me, checkoutId, card("4242 4242 4242 4242"))).headers.get("Location")).toBe(`/checkout/${checkoutId}?step=review`);
    const placed = await post(me, checkoutId, { intent: "place-order", step: "review" });
    expect(placed.status).toBe(302);
    expect(placed.headers.get("Location")).toMatch(/^\/checkout\/success\/ML-\d+$/);
    const order = store.orders.at(-1)!;
    expect(order).toMatchObject({ email: "ada@example.com", shipping_amount: 14, payment_method: "card" });
    // The stored cart id is gone: /checkout now has nothing to check out.
    const again = await settle(() => beginCheckout(me.request("/checkout")));
    expect(await again.json()).toEqual({ empty: true });
  });

  it("bills a different address when the shopper chose one: sent to the API, shown on review and kept by the order for tracking", async () => {
    const { me, cartId, checkoutId } = await startedCheckout();
    await post(me, checkoutId, { intent: "contact", step: "contact", email: "ada@example.com" });
    // A refused billing field keeps the whole step's typing, and the shipping address stays as it was.
    const refused = await post(me, checkoutId, { intent: "address", step: "address", ...CHECKOUT_ADDRESS, ...CHECKOUT_BILLING, billing_zip_code: "941" });
    expect(await refused.json()).toMatchObject({ ok: false, fieldErrors: { billing_zip_code: expect.any(String) }, values: { billing_city: "San Francisco", city: "New York" } });
    expect(store.carts[cartId].checkout.billing_address).toBeNull();

    const saved = await post(me, checkoutId, { intent: "address", step: "address", ...CHECKOUT_ADDRESS, ...CHECKOUT_BILLING });
    expect(saved.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=shipping`);
    expect(store.carts[cartId].checkout.billing_address).toMatchObject({ address: "1 Market Street", zip_code: "94105" });
    expect(store.carts[cartId].checkout.shipping_address).toMatchObject({ zip_code: CHECKOUT_ADDRESS.zip_code });
    await post(me, checkoutId, { intent: "shipping", step: "shipping", shipping_rate_id: "express" });
    await post(me, checkoutId, card("4242 4242 4242 4242"));
    const review = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=review`), checkoutId));
    expect(await review.json()).toMatchObject({ checkout: { billing_address: { city: "San Francisco" } } });

    await post(me, checkoutId, { intent: "place-order", step: "review" });
    expect(store.orders.at(-1)).toMatchObject({ billing_zip: "94105", billing_address: { name: "Ada Byron", city: "San Francisco" } });
  });

  it("goes back to billing the shipping address when the shopper chooses so again", async () => {
    const { me, cartId, checkoutId } = await toPayment();
    await post(me, checkoutId, { intent: "address", step: "address", ...CHECKOUT_ADDRESS, ...CHECKOUT_BILLING });
    expect(store.carts[cartId].checkout.billing_address).not.toBeNull();
    await post(me, checkoutId, { intent: "address", step: "address", ...CHECKOUT_ADDRESS, billing: "same" });
    expect(store.carts[cartId].checkout.billing_address).toBeNull();
  });

  it("tells the integrations of the purchase with the category of each line the order was placed from", async () => {
    const configuration = madeToOrder();
    const product = store.products.find((p) => p.configurations.some((c) => c.id === configuration.id))!;
    expect(product.categories[0]?.slug).toBeTruthy();
    const { me, checkoutId } = await toPayment(configuration.id);
    await post(me, checkoutId, card("4242 4242 4242 4242"));
    // A visitor id, so the event is kept for the browser's pixel (the event mirror).
    const visitor = (path: string, form?: Record<string, string>) => {
      const request = me.request(path, form);
      return new Request(request, { headers: { ...Object.fromEntries(request.headers), Cookie: `${me.cookie}; uid=visitor-purchase` } });
    };
    await takeMirroredEvents(visitor("/"));
    const placed = me.keep(await settle(() => checkoutAction(visitor(`/checkout/${checkoutId}`, { intent: "place-order", step: "review" }), checkoutId)));
    expect(placed.headers.get("Location")).toMatch(/^\/checkout\/success\/ML-\d+$/);
    const purchase = (await takeMirroredEvents(visitor("/"))).find((event) => event.event_id === "purchase");
    expect(purchase?.commerce?.lines).toEqual([
      expect.objectContaining({ productId: product.id, sku: configuration.sku, category: product.categories[0].slug, quantity: 1 }),
    ]);
  });

  it("never sends a card number back, nor keeps it in the session", async () => {
    const { me, checkoutId } = await toPayment();
    const bad = await post(me, checkoutId, { ...card("4242 4242 4242 4241"), holder_name: "Ada Byron" });
    expect(bad.status).toBe(422);
    const body = await bad.text();
    expect(body).toContain("Enter a valid card number");
    expect(body).not.toContain("4241");
    expect(body).toContain("Ada Byron");

    await post(me, checkoutId, card("4000000000000002"));
    const declined = await post(me, checkoutId, { intent: "place-order", step: "review" });
    expect(declined.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=payment`);
    const cookieValue = decodeURIComponent(me.cookie.split("=")[1] ?? "");
    const sessionJson = Buffer.from(cookieValue.split(".")[0], "base64").toString("utf8");
    expect(sessionJson).toContain("Your card was declined.");
    expect(sessionJson).not.toContain("4000000000000002");

    const page = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=payment`), checkoutId));
    const shown = await page.text();
    expect(shown).toContain("Your card was declined.");
    expect(shown).not.toContain("4000000000000002");
  });

  it("brings a declined card's name and expiry back with its notice, and neither its number nor its code", async () => {
    const { me, checkoutId } = await toPayment();
    await post(me, checkoutId, card("4000000000000002"));
    await post(me, checkoutId, { intent: "place-order", step: "review" });
    const page = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=payment`), checkoutId));
    const { notice } = (await page.json()) as { notice: { message: string; field: string | null; card?: object } };
    expect(notice).toEqual({ message: "Your card was declined.", field: "card_number", card: { holder_name: "Ada Byron", expiry: "12/39" } });
    expect(JSON.stringify(notice)).not.toMatch(/0002|123/);
  });

  it("does not trust a posted price or total: the API's cart decides", async () => {
    const { me, checkoutId } = await toPayment();
    await post(me, checkoutId, { ...card("4242424242424242"), final_amount: "1", price: "0.01" });
    await post(me, checkoutId, { intent: "place-order", step: "review", final_amount: "1", total_cost: "1" });
    const order = store.orders.at(-1)!;
    expect(order.final_amount).toBeGreaterThan(madeToOrder().cost);
  });

  it("puts a refused code's API message under the code field", async () => {
    const { me, checkoutId } = await startedCheckout();
    const refused = await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: "nope" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ intent: "apply-code", fieldErrors: { gift_card_code: "The code NOPE is not valid." } });
    const applied = await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: "welcome10" });
    expect(applied.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=contact`);
  });

  it("sends a step asked for too early back to the first one to do, and another checkout id to /checkout", async () => {
    const { me, checkoutId } = await startedCheckout();
    const early = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=review`), checkoutId));
    expect(early.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=contact`);
    const other = await settle(() => loadCheckoutStep(me.request("/checkout/0000?step=contact"), "0000"));
    expect(other.headers.get("Location")).toBe("/checkout");
  });

  it("refuses the 31st code tried from one address in an hour, whatever the cart", async () => {
    for (let cart = 0; cart < 3; cart += 1) {
      const { me, checkoutId } = await startedCheckout();
      for (let i = 0; i < 10; i += 1) {
        expect((await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: `guess${cart}x${i}` })).status).toBe(400);
      }
    }
    const { me, checkoutId } = await startedCheckout();
    const limited = await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: "welcome10" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect(await limited.json()).toMatchObject({ fieldErrors: { gift_card_code: "Too many attempts. Please try again in 60 minutes." } });
  });

  it("refuses the 11th code tried on one cart in 10 minutes, under the code field", async () => {
    const { me, checkoutId } = await startedCheckout();
    for (let i = 0; i < 10; i += 1) {
      expect((await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: `guess${i}` })).status).toBe(400);
    }
    const limited = await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: "welcome10" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(9 * 60);
    expect(await limited.json()).toMatchObject({
      intent: "apply-code",
      fieldErrors: { gift_card_code: "Too many attempts. Please try again in 10 minutes." },
      values: { gift_card_code: "welcome10" },
    });
  });

  it("gives a code's try back when the API failed on it: an outage is no guess", async () => {
    const { me, checkoutId } = await startedCheckout();
    addFault({ path: "/api/v1/carts/bind-gift-card", method: "POST", status: 500, times: 12 });
    for (let i = 0; i < 12; i += 1) {
      expect((await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: "welcome10" })).status).toBe(502);
    }
    expect((await post(me, checkoutId, { intent: "apply-code", step: "contact", gift_card_code: "welcome10" })).status).toBe(302);
  });

  it("refuses the 6th new card typed on one cart in an hour (card testing), never giving a number back", async () => {
    const { me, checkoutId } = await toPayment();
    // Each card is tokenised and taken to the review (the gateway declines at the order): five go through.
    for (let i = 0; i < 5; i += 1) expect((await post(me, checkoutId, card("4000000000000002"))).status).toBe(302);
    const limited = await post(me, checkoutId, card("4242424242424242"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    const body = await limited.text();
    expect(body).toContain("Too many attempts. Please try again in 60 minutes.");
    expect(body).not.toContain("4242424242424242");
    expect(body).toContain("Ada Byron");
    // Only new cards are counted: the step's other forms go on.
    expect((await post(me, checkoutId, { intent: "apply-code", step: "payment", gift_card_code: "welcome10" })).status).toBe(302);
  });

  it("refuses the 11th new card from one address in an hour, whatever the cart (card testing across carts)", async () => {
    for (let cart = 0; cart < 2; cart += 1) {
      const { me, checkoutId } = await toPayment();
      for (let i = 0; i < 5; i += 1) expect((await post(me, checkoutId, card("4000000000000002"))).status, `cart ${cart + 1}, card ${i + 1}`).toBe(302);
    }
    const { me, checkoutId } = await toPayment();
    const limited = await post(me, checkoutId, card("4242424242424242"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect(await limited.text()).toContain("Too many attempts. Please try again in 60 minutes.");
  });

  it("gives a card's try back when the gateway itself failed on it", async () => {
    const { me, checkoutId } = await toPayment();
    fault("/payment-gateways/card/tokens", 500, "POST");
    for (let i = 0; i < 7; i += 1) expect((await post(me, checkoutId, card("4242424242424242"))).status, `try ${i + 1}`).not.toBe(429);
  });

  it("answers a post to another checkout's URL with a 404 and changes nothing", async () => {
    const { me, checkoutId } = await startedCheckout();
    const other = await post(me, "0000", { intent: "contact", step: "contact", email: "eve@example.com" });
    expect(other.status).toBe(404);
    const page = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=contact`), checkoutId));
    expect(await page.text()).not.toContain("eve@example.com");
  });

  it("says the cart could not be loaded, with a 503, when the checkout cart fails: never that it is empty", async () => {
    const { me, checkoutId } = await startedCheckout();
    fault("/carts/*/start-checkout", 500, "PATCH");
    const begun = await settle(() => beginCheckout(me.request("/checkout")));
    expect(begun.status).toBe(503);
    expect(await begun.json()).toEqual({ failed: true, message: "We couldn't load your cart. Please try again.", retry: "/checkout" });
    clearFaults();
    fault("/checkout/get-cart", 502);
    const step = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=contact`), checkoutId));
    expect(step.status).toBe(503);
    expect(await step.json()).toMatchObject({ message: "We couldn't load your cart. Please try again.", retry: `/checkout/${checkoutId}?step=contact` });
  });

  it("shows the generic failure on the step when its shipping or payment methods fail to load", async () => {
    const { me, checkoutId } = await toPayment();
    fault("/payment-methods");
    fault("/payment-gateways");
    clearApiCache();
    const payment = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=payment`), checkoutId));
    expect(payment.status).toBe(503);
    const body = await payment.json();
    expect(body).toMatchObject({ step: "payment", methods: null, failure: "An error occurred while processing your request. Please try again later." });
    expect(JSON.stringify(body)).not.toContain("Database exploded");
  });

  it("estimates shipping before an address from POST /orders/rates, and says nothing it does not know when that fails", async () => {
    const { me, checkoutId } = await startedCheckout();
    const contact = () => settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=contact`), checkoutId));
    const summaryOf = async (response: Response) => ((await response.json()) as { summary: { estimate: unknown; shipping: unknown; total: number } }).summary;
    const first = await summaryOf(await contact());
    expect(first.estimate).toEqual({ shipping: 0, total: first.total });

    // The API's cheapest rate is the estimate, whatever it is.
    addFault({
      method: "POST",
      path: "/api/v1/orders/rates",
      status: 200,
      body: { data: { rates: [{ id: "express", title: "Express", description: "2 business days", amount: 14 }], delay_notice: false } },
      times: 1,
    });
    expect((await summaryOf(await contact())).estimate).toEqual({ shipping: 14, total: first.total + 14 });

    fault("/orders/rates", 500, "POST");
    const failed = await contact();
    expect(failed.status).toBe(200);
    expect(await summaryOf(failed)).toMatchObject({ estimate: null, shipping: null, total: first.total });
  });

  it("answers an unknown intent with 400, and a body that is not a form with 415", async () => {
    const { me, checkoutId } = await startedCheckout();
    expect((await post(me, checkoutId, { intent: "pay-nothing" })).status).toBe(400);
    const json = await settle(() =>
      checkoutAction(
        new Request(`${ORIGIN}/checkout/${checkoutId}`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json", Cookie: me.cookie } }),
        checkoutId,
      ),
    );
    expect(json.status).toBe(415);
  });

  it("comes back from a cancelled provider payment to the payment step with its message", async () => {
    const { me, checkoutId } = await toPayment();
    await post(me, checkoutId, { intent: "payment", step: "payment", payment_method: "affirm" });
    const leaving = await post(me, checkoutId, { intent: "place-order", step: "review" });
    const provider = leaving.headers.get("Location")!;
    expect(provider).toMatch(/^http:\/\/127\.0\.0\.1:4010\/__provider\//);
    const cancelled = await fetch(`${provider}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancelled.status).toBe(303);
    const back = me.keep(await settle(() => returnFromProvider(me.request(new URL(cancelled.headers.get("Location")!).pathname), checkoutId)));
    expect(back.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=payment`);
    const page = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=payment`), checkoutId));
    expect(await page.text()).toContain("You cancelled the payment with Affirm.");
  });

  it("tells analytics how the provider's payment went once the shopper is back: checkout_error for a decline, purchase for an approval", async () => {
    const heard = (id: string) => store.events.filter((event) => event.source === "api" && event.body.event_id === id).map((event) => event.body);
    const cameBack = async (outcome: "decline" | "approve") => {
      const { me, checkoutId } = await toPayment();
      await post(me, checkoutId, { intent: "payment", step: "payment", payment_method: "affirm" });
      const provider = (await post(me, checkoutId, { intent: "place-order", step: "review" })).headers.get("Location")!;
      const pressed = await fetch(`${provider}/${outcome}`, { method: "POST", redirect: "manual" });
      await settle(() => returnFromProvider(me.request(new URL(pressed.headers.get("Location")!).pathname), checkoutId));
      return checkoutId;
    };
    const declined = await cameBack("decline");
    await vi.waitFor(() => expect(heard("checkout_error")).toEqual([expect.objectContaining({ checkout_id: declined })]));
    const approved = await cameBack("approve");
    await vi.waitFor(() => expect(heard("purchase")).toEqual([expect.objectContaining({ checkout_id: approved })]));
  });

  it("answers oversized, odd and missing input on every step with a 4xx, never a 500", async () => {
    const { me, checkoutId } = await toPayment();
    const huge = "x".repeat(1_000_000);
    const odd = "caf\u00e9 <script>alert(1)</script> \u0000 \u202e";
    const fields = ["email", "first_name", "last_name", "address", "city", "state", "zip_code", "country", "phone_number", "saved_address_id",
      "shipping_rate_id", "payment_method", "holder_name", "card_number", "expiry", "cvc", "gift_card_code", "item_id", "quantity", "redirectTo"];
    for (const intent of ["contact", "address", "shipping", "payment", "apply-code", "remove-code", "update", "remove"]) {
      for (const value of [huge, odd, ""]) {
        const form = Object.fromEntries([["intent", intent], ["step", "payment"], ...fields.map((name) => [name, value])]);
        const response = await post(me, checkoutId, form);
        expect(response.status, `${intent} with ${value.length} characters`).toBeLessThan(500);
        // A megabyte posted is refused at the door (413); nothing of it is sent back.
        expect((await response.text()).length).toBeLessThan(20_000);
        if (value === huge) expect(response.status).toBe(413);
      }
    }
  }, 15_000);

  it("goes on with a verified card when the payment step is sent again with its fields empty", async () => {
    const { me, checkoutId } = await toPayment();
    const keep = { intent: "payment", step: "payment", payment_method: "card", keep_card: "1", holder_name: "", card_number: "", expiry: "", cvc: "" };
    // Nothing verified yet: keeping is refused under the card number.
    const refused = await post(me, checkoutId, keep);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fieldErrors: { card_number: "Enter a valid card number" } });

    await post(me, checkoutId, card("4242424242424242"));
    const kept = await post(me, checkoutId, keep);
    expect(kept.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=review`);
  });
});

describe("an order whose answer never comes", () => {
  /** At review with the given card; the place-order call answers after 700 ms, past the store's 300 ms. */
  async function slowReview(number = "4242 4242 4242 4242") {
    const started = await toPayment();
    const { me, checkoutId } = started;
    await post(me, checkoutId, card(number));
    const review = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=review`), checkoutId));
    const { attempt } = (await review.json()) as { attempt: string };
    expect(attempt).toMatch(/^[0-9a-f-]{36}$/);
    addFault({ path: "/api/v1/carts/checkout", method: "POST", delay_ms: 700, times: 1 });
    const sent = await withApiTimeout(300, () => post(me, checkoutId, { intent: "place-order", step: "review", attempt }));
    return { ...started, attempt, sent };
  }

  const review = (me: ReturnType<typeof shopper>, checkoutId: string, step = "review") =>
    settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=${step}`), checkoutId));
  const answered = () => new Promise((resolve) => setTimeout(resolve, 800));

  it("is being confirmed, never 'try again', and lands on the confirmation once the API has placed it", async () => {
    const ordersBefore = store.orders.length;
    const { me, checkoutId, sent } = await slowReview();
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=review`);
    // Any step of this checkout is the confirming page while the answer is awaited.
    expect((await review(me, checkoutId, "payment")).headers.get("Location")).toBe(`/checkout/${checkoutId}?step=review`);
    expect(await (await review(me, checkoutId)).json()).toEqual({ checkoutId, confirming: true });
    // Leaving and starting the checkout again comes back here, never to "your cart is empty".
    expect((await settle(() => beginCheckout(me.request("/checkout")))).headers.get("Location")).toBe(`/checkout/${checkoutId}?step=review`);

    await answered();
    const found = me.keep(await review(me, checkoutId));
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/checkout/success/${store.orders.at(-1)!.po_number}`);
    expect(store.orders.length).toBe(ordersBefore + 1);
    const session = await getSession(me.request("/"));
    expect(session.get("placing")).toBeUndefined();
    expect(session.get("last_order")).toMatchObject({ po_number: store.orders.at(-1)!.po_number });
  });

  it("pressed again while it is being confirmed: looked up, not sent again, and never 'your cart is empty'", async () => {
    const ordersBefore = store.orders.length;
    const { me, checkoutId } = await slowReview();
    await answered();
    // Another page's key, as a second tab would post: nothing is sent; the review step finds the order.
    const again = await post(me, checkoutId, { intent: "place-order", step: "review", attempt: "0b0e2d36-6f0a-4c55-8f2e-6a1f2b3c4d5e" });
    expect(again.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=review`);
    const found = await review(me, checkoutId);
    expect(found.headers.get("Location")).toBe(`/checkout/success/${store.orders.at(-1)!.po_number}`);
    expect(store.orders.length).toBe(ordersBefore + 1);
  });

  it("unheard of for a minute: may be placed again, under the same key, and the API orders it once", async () => {
    const ordersBefore = store.orders.length;
    const { me, checkoutId, attempt, cartId } = await slowReview();
    // The first call is still on its way (700 ms): a minute on, as far as the session knows, it is offered again.
    const session = await getSession(me.request("/"));
    session.set("placing", { ...session.get("placing")!, at: Date.now() - 61_000 });
    me.keep(new Response(null, { headers: { "Set-Cookie": await commitSession(session) } }));
    const offered = await (await review(me, checkoutId)).json();
    expect(offered).toMatchObject({ step: "review", attempt, notice: { message: "We could not confirm your order yet. You can place it again: it will not be charged or ordered twice." } });
    const placed = await post(me, checkoutId, { intent: "place-order", step: "review", attempt: "0b0e2d36-6f0a-4c55-8f2e-6a1f2b3c4d5e" });
    expect(placed.headers.get("Location")).toMatch(/^\/checkout\/success\/ML-\d+$/);
    expect(store.checkouts[cartId]).toMatchObject({ status: "paid", idempotency_key: attempt });
    // The first call arrives: the same key, so the API answers it with the same order.
    await answered();
    expect(store.orders.length).toBe(ordersBefore + 1);
  });

  it("declined meanwhile: back to payment with the gateway's word", async () => {
    const { me, checkoutId } = await slowReview("4000 0000 0000 0002");
    await answered();
    const declined = me.keep(await review(me, checkoutId));
    expect(declined.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=payment`);
    const payment = await review(me, checkoutId, "payment");
    expect(await payment.json()).toMatchObject({ step: "payment", notice: { message: "Your card was declined.", field: "payment_method" } });
  });
});

describe("the bag in the order panel", () => {
  const apiEvents = (id: string) => store.events.filter((event) => event.source === "api" && event.body.event_id === id).map((event) => event.body);
  const tracked = () => oneSizePieces().filter((p) => !p.digital).flatMap((p) => p.configurations).find((c) => c.track_inventory && c.stock_qty >= 2 && c.stock_qty < 50)!;
  const lineOf = (cartId: string) => store.carts[cartId].lines[0];
  const at = (checkoutId: string, step: string) => `/checkout/${checkoutId}?step=${step}`;

  it("changes a quantity on the payment step and comes back to it, with the totals the API recomputed; the shell's cart shows it too", async () => {
    const { me, cartId, checkoutId } = await toPayment();
    const line = lineOf(cartId);
    const changed = await post(me, checkoutId, { intent: "update", item_id: String(line.id), quantity: "3", redirectTo: at(checkoutId, "payment") });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("Location")).toBe(at(checkoutId, "payment"));
    expect(lineOf(cartId).quantity).toBe(3);

    const page = await settle(() => loadCheckoutStep(me.request(at(checkoutId, "payment")), checkoutId));
    const { summary } = (await page.json()) as { summary: { count: number; subtotal: number } };
    expect(summary).toMatchObject({ count: 3, subtotal: 3 * madeToOrder().cost });
    // The session's cart is the checkout copy: the header's count and the drawer are the same cart.
    const shell = await loadShell(me.request(at(checkoutId, "payment")));
    expect(shell.cartCount).toBe(3);
  });

  it("sends the change to the checkout copy the API answers for this checkout, by its own unique_id, not the session's cart id", async () => {
    const { me, cartId: sessionCart } = await startedCheckout();
    const { cartId: copyId, checkoutId } = await startedCheckout();
    // The API's checkout copy for this shopper is a cart whose unique_id is not the session's.
    addFault({ path: "/api/v1/checkout/get-cart", method: "GET", status: 200, body: { data: renderCart(store.carts[copyId]) }, times: 1 });
    const line = lineOf(copyId);
    const changed = await post(me, checkoutId, { intent: "update", item_id: String(line.id), quantity: "4", redirectTo: at(checkoutId, "contact") });
    expect(changed.headers.get("Location")).toBe(at(checkoutId, "contact"));
    expect(lineOf(copyId).quantity).toBe(4);
    expect(lineOf(sessionCart).quantity).toBe(1);
  });

  it("asks before a 0 removes the line: without JavaScript, the same step with the question", async () => {
    const { me, cartId, checkoutId } = await toPayment();
    const line = lineOf(cartId);
    const zero = await post(me, checkoutId, { intent: "update", item_id: String(line.id), quantity: "0", redirectTo: at(checkoutId, "payment") });
    expect(zero.headers.get("Location")).toBe(`${at(checkoutId, "payment")}&remove=${line.id}`);
    expect(lineOf(cartId).quantity).toBe(1);
    const asking = await settle(() => loadCheckoutStep(me.request(zero.headers.get("Location")!), checkoutId));
    expect(asking.status).toBe(200);
    expect(await asking.json()).toMatchObject({ step: "payment", confirmRemove: line.id });
  });

  it("refuses a quantity over the stock under that line, keeping what was typed, and changes nothing", async () => {
    const piece = tracked();
    const { me, cartId, checkoutId } = await startedCheckout(piece.id);
    const line = lineOf(cartId);
    const over = String(piece.stock_qty + 1);
    const refused = await post(me, checkoutId, { intent: "update", item_id: String(line.id), quantity: over, redirectTo: at(checkoutId, "contact") });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      intent: "update",
      ok: false,
      fieldErrors: { quantity: `Only ${piece.stock_qty} left in stock.` },
      values: { item_id: String(line.id), quantity: over },
    });
    expect(lineOf(cartId).quantity).toBe(1);

    const { me: other, checkoutId: otherCheckout, cartId: otherCart } = await startedCheckout();
    const tooMany = await post(other, otherCheckout, { intent: "update", item_id: String(lineOf(otherCart).id), quantity: "1000" });
    expect(await tooMany.json()).toMatchObject({ fieldErrors: { quantity: "The most you can order is 999" }, values: { quantity: "1000" } });
  });

  it("refuses to change or remove a gift-campaign line", async () => {
    const { me, cartId, checkoutId } = await startedCheckout();
    const gifted = await fetch(`http://127.0.0.1:4010/__qa/carts/${cartId}/gift`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ product_configuration_id: madeToOrder().id }),
    });
    expect(gifted.status).toBe(200);
    const gift = store.carts[cartId].lines.find((line) => line.gift_campaign_id !== null)!;
    const changed = await post(me, checkoutId, { intent: "update", item_id: String(gift.id), quantity: "2", redirectTo: at(checkoutId, "contact") });
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ intent: "update", fieldErrors: { quantity: GIFT_LOCKED }, values: { item_id: String(gift.id) } });
    const removed = await post(me, checkoutId, { intent: "remove", item_id: String(gift.id), redirectTo: at(checkoutId, "contact") });
    expect(removed.status).toBe(422);
    expect(await removed.json()).toMatchObject({ intent: "remove", message: GIFT_LOCKED, values: { item_id: String(gift.id) } });
    expect(store.carts[cartId].lines).toContainEqual(expect.objectContaining({ id: gift.id, quantity: 1 }));
  });

  it("removes a line and says which product left; removing the last one ends at /checkout", async () => {
    const { me, cartId, checkoutId } = await toPayment();
    const second = tracked();
    await fetch("http://127.0.0.1:4010/api/v1/carts/items", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cart_unique_id: cartId, product_configuration_id: second.id, quantity: 1 }),
    });
    const [first, other] = store.carts[cartId].lines;

    const removed = await post(me, checkoutId, { intent: "remove", item_id: String(other.id), redirectTo: at(checkoutId, "payment") });
    expect(removed.headers.get("Location")).toBe(at(checkoutId, "payment"));
    expect(store.carts[cartId].lines.map((line) => line.id)).toEqual([first.id]);
    await vi.waitFor(() => expect(apiEvents("remove_from_cart")).toHaveLength(1));
    expect(apiEvents("remove_from_cart")[0]).toMatchObject({
      cart_id: cartId,
      checkout_id: checkoutId,
      product_configuration_id: second.id,
      product_sku: second.sku,
      product_price: second.cost.toFixed(2),
    });

    const last = await post(me, checkoutId, { intent: "remove", item_id: String(first.id), redirectTo: at(checkoutId, "payment") });
    expect(last.headers.get("Location")).toBe("/checkout");
  });

  it("swallows a failed update or removal (spec 8): back to the step, which shows the bag as the API holds it", async () => {
    const { me, cartId, checkoutId } = await toPayment();
    const line = lineOf(cartId);
    fault(`/carts/items/${line.id}`, 500, "PATCH");
    fault(`/carts/items/${line.id}`, 500, "DELETE");
    const changed = await post(me, checkoutId, { intent: "update", item_id: String(line.id), quantity: "2", redirectTo: at(checkoutId, "payment") });
    expect(changed.headers.get("Location")).toBe(at(checkoutId, "payment"));
    const removed = await post(me, checkoutId, { intent: "remove", item_id: String(line.id), redirectTo: at(checkoutId, "payment") });
    expect(removed.headers.get("Location")).toBe(at(checkoutId, "payment"));
    expect(lineOf(cartId).quantity).toBe(1);
  });
});

describe("the address's shipping methods (POST /shipping-rates-by-address)", () => {
  const NO_RATES = "We can't ship to this address. Please enter another shipping address.";
  const PO_BOX = { ...CHECKOUT_ADDRESS, address: "P.O. Box 4410" };

  async function atAddress() {
    const started = await startedCheckout();
    await post(started.me, started.checkoutId, { intent: "contact", step: "contact", email: "ada@example.com" });
    return started;
  }

  it("refuses an address with no shipping methods, saying so with the form and keeping what was typed", async () => {
    const { me, checkoutId } = await atAddress();
    const refused = await post(me, checkoutId, { intent: "address", step: "address", ...PO_BOX });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ intent: "address", ok: false, message: NO_RATES, values: { address: "P.O. Box 4410", zip_code: "10023" } });
  });

  it("lists on the shipping step the methods the address got, without asking for them again", async () => {
    const { me, checkoutId } = await atAddress();
    const saved = await post(me, checkoutId, { intent: "address", step: "address", ...CHECKOUT_ADDRESS });
    expect(saved.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=shipping`);
    // Asking again now would fail the step: it does not ask.
    fault("/shipping-rates-by-address", 500, "POST");
    const page = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=shipping`), checkoutId));
    expect(page.status).toBe(200);
    const { rates } = (await page.json()) as { rates: Array<{ id: string }> };
    expect(rates.map((rate) => rate.id)).toEqual(["ground", "express", "overnight"]);
  });

  it("says the generic failure with the address form when the methods cannot be had (spec 8: rejected), keeping what was typed", async () => {
    const { me, checkoutId } = await atAddress();
    fault("/shipping-rates-by-address", 500, "POST");
    const failed = await post(me, checkoutId, { intent: "address", step: "address", ...CHECKOUT_ADDRESS });
    expect(failed.status).toBe(502);
    const body = await failed.json();
    expect(body).toMatchObject({ intent: "address", message: "An error occurred while processing your request. Please try again later.", values: { city: "New York" } });
    expect(JSON.stringify(body)).not.toContain("Database exploded");
  });

  it("sends a shipping step with no methods for its address back to the address step, saying why", async () => {
    const { me, checkoutId, cartId } = await atAddress();
    await post(me, checkoutId, { intent: "address", step: "address", ...PO_BOX });
    expect(store.carts[cartId].checkout.shipping_address).not.toBeNull();
    const shipping = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=shipping`), checkoutId));
    expect(shipping.headers.get("Location")).toBe(`/checkout/${checkoutId}?step=address`);
    me.keep(shipping);
    const address = await settle(() => loadCheckoutStep(me.request(`/checkout/${checkoutId}?step=address`), checkoutId));
    expect(await address.json()).toMatchObject({ step: "address", notice: { message: NO_RATES, field: null } });
  });
});
