import { http } from "msw";

import { addFault } from "../../../mock-api/faults";
import { server } from "../../../mock-api/node";
import { DEMO_FAVORITES, DEMO_WISHLIST_ID } from "../../../mock-api/seed";
import { store } from "../../../mock-api/store";
import { oneSizePieces } from "../../../mock-api/testing";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";

import { cartAction } from "../cart/cart.server";
import { signOutAction } from "../sign-out/sign-out.server";
import { favoritesAction, loadFavoritesPage } from "./favorites.server";

setupRouteTests({ campaign: false });

/** A piece not among the demo favorites, and another piece with the same sku (a sku is its materials). */
const SOLITAIRE = { slug: "celeste-solitaire-ring", sku: "YG14-DIA" };
const PENDANT = { slug: "celeste-solitaire-pendant", sku: "YG14-DIA" };
const [ONYX, AQUAMARINE] = DEMO_FAVORITES;

function shopper() {
  const a = routeShopper();
  return {
    jar: a.jar,
    heart: (fields: Record<string, string>) => a.post(favoritesAction, "/favorites", { intent: "favorite", ...fields }),
    signIn: () => a.signIn(),
    signOut: () => a.post(signOutAction, "/sign-out", { intent: "sign-out" }),
    page: () => a.get(loadFavoritesPage, "/favorites"),
    shell: (path = "/") => a.shell(path),
    addToBag: (configurationId: number) =>
      a.post(cartAction, "/cart", { intent: "add", product_configuration_id: String(configurationId), quantity: "1", redirectTo: "/shop-all" }),
  };
}

/** Made to order (any quantity), and of different pieces, so the merge keeps them apart. */
function twoPieces() {
  const made = oneSizePieces().flatMap((product) => product.configurations.filter((c) => !c.track_inventory).map((c) => ({ product, id: c.id })));
  const first = made[0];
  const second = made.find((piece) => piece.product.id !== first.product.id)!;
  return [first.id, second.id] as const;
}

/** The demo account's cart from an earlier visit: a guest cart adopted at that sign-in. */
async function accountCartHolding(configurationId: number) {
  const earlier = shopper();
  await earlier.addToBag(configurationId);
  await earlier.signIn();
  const id = String(earlier.jar.session().cart_unique_id);
  expect(store.users[0].cart_unique_id).toBe(id);
  return id;
}

const cartConfigurations = async (a: ReturnType<typeof shopper>) =>
  (await a.shell()).cart.lines.map((line) => store.carts[String(a.jar.session().cart_unique_id)].lines.find((l) => l.id === line.id)?.product_configuration_id);

const listed = () => store.wishlists[DEMO_WISHLIST_ID].items.map((item) => [item.sku, item.product_configuration_id]);
const eventsNamed = (id: string) => store.events.filter((event) => event.body.event_id === id);
/** Spec 9: an event's price has 2 decimals, as text (the catalogue's cost is a plain number). */
const priceOf = (piece: { slug: string; sku: string }) => {
  const cost = store.products.find((p) => p.slug === piece.slug)!.configurations.find((c) => c.sku === piece.sku)!.cost;
  return cost.toFixed(2);
};

