// begin_checkout reaches the browser's integrations (the event mirror) with every line: the pixel's InitiateCheckout is made of it.
import { cartWith } from "../../../mock-api/testing";
import { store } from "../../../mock-api/store";
import { ORIGIN, setupRouteTests } from "../../../tests/route-shopper";
import { pixelParams } from "~/lib/commerce-events";
import { takeMirroredEvents } from "~/services/event-mirror.server";
import { commitSession, getSession } from "~/services/session.server";

import { beginCheckout } from "./begin-checkout.server";

setupRouteTests();

/** Two made-to-order pieces of two categories, with different skus (a sku is materials: pieces share them). */
function twoPieces() {
  const pieces = store.products
    .filter((p) => !p.digital && p.categories.length > 0)
    .flatMap((product) => product.configurations.filter((c) => !c.track_inventory).map((configuration) => ({ product, configuration })));
  const first = pieces[0];
  const second = pieces.find((piece) => piece.product.categories[0].slug !== first.product.categories[0].slug && piece.configuration.sku !== first.configuration.sku)!;
  return [first, second];
}

async function visitorWithCart(cartId: string) {
  const session = await getSession(new Request(ORIGIN));
  session.set("cart_unique_id", cartId);
  const cookie = `${(await commitSession(session)).split(";")[0]}; uid=visitor-begin`;
  return (path: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
}

describe("beginCheckout", () => {
  it("sends begin_checkout with every piece in the cart (not the campaign's gift), the cart's total and currency: the pixel's InitiateCheckout", async () => {
    const [ring, other] = twoPieces();
    const cart = await cartWith({ id: ring.configuration.id, quantity: 2 }, other.configuration.id);
    const request = await visitorWithCart(cart.unique_id);

    const started = await beginCheckout(request("/checkout")).catch((thrown: unknown) => thrown);
    expect(started).toBeInstanceOf(Response);
    expect((started as Response).headers.get("Location")).toMatch(/^\/checkout\/[^?]+\?step=contact$/);

    const begun = (await takeMirroredEvents(request("/"))).filter((event) => event.event_id === "begin_checkout");
    expect(begun).toHaveLength(1);
    const { commerce, fields } = begun[0];
    expect(fields).toMatchObject({ product_price: cart.total_cost.toFixed(2) });
    // The bag's id opens it at the API: the browser's tag manager and pixel never see it.
    expect(fields).not.toHaveProperty("cart_id");
    expect(commerce).toEqual({
      currency: "USD",
      value: cart.total_cost,
      lines: [
        { productId: ring.product.id, sku: ring.configuration.sku, name: expect.any(String), category: ring.product.categories[0].slug, price: ring.configuration.cost, quantity: 2 },
        { productId: other.product.id, sku: other.configuration.sku, name: expect.any(String), category: other.product.categories[0].slug, price: other.configuration.cost, quantity: 1 },
      ],
    });
    expect(pixelParams(commerce!, "sku")).toEqual({
      content_type: "product",
      content_ids: [ring.configuration.sku, other.configuration.sku],
      content_name: expect.stringContaining(", "),
      content_category: `${ring.product.categories[0].slug}, ${other.product.categories[0].slug}`,
      value: Math.round(cart.total_cost * 100) / 100,
      currency: "USD",
      num_items: 3,
    });
  });

  it("sends nothing for a session without a cart", async () => {
    const request = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: "uid=visitor-empty" } });
    await beginCheckout(request("/checkout"));
    expect(await takeMirroredEvents(request("/"))).toEqual([]);
  });
});
