/** What the store shows in each scenario the spec names a behaviour for: its loaders against the in-process mock. */
import { describe, expect, it } from "vitest";

import { loader as contentLoader } from "~/routes/$";
import { loadProductPage } from "~/routes/product.$slug/product.server";
import { loadProfilePage } from "~/routes/profile._index/profile.server";
import { refreshCacheVersion } from "~/services/api.server";

import { routeShopper, setupRouteTests } from "../tests/route-shopper";
import { resetScenario, setScenario } from "./scenarios";
import { cartWith, oneSizePieces } from "./testing";
import { requestContext } from "~/lib/request-context";

setupRouteTests({ campaign: false });

const aboutPage = (request: Request) => contentLoader({ request, params: { "*": "about" }, context: requestContext() });

describe("the scenarios, as the store meets them", () => {
  it("expired-session: the next page signs the shopper out and opens the sign-in drawer; reset lets another back in", async () => {
    const [leaving, waiting] = [routeShopper(), routeShopper("203.0.113.10")];
    await leaving.signIn();
    await waiting.signIn();
    setScenario("expired-session", {});
    const profile = await leaving.get(loadProfilePage, "/profile");
    expect(profile.location).toMatch(/drawer=1/);
    expect(leaving.jar.session().signed_in).toBeUndefined();

    resetScenario("expired-session");
    expect((await waiting.get(loadProfilePage, "/profile")).status).toBe(200);
  });

  it("sold-out-line: the piece's page says out of stock at once (cv moved on), and in stock again after reset", async () => {
    const product = oneSizePieces().find((p) => !p.digital && p.configurations.some((c) => c.track_inventory && c.stock_qty > 0))!;
    const configuration = product.configurations.find((c) => c.track_inventory && c.stock_qty > 0)!;
    const path = `/product/${product.slug}?configuration_id=${configuration.sku}`;
    const shopper = routeShopper();
    const inStock = async () => (await loadProductPage(shopper.request(path), product.slug)).configuration.inStock;
    expect(await inStock()).toBe(true);

    const cart = await cartWith(configuration.id);
    // The store hears of each new cv as the mock's server tells it (its POST /cache-version).
    setScenario("sold-out-line", { cart_unique_id: cart.unique_id });
    await refreshCacheVersion();
    expect(await inStock()).toBe(false);
    resetScenario("sold-out-line");
    await refreshCacheVersion();
    expect(await inStock()).toBe(true);
  });

  it("maintenance: a page sends the shopper to /404; after reset it is served", async () => {
    const shopper = routeShopper();
    setScenario("maintenance", {});
    expect((await shopper.get(aboutPage, "/about")).location).toBe("/404");
    resetScenario("maintenance");
    expect((await shopper.get(aboutPage, "/about")).status).toBe(200);
  });
});