describe("sign-in (spec 4 Session)", () => {
  it("reloads the wishlist: the session holds the account's wishlist_id", async () => {
    const shopperA = shopper();
    expect((await shopperA.signIn()).status).toBe(302);
    expect(shopperA.jar.session().wishlist_id).toMatchObject({ id: DEMO_WISHLIST_ID });
  });

  it("takes the account's cart from the answer: a shopper who arrives with no cart gets the one the account holds", async () => {
    // The account has a cart from an earlier visit.
    const cartId = "c".repeat(32);
    store.carts[cartId] = { unique_id: cartId, owner_id: store.users[0].id, lines: [], discount_code: null, gift_card_codes: [], rates_address: null, checkout: emptyCheckout() };
    store.users[0].cart_unique_id = cartId;

    const later = shopper();
    await later.signIn();
    expect(later.jar.session().cart_unique_id).toBe(cartId);
  });

  it("merges a guest's bag into the account's: the session holds the merged cart the answer names, with both pieces", async () => {
    const [accountPiece, guestPiece] = twoPieces();
    const accountCart = await accountCartHolding(accountPiece);

    const guest = shopper();
    await guest.addToBag(guestPiece);
    const guestCart = String(guest.jar.session().cart_unique_id);
    expect(guestCart).not.toBe(accountCart);
    expect((await guest.signIn()).status).toBe(302);

    // The mock's merged cart keeps the guest cart's id; the account's earlier cart is retired.
    const merged = store.users[0].cart_unique_id;
    expect(merged).toBe(guestCart);
    expect(guest.jar.session().cart_unique_id).toBe(merged);
    expect(store.carts[accountCart]).toBeUndefined();
    expect((await cartConfigurations(guest)).sort()).toEqual([accountPiece, guestPiece].sort());
  });

  it("follows the answer when the API gives the merged cart an id of its own, not the guest's", async () => {
    const [accountPiece, guestPiece] = twoPieces();
    await accountCartHolding(accountPiece);
    const guest = shopper();
    await guest.addToBag(guestPiece);
    const guestCart = String(guest.jar.session().cart_unique_id);

    // An API that files the merged cart under a new id: the mock's sign-in, then the cart moved and the answer saying so.
    const renamed = "m".repeat(32);
    server.use(
      http.post(
        "*/api/v1/authorizations",
        async ({ request }) => {
          const answer = (await (await fetch(request)).json()) as { data: { cart_unique_id: string | null } };
          const merged = answer.data.cart_unique_id!;
          store.carts[renamed] = { ...store.carts[merged], unique_id: renamed };
          delete store.carts[merged];
          store.users[0].cart_unique_id = renamed;
          return Response.json({ ...answer, data: { ...answer.data, cart_unique_id: renamed } });
        },
        { once: true },
      ),
    );
    expect((await guest.signIn()).status).toBe(302);

    expect(guest.jar.session().cart_unique_id).toBe(renamed);
    expect(guest.jar.session().cart_unique_id).not.toBe(guestCart);
    expect((await cartConfigurations(guest)).sort()).toEqual([accountPiece, guestPiece].sort());
  });

  it("sign-out forgets the wishlist id with the rest of the session", async () => {
    const a = shopper();
    await a.signIn();
    await a.heart({ ...SOLITAIRE, redirectTo: "/shop-all" });
    expect(a.jar.session().wishlist_id).toBeDefined();
    await a.signOut();
    expect(a.jar.session().wishlist_id).toBeUndefined();
    expect(a.jar.session().token).toBeUndefined();
  });
});

describe("the heart (spec 4 Wishlist)", () => {
  it("adds a piece, saves the whole list, and goes back to the page it came from", async () => {
    const a = shopper();
    await a.signIn();
    const before = listed();
    const answer = await a.heart({ ...SOLITAIRE, redirectTo: "/shop-all?sort=newest" });
    expect(answer).toMatchObject({ status: 302, location: "/shop-all?sort=newest" });
    expect(listed()).toEqual([...before, [SOLITAIRE.sku, expect.any(Number)]]);
    expect(store.wishlists[DEMO_WISHLIST_ID].items.at(-1)).toMatchObject({ sku: SOLITAIRE.sku });
    const shell = await a.shell();
    expect(shell.favorites?.count).toBe(4);
    expect(shell.favorites?.keys).toContain(`${SOLITAIRE.slug}/${SOLITAIRE.sku}`);
    expect(eventsNamed("add_to_favorites").at(-1)?.body).toMatchObject({ product_sku: SOLITAIRE.sku, product_price: priceOf(SOLITAIRE) });
  });

  it("removes the same piece with the same engraving, and keeps another piece with the same sku", async () => {
    const a = shopper();
    await a.signIn();
    await a.heart({ ...SOLITAIRE, redirectTo: "/" });
    await a.heart({ ...PENDANT, redirectTo: "/" });
    expect((await a.shell()).favorites?.keys).toEqual(expect.arrayContaining([`${SOLITAIRE.slug}/YG14-DIA`, `${PENDANT.slug}/YG14-DIA`]));
    await a.heart({ ...SOLITAIRE, redirectTo: "/" });
    const keys = (await a.shell()).favorites?.keys;
    expect(keys).not.toContain(`${SOLITAIRE.slug}/YG14-DIA`);
    expect(keys).toContain(`${PENDANT.slug}/YG14-DIA`);
    expect(eventsNamed("remove_from_favorites").at(-1)?.body).toMatchObject({ product_sku: "YG14-DIA", product_price: priceOf(SOLITAIRE) });
  });

  it("answers a fetcher with data and the cookie that keeps the list's id, not a redirect", async () => {
    const a = shopper();
    await a.signIn();
    const answer = await a.heart({ slug: ONYX.slug, sku: ONYX.sku, redirectTo: "/favorites", enhanced: "1" });
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    expect(listed().map(([sku]) => sku)).not.toContain(ONYX.sku);
  });

  it("sends a signed-out heart to the sign-in drawer on the same page, with the way back, and saves nothing", async () => {
    const guest = shopper();
    const before = JSON.stringify(store.wishlists);
    const answer = await guest.heart({ ...SOLITAIRE, redirectTo: "/shop-all?sort=newest" });
    expect(answer).toMatchObject({ status: 302, location: "/shop-all?sort=newest&drawer=1&redirect=%2Fshop-all%3Fsort%3Dnewest" });
    expect(JSON.stringify(store.wishlists)).toBe(before);
    // Even for a piece with no sku: signing in comes first.
    expect((await guest.heart({ slug: "x", sku: "", redirectTo: "/shop-all" })).location).toBe("/shop-all?drawer=1&redirect=%2Fshop-all");
  });

  it('answers a piece with no sku with spec 8\'s alert "No default_sku" on the same page, and saves nothing', async () => {
    const a = shopper();
    await a.signIn();
    const before = listed();
    expect(await a.heart({ slug: "mystery", sku: "", redirectTo: "/favorites" })).toMatchObject({ status: 302, location: "/favorites?alert=no-default-sku" });
    expect(await a.heart({ slug: "mystery", sku: "", redirectTo: "/favorites", enhanced: "1" })).toMatchObject({
      status: 422,
      data: { ok: false, fieldErrors: { sku: "No default_sku" } },
    });
    expect(listed()).toEqual(before);
  });

  it("keeps a redirect on this site", async () => {
    const a = shopper();
    await a.signIn();
    expect((await a.heart({ ...SOLITAIRE, redirectTo: "//evil.example/x" })).location).toBe("/favorites");
  });

  for (const [call, method] of [
    ["reading the list", "GET"],
    ["saving the list", "POST"],
  ] as const) {
    it(`swallows a failure ${call}: nothing is saved, no event is sent, and the page shows the list the API holds`, async () => {
      const a = shopper();
      await a.signIn();
      const before = listed();
      addFault({ path: "/api/v1/wishlists", method, status: 500, body: { errors: [{ code: 500, message: "boom" }] }, times: 1 });
      const heart = { slug: AQUAMARINE.slug, sku: AQUAMARINE.sku, redirectTo: "/shop-all" };
      expect(await a.heart(heart)).toMatchObject({ status: 302, location: "/shop-all" });
      expect(listed()).toEqual(before);
      // (Another test's events may still be arriving: only this piece's would be this test's.)
      expect(eventsNamed("remove_from_favorites").filter((event) => event.body.product_sku === AQUAMARINE.sku)).toEqual([]);
      expect((await a.shell()).favorites).toMatchObject({ failed: false, count: 3 });
    });
  }
});

