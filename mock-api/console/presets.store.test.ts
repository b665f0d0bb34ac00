/** Each preset does to the store what the console says it does: the store's loaders against the in-process mock. */
import { loadCart } from "~/services/cart.server";
import { commitSession, getSession } from "~/services/session.server";
import { beginCheckout } from "~/routes/checkout._index/begin-checkout.server";
import { loadProfilePage } from "~/routes/profile._index/profile.server";
import { loader as contentLoader } from "~/routes/$";
import { loader as listingLoader } from "~/routes/shop-all.($slug)";
import { loadProductPage } from "~/routes/product.$slug/product.server";

import { routeShopper, setupRouteTests } from "../../tests/route-shopper";
import { addFault } from "../faults";
import { bumpCacheVersion } from "../store";
import { cartWith, oneSizePieces } from "../testing";
import { findPreset } from "./presets";
import { requestContext } from "~/lib/request-context";

setupRouteTests();

/** As the console's button does: its faults, then a new cv. */
function apply(id: string) {
  for (const fault of findPreset(id)!.faults) addFault(fault);
  bumpCacheVersion();
}

const madeToOrder = () => oneSizePieces().flatMap((p) => p.configurations).find((c) => !c.track_inventory)!.id;

async function sessionWithCart(cartId: string) {
  const session = await getSession(new Request("http://store.test/"));
  session.set("cart_unique_id", cartId);
  return commitSession(session);
}

const settle = (run: () => unknown) => Promise.resolve().then(run).catch((thrown: unknown) => thrown);
const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: ResponseInit }).init?.status ?? 200);

describe("the console's presets, as the store meets them", () => {
  it("API down: a page whose call is required is an error page", async () => {
    const shopper = routeShopper();
    apply("api-down");
    const product = await settle(() => loadProductPage(shopper.request("/product/celeste-solitaire-ring"), "celeste-solitaire-ring"));
    expect(statusOf(product)).toBeGreaterThanOrEqual(500);
  });

  it("401 on the next call: a signed-in shopper's next page sends them to sign in, signed out", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    expect(shopper.jar.session().signed_in).toBeTruthy();
    apply("401-next");
    const profile = await shopper.get(loadProfilePage, "/profile");
    expect(profile.location).toMatch(/drawer=1/);
    expect(shopper.jar.session().signed_in).toBeUndefined();
  });

  it("503 with error_code on pages: a content page sends the shopper to /404", async () => {
    const shopper = routeShopper();
    apply("pages-503");
    const page = await shopper.get((request) => contentLoader({ request, params: { "*": "about" }, context: requestContext() }), "/about");
    expect(page.location).toBe("/404");
  });

  it("Maintenance window: a page sends the shopper to /404, and /404 is the 404 page, drawn without the API", async () => {
    const shopper = routeShopper();
    apply("maintenance");
    const page = await shopper.get((request) => contentLoader({ request, params: { "*": "about" }, context: requestContext() }), "/about");
    expect(page.location).toBe("/404");
    const notFound = await shopper.get((request) => contentLoader({ request, params: { "*": "404" }, context: requestContext() }), "/404");
    expect(notFound).toMatchObject({ status: 404, location: null });
    const shell = await shopper.shell("/404");
    expect(shell.cart.failed).toBe(false);
    expect(shell.menus.header).toEqual([]);
  });

  it("Slow catalogue: a listing waits 2 seconds, then answers as usual", async () => {
    const shopper = routeShopper();
    apply("slow-catalogue");
    const started = Date.now();
    const listing = await shopper.get((request) => listingLoader({ request, params: {}, context: requestContext() }), "/shop-all");
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(listing.status).toBe(200);
  });

  it("Garbage JSON on the cart: the drawer and /checkout say the cart could not be loaded, never that it is empty", async () => {
    const cart = await cartWith(madeToOrder());
    const shopper = routeShopper();
    shopper.jar.keep([await sessionWithCart(cart.unique_id)]);
    apply("garbage-cart");
    expect(await loadCart(shopper.request("/"))).toEqual({ cart: null, failed: true });
    const checkout = await settle(() => beginCheckout(shopper.request("/checkout")));
    expect(statusOf(checkout)).toBe(503);
    expect(JSON.stringify((checkout as { data?: unknown }).data ?? "")).toContain("We couldn't load your cart. Please try again.");
  });
});
