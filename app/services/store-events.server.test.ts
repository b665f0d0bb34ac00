import { store } from "../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../tests/route-shopper";
import { cartAction } from "~/routes/cart/cart.server";

import { CONTEXT_HEADER, flushEvents, openContext, requestContext } from "~/lib/request-context";

import { type Happening, eventOf, happened } from "./store-events.server";

setupRouteTests();

const heard = () => store.events.filter((event) => event.source === "api").map((event) => event.body);

const piece = () => store.products.flatMap((product) => product.configurations.map((configuration) => ({ product, configuration })))
  .find(({ product, configuration }) => !product.digital && product.sizes.length === 0 && configuration.track_inventory && configuration.stock_qty >= 5)!;

describe("eventOf", () => {
  const line = {
    ...{ id: 9, product_id: 7, product_configuration_id: 70, configuration_id: "YG-1", vendor_model: null, title: "Ring", slug: "ring" },
    ...{ sale: false, sale_cost: 0, base_cost: 1200, quantity: 1, collections: [{ id: 3 }], categories: [] },
  } as never;

  it("says an add from a listing is one (is_plp), with the quantity added as its weight", async () => {
    const happening: Happening = { kind: "added to bag", cartId: "c1", configurationId: 70, quantity: 2, line, from: "/shop-all/rings?sort=price" };
    const { event, options } = await eventOf(happening, "/shop-all/rings");
    expect(event).toMatchObject({ event_id: "add_to_cart", cart_id: "c1", product_id: 7, product_sku: "YG-1", collection_id: 3, is_plp: true, weight: 2 });
    expect(options.commerce?.lines).toEqual([expect.objectContaining({ sku: "YG-1", price: 1200, quantity: 2 })]);
    expect((await eventOf({ ...happening, from: "/product/x" }, "/product/x")).event.is_plp).toBeUndefined();
  });

  it("names a favorite's removal, and a listing", async () => {
    const { event } = await eventOf({ kind: "favorite", added: false, sku: "YG-1", favorite: undefined, from: "/search/opal" }, "/search/opal");
    expect(event).toEqual({ event_id: "remove_from_favorites", product_sku: "YG-1", is_plp: true });
  });
});

describe("the page an event names", () => {
  it("is the checkout's step for checkout events, and no bag or favorite event's", async () => {
    const failed = await eventOf({ kind: "checkout failed", cartId: "c1", checkoutId: "k1", message: "Declined" }, "/checkout/k1?step=payment");
    expect(failed.event).toMatchObject({ event_id: "checkout_error", url: "/checkout/k1?step=payment", checkout_id: "k1" });
    const favorite = await eventOf({ kind: "favorite", added: true, sku: "YG-1", favorite: undefined, from: undefined }, "/favorites");
    expect(favorite.event.url).toBeUndefined();
  });
});

describe("happened, sent once the answer is made", () => {
  it("send nothing until the request's context is flushed, then each happening once", async () => {
    const context = requestContext();
    const request = new Request("http://store.test/cart", { method: "POST", headers: { [CONTEXT_HEADER]: openContext(context) } });
    happened(request, { kind: "favorite", added: true, sku: "SKU-A", favorite: undefined, from: undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard()).toEqual([]);
    flushEvents(context);
    flushEvents(context);
    await vi.waitFor(() => expect(heard()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard()).toEqual([expect.objectContaining({ event_id: "add_to_favorites", product_sku: "SKU-A" })]);
  });

  it("are reported by the form door once the action is done: adding to the bag is told as add_to_cart", async () => {
    const { configuration } = piece();
    const added = await routeShopper().post(cartAction, "/cart", {
      intent: "add",
      product_configuration_id: String(configuration.id),
      quantity: "2",
      redirectTo: "/shop-all",
    });
    expect(added.status).toBe(302);
    await vi.waitFor(() => expect(heard().filter((event) => event.event_id === "add_to_cart")).toHaveLength(1));
    expect(heard()[0]).toMatchObject({ product_configuration_id: configuration.id, weight: 2, is_plp: true });
  });
});