describe("the favorites page and the shell", () => {
  it("shows the demo shopper's three favorites, newest first, with the added date in the settings' format", async () => {
    const a = shopper();
    await a.signIn();
    const page = await a.page();
    const { cards, failed } = page.data as { cards: Array<{ slug: string; added: { text: string } | null }>; failed: boolean };
    expect(failed).toBe(false);
    expect(cards.map((card) => card.slug)).toEqual([...DEMO_FAVORITES].reverse().map((favorite) => favorite.slug));
    expect(cards.at(-1)?.added?.text).toBe("09/14/2026");
  });

  it("asks a signed-out visitor to sign in, with the way back", async () => {
    expect(await shopper().page()).toMatchObject({ status: 302, location: "/?drawer=1&redirect=%2Ffavorites" });
  });

  it("says the list failed to load, never that it is empty, when the API fails", async () => {
    const a = shopper();
    await a.signIn();
    addFault({ path: "/api/v1/wishlists", method: "GET", status: 503, body: { errors: [{ code: 503, message: "down" }] } });
    expect((await a.page()).data).toMatchObject({ failed: true, cards: [] });
    expect((await a.shell()).favorites).toMatchObject({ failed: true, count: null, keys: [] });
  });

  it("shares one read between the shell and the page of one document: one failure fails both, never one of them", async () => {
    const a = shopper();
    await a.signIn();
    addFault({ path: "/api/v1/wishlists", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] }, times: 1 });
    const [shell, page] = await Promise.all([a.shell("/favorites"), a.page()]);
    expect(shell.favorites).toMatchObject({ failed: true, count: null });
    expect(page.data).toMatchObject({ failed: true });
    // Nothing is kept once the read settles: the next document reads again.
    expect((await a.page()).data).toMatchObject({ failed: false });
  });

  it("drops a wishlist_id the API does not know and reads the account's own list", async () => {
    const a = shopper();
    await a.signIn();
    store.wishlists = {};
    const shell = await a.shell();
    expect(shell.favorites).toMatchObject({ failed: false, count: 0 });
  });

  it("loads nothing for a guest", async () => {
    expect((await shopper().shell()).favorites).toBeNull();
  });
});

function emptyCheckout() {
  return { checkout_id: null, email: null, shipping_address: null, billing_address: null, shipping_rate_id: null, payment_method: null, card_token: null, gift_message: null, gift_wrap: false };
}
