import { addFault } from "../../../mock-api/faults";
import { SANDBOX_BUYERS } from "../../../mock-api/seed";
import { store } from "../../../mock-api/store";
import { oneSizePieces } from "../../../mock-api/testing";
import { type Answer, ORIGIN, routeShopper, setupRouteTests } from "../../../tests/route-shopper";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { env } from "~/services/env.server";
import { cartAction } from "~/routes/cart/cart.server";

import { checkoutAction, loadCheckoutStep } from "../checkout.$id/checkout.server";
import { returnFromExpress } from "../checkout.express_.return/return.server";
import { expressAction } from "./express.server";

setupRouteTests({ campaign: false });

const madeToOrder = () => oneSizePieces().flatMap((p) => p.configurations).find((c) => !c.track_inventory)!;

async function withBag() {
  const me = routeShopper();
  const added = await me.post(cartAction, "/cart", { intent: "add", product_configuration_id: String(madeToOrder().id), quantity: "1", redirectTo: "/shop-all" });
  expect(added.status).toBe(302);
  return me;
}

type Shopper = Awaited<ReturnType<typeof withBag>>;

async function throughProvider(me: Shopper, method: string, outcome: "approve" | "decline" | "cancel", from = "/shop-all"): Promise<Answer> {
  const leaving = await me.post(expressAction, "/checkout/express", { intent: "express", payment_method: method, from });
  expect(leaving.status).toBe(302);
  const provider = leaving.location!;
  expect(provider).toMatch(/^http:\/\/127\.0\.0\.1:4010\/__provider\//);
  const page = await (await fetch(provider)).text();
  expect(page).toContain(outcome === "approve" ? "Approve payment" : "Cancel");
  const decided = await fetch(`${provider}/${outcome}`, { method: "POST", redirect: "manual" });
  expect(decided.status).toBe(303);
  const back = new URL(decided.headers.get("Location")!);
  expect(back.pathname).toBe("/checkout/express/return");
  // The provider is told to come back to the store's configured origin, never to the Host the post arrived with.
  expect(back.origin).toBe(new URL(env.SITE_URL).origin);
  expect(back.origin).not.toBe(ORIGIN);
  return me.get(returnFromExpress, `${back.pathname}${back.search}`);
}

const checkoutIdOf = (location: string) => location.match(/^\/checkout\/([^?]+)\?step=(\w+)$/)!;

describe("PayPal express", () => {
  it("comes back to review with PayPal's e-mail and address and a shipping method, and places the order through PayPal", async () => {
    const me = await withBag();
    const back = await throughProvider(me, "paypal_express", "approve");
    const [, checkoutId, step] = checkoutIdOf(back.location!);
    expect(step).toBe("review");

    const review = await me.get((request) => loadCheckoutStep(request, checkoutId), `/checkout/${checkoutId}?step=review`);
    const page = review.data as { checkout: { email: string; shipping_address: { zip_code: string }; payment_method: string; shipping_rate_id: string } };
    expect(page.checkout.email).toBe(SANDBOX_BUYERS.paypal_express.email);
    expect(page.checkout.shipping_address.zip_code).toBe(SANDBOX_BUYERS.paypal_express.shipping_address.zip_code);
    expect(page.checkout.payment_method).toBe("paypal_express");
    expect(page.checkout.shipping_rate_id).toBeTruthy();

    const placed = await me.post((request) => checkoutAction(request, checkoutId), `/checkout/${checkoutId}`, { intent: "place-order" });
    expect(placed.location).toMatch(/^\/checkout\/success\/ML-\d+$/);
    const order = store.orders.at(-1)!;
    expect(order.payment_method).toBe("paypal_express");
    expect(order.final_amount * 100).toBe(Object.values(store.payment_sessions).at(-1)!.amount_cents);
    expect(order.email).toBe(SANDBOX_BUYERS.paypal_express.email);
  });

  it("captures nothing once the total changed after PayPal's approval: the payment step says why, the new total in words", async () => {
    const me = await withBag();
    const back = await throughProvider(me, "paypal_express", "approve");
    const [, checkoutId] = checkoutIdOf(back.location!);
    // The shipping method can still change, through PayPal's call; the approval was for the first one.
    const changed = await me.post((request) => checkoutAction(request, checkoutId), `/checkout/${checkoutId}`, { intent: "shipping", shipping_rate_id: "express" });
    expect(changed.location).toBe(`/checkout/${checkoutId}?step=review`);
    const orders = store.orders.length;

    const placed = await me.post((request) => checkoutAction(request, checkoutId), `/checkout/${checkoutId}`, { intent: "place-order" });
    expect(placed.location).toBe(`/checkout/${checkoutId}?step=payment`);
    expect(store.orders).toHaveLength(orders);
    const payment = await me.get((request) => loadCheckoutStep(request, checkoutId), `/checkout/${checkoutId}?step=payment`);
    expect((payment.data as { notice: { message: string } }).notice.message).toMatch(/^The order's total is now USD [\d,]+\.\d\d, not the USD [\d,]+\.\d\d you approved with PayPal/);
  });

  it("brings a declined payment back to the bag it started from, open, with PayPal's message", async () => {
    const me = await withBag();
    const back = await throughProvider(me, "paypal_express", "decline", "/shop-all?sort=new");
    expect(back.location).toBe("/shop-all?sort=new&panel=cart");
    const shell = await me.shell(back.location!);
    expect(shell.cartNotice).toEqual({ ok: false, message: "Your payment was declined by PayPal." });
    expect(shell.cart.lines).toHaveLength(1);
  });

  it("brings a payment cancelled from the contact step back to that step, with the message above it", async () => {
    const me = await withBag();
    const { beginCheckout } = await import("../checkout._index/begin-checkout.server");
    const started = await me.get(beginCheckout, "/checkout");
    const contact = started.location!;
    const back = await throughProvider(me, "paypal_express", "cancel", contact);
    expect(back.location).toBe(contact);
    const [, checkoutId] = checkoutIdOf(contact);
    const step = await me.get((request) => loadCheckoutStep(request, checkoutId), contact);
    expect((step.data as { notice: { message: string } }).notice.message).toBe("You cancelled the payment with PayPal.");
  });

  it("sends an empty bag to /checkout, and keeps the shopper on this site when `from` points away", async () => {
    const empty = routeShopper();
    expect((await empty.post(expressAction, "/checkout/express", { intent: "express", payment_method: "paypal_express" })).location).toBe("/checkout");
    const me = await withBag();
    const back = await throughProvider(me, "paypal_express", "cancel", "//evil.example/x");
    expect(back.location).toBe("/?panel=cart");
  });

  it("says the spec's generic failure when the API cannot start it, and the bag stays", async () => {
    const me = await withBag();
    addFault({ path: "/api/v1/carts/checkout/express", method: "POST", status: 500, body: { errors: [{ code: 500, message: "Database exploded at line 42" }] } });
    const failed = await me.post(expressAction, "/checkout/express", { intent: "express", payment_method: "paypal_express", from: "/" });
    expect(failed.status).toBe(502);
    expect(failed.data).toMatchObject({ ok: false, message: GENERIC_FAILURE });
    expect(JSON.stringify(failed.data)).not.toContain("Database");
    expect((await me.shell()).cart.lines).toHaveLength(1);
  });

  it("refuses a method that is not an express one", async () => {
    const me = await withBag();
    const refused = await me.post(expressAction, "/checkout/express", { intent: "express", payment_method: "card" });
    expect(refused.status).toBe(422);
  });
});

describe("Affirm express", () => {
  it("comes back to review with Affirm's address and places the order without a second trip to Affirm", async () => {
    const me = await withBag();
    const back = await throughProvider(me, "affirm_express", "approve");
    const [, checkoutId, step] = checkoutIdOf(back.location!);
    expect(step).toBe("review");
    const placed = await me.post((request) => checkoutAction(request, checkoutId), `/checkout/${checkoutId}`, { intent: "place-order" });
    expect(placed.location).toMatch(/^\/checkout\/success\/ML-\d+$/);
    expect(store.orders.at(-1)!.payment_method).toBe("affirm_express");
  });
});
