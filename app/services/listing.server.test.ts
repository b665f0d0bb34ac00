/** A listing's scope against the mock API in-process: an unknown slug is the shopper's 404, an outage is not. */
import { addFault } from "../../mock-api/faults";
import { setupRouteTests } from "../../tests/route-shopper";

import { loadListing } from "./listing.server";

setupRouteTests();

const request = (path: string) => new Request(`http://store.test${path}`);

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("loadListing", () => {
  it("lists a category by its slug, and an unknown slug is a 404", async () => {
    const rings = await loadListing(request("/shop-all/rings"), { slug: "rings" });
    expect(rings.scope?.slug).toBe("rings");
    expect(rings.items.length).toBeGreaterThan(0);
    expect(await statusOf(loadListing(request("/shop-all/no-such-thing"), { slug: "no-such-thing" }))).toBe(404);
  });

  it("answers 503 for a category when the filters cannot be read: an outage is never 'page not found'", async () => {
    addFault({ path: "/api/v1/filters", status: 502, bodyText: "<html>Bad Gateway</html>" });
    expect(await statusOf(loadListing(request("/shop-all/rings"), { slug: "rings" }))).toBe(503);
    // /shop-all itself needs no scope: it still lists, without its filter choices.
    const all = await loadListing(request("/shop-all"), {});
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.options.categories).toEqual([]);
    // Nothing can tell a known metal from a typo: none is applied, and the page does not say there is none.
    const platinum = await loadListing(request("/shop-all?material=pt"), {});
    expect(platinum.total).toBe(all.total);
    expect(platinum.notices).toEqual(["The category, collection, metal and stone filters cannot be applied just now."]);
  });

  it("takes a collection page's title, description and picture from GET /collections/{slug}", async () => {
    const record = await (await fetch("http://127.0.0.1:4010/api/v1/collections/celeste")).json();
    const renamed = { ...record.data, image: "/media/collections/celeste-night.svg", translations: [{ ...record.data.translations[0], title: "Céleste, by night", description: "Sapphires after dark." }] };
    addFault({ method: "GET", path: "/api/v1/collections/celeste", status: 200, body: { data: renamed } });
    const celeste = await loadListing(request("/shop-all/celeste"), { slug: "celeste" });
    expect(celeste.scope).toMatchObject({ kind: "collection", slug: "celeste", title: "Céleste, by night", description: "Sapphires after dark.", image: "/media/collections/celeste-night.svg" });
    expect(celeste.items.length).toBeGreaterThan(0);
  });

  it("keeps a collection page, with the filters' title alone, when GET /collections/{slug} fails (spec 8: swallowed)", async () => {
    addFault({ method: "GET", path: "/api/v1/collections/celeste", status: 500 });
    const celeste = await loadListing(request("/shop-all/celeste"), { slug: "celeste" });
    expect(celeste.scope).toMatchObject({ kind: "collection", title: "Céleste", description: null, image: null });
    expect(celeste.items.length).toBeGreaterThan(0);
  });

  it("offers the filters' metals and stones in a group per material category, and lists the pieces in the chosen ones", async () => {
    const rings = await loadListing(request("/shop-all/rings?material=PT&material=sap&material=unobtainium"), { slug: "rings" });
    expect(rings.options.materials.map((group) => group.legend)).toEqual(["Metal", "Stone"]);
    expect(rings.options.materials[0].options.slice(0, 2)).toEqual([
      { slug: "yg14", title: "14K Yellow Gold" },
      { slug: "wg14", title: "14K White Gold" },
    ]);
    expect(rings.options.materials[1].options.map((option) => option.slug)).toContain("sap");
    expect(rings.query.materials).toEqual(["PT", "SAP"]);
    expect(rings.notices).toEqual(['There is no material "unobtainium", so it is not applied.']);
    expect(rings.items.length).toBeGreaterThan(0);
    expect(rings.items.every((card) => card.href.endsWith("?configuration_id=PT-SAP"))).toBe(true);
  });

  it("still filters by material without the settings' material categories, under one group (spec 8: bootstrap swallowed)", async () => {
    addFault({ path: "/api/v1/bootstrap", status: 500 });
    const rings = await loadListing(request("/shop-all/rings?material=pt"), { slug: "rings" });
    expect(rings.options.materials.map((group) => group.legend)).toEqual(["Material"]);
    expect(rings.options.materials[0].options.map((option) => option.slug)).toEqual(expect.arrayContaining(["pt", "sap"]));
    expect(rings.query.materials).toEqual(["PT"]);
    expect(rings.notices).toEqual([]);
  });

  it("asks for no collection on a category page", async () => {
    const fault = addFault({ method: "GET", path: "/api/v1/collections*", status: 500 });
    const rings = await loadListing(request("/shop-all/rings"), { slug: "rings" });
    expect(rings.scope).toMatchObject({ kind: "category", image: null });
    expect(fault.hits).toBe(0);
  });
});
