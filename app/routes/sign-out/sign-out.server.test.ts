import { store } from "../../../mock-api/store";
import { oneSizePieces } from "../../../mock-api/testing";
import { CHECKOUT_ADDRESS } from "../../../tests/fixtures";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";

import { cartAction } from "../cart/cart.server";
import { beginCheckout } from "../checkout._index/begin-checkout.server";
import { checkoutAction, loadCheckoutStep } from "../checkout.$id/checkout.server";
import { loadConfirmation } from "../checkout.success.($id)/confirmation.server";
import { loadOrderHistory } from "../orders._index/orders.server";
import { loadProfilePage } from "../profile._index/profile.server";
import { signOutAction } from "./sign-out.server";

setupRouteTests();

type Shopper = ReturnType<typeof routeShopper>;

const madeToOrder = () => oneSizePieces().flatMap((p) => p.configurations).find((c) => !c.track_inventory)!;

/** Signed in, a piece in the bag, every step filled in with a typed Visa: the account's checkout at review. */
async function signedInAtReview(shopper: Shopper) {
  expect((await shopper.signIn()).status).toBe(302);
  await shopper.post(cartAction, "/cart", { intent: "add", product_configuration_id: String(madeToOrder().id), quantity: "1", redirectTo: "/" });
  const started = await shopper.get(beginCheckout, "/checkout");
  const checkoutId = /^\/checkout\/([^?]+)\?step=\w+$/.exec(started.location ?? "")![1];
  const step = (form: Record<string, string>) => shopper.post((request) => checkoutAction(request, checkoutId), `/checkout/${checkoutId}`, form);
  await step({ intent: "contact", step: "contact", email: "demo@maison-lumiere.example" });
  await step({ intent: "address", step: "address", ...CHECKOUT_ADDRESS });
  await step({ intent: "shipping", step: "shipping", shipping_rate_id: "ground" });
  const paid = await step({ intent: "payment", step: "payment", payment_method: "card", holder_name: "Ada Byron", card_number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" });
  expect(paid.location).toBe(`/checkout/${checkoutId}?step=review`);
  return { checkoutId, cartId: String(shopper.jar.session().cart_unique_id) };
}

const signOut = (shopper: Shopper) => shopper.post(signOutAction, "/sign-out", { intent: "sign-out" });

describe("sign-out", () => {
  it("revokes the token at the API and forgets the whole session, bag and last order included", async () => {
    const shopper = routeShopper();
    expect((await shopper.signIn()).status).toBe(302);
    const tokensBefore = Object.keys(store.sessions).length;
    expect(tokensBefore).toBe(1);

    const out = await signOut(shopper);
    expect(out).toMatchObject({ status: 302, location: "/" });
    expect(Object.keys(store.sessions)).toHaveLength(0);
    expect(shopper.jar.header()).not.toContain("__session=");
  });

  it("keeps the API's token out of the cookie: the copy holds an id the server can end, not the bearer", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    const [token] = Object.keys(store.sessions);
    const cookie = shopper.jar.header();
    expect(cookie).not.toContain(token);
    expect(Buffer.from(decodeURIComponent(cookie.split("=").slice(1).join("=")).split(".")[0], "base64").toString("utf8")).not.toContain(token);
  });

  it("leaves a copy of the signed-in cookie, taken before, opening nothing", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    const copy = routeShopper();
    copy.jar.adopt(shopper.jar.copy());
    expect((await copy.get(loadProfilePage, "/profile")).status).toBe(200);

    await signOut(shopper);
    for (const [load, path] of [
      [loadProfilePage, "/profile"],
      [loadOrderHistory, "/orders"],
    ] as const) {
      const answer = await copy.get(load, path);
      // The sign-in's record is gone: the copy is a guest's, asked to sign in.
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toMatch(/^\/\?drawer=1&redirect=/);
    }
    expect(copy.jar.session().signed_in).toBeUndefined();
  });

  it("leaves a copy taken at the review step with no checkout, no card and no order to place", async () => {
    const shopper = routeShopper();
    const { checkoutId, cartId } = await signedInAtReview(shopper);
    const copy = routeShopper("198.51.100.7");
    copy.jar.adopt(shopper.jar.copy());
    await signOut(shopper);

    // /checkout finds no bag: the account's cart id went with the sign-in.
    expect((await copy.get(beginCheckout, "/checkout")).data).toEqual({ empty: true });
    // The next page's header rewrites the copy as a guest's: an empty bag, and no account state left in the cookie.
    expect((await copy.shell()).cart.lines).toEqual([]);
    expect(copy.jar.session()).not.toHaveProperty("cart_unique_id");
    expect(copy.jar.session()).not.toHaveProperty("signed_in");
    // The review step's address, whatever the copy types, leads nowhere.
    const review = await copy.get((request) => loadCheckoutStep(request, checkoutId), `/checkout/${checkoutId}?step=review`);
    expect(review.status).toBe(302);
    expect(review.location).not.toContain(checkoutId);
    const placed = await copy.post((request) => checkoutAction(request, checkoutId), `/checkout/${checkoutId}`, { intent: "place-order", step: "review" });
    expect(placed.location ?? "").not.toMatch(/^\/checkout\/success/);
    expect(store.orders.filter((order) => order.email === "demo@maison-lumiere.example" && order.created_at > new Date(Date.now() - 60_000).toISOString())).toHaveLength(0);
    // The account's cart is still there for the account, and the card typed in it can no longer pay.
    expect(store.carts[cartId].checkout).toMatchObject({ card_token: null, payment_method: null });
  });

  it("shows the last order to the browser that placed it, and not to a copy once it signed out", async () => {
    const shopper = routeShopper();
    const { checkoutId } = await signedInAtReview(shopper);
    const placed = await shopper.post((request) => checkoutAction(request, checkoutId), `/checkout/${checkoutId}`, { intent: "place-order", step: "review" });
    expect(placed.location).toMatch(/^\/checkout\/success\/ML-\d+$/);
    const confirmation = (request: Request) => loadConfirmation(request, undefined);
    expect((await shopper.get(confirmation, "/checkout/success")).data).toMatchObject({ order: { po_number: expect.stringMatching(/^ML-/) } });

    const copy = routeShopper("198.51.100.7");
    copy.jar.adopt(shopper.jar.copy());
    await signOut(shopper);
    expect((await copy.get(confirmation, "/checkout/success")).data).toEqual({ order: null });
  });
});
