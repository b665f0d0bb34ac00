import { addFault } from "../../mock-api/faults";
import { routeShopper, setupRouteTests } from "../../tests/route-shopper";

import { loader } from "./_index";
import { requestContext } from "~/lib/request-context";

setupRouteTests();

type Home = { collections: Array<{ slug: string; title: string; description: string | null; image: string | null }>; categories: unknown[] };

const home = async () => (await routeShopper().get((request) => loader({ request, params: {}, context: requestContext() }), "/")).data as Home;

describe("the home page's collections", () => {
  it("are GET /collections's, in its sort order, each with its words and picture", async () => {
    const { data } = (await (await fetch("http://127.0.0.1:4010/api/v1/collections")).json()) as { data: Array<{ slug: string; sort_order: number }> };
    const listed = [...data].reverse().map((collection, index) => ({ ...collection, sort_order: index + 1 }));
    addFault({ method: "GET", path: "/api/v1/collections", status: 200, body: { data: listed } });
    const { collections } = await home();
    expect(collections.map((collection) => collection.slug)).toEqual(listed.map((collection) => collection.slug));
    expect(collections[0]).toMatchObject({ title: expect.any(String), description: expect.any(String), image: expect.stringMatching(/^\/media\/collections\//) });
  });

  it("are left out when GET /collections fails (spec 8: swallowed), the rest of the page kept", async () => {
    addFault({ method: "GET", path: "/api/v1/collections", status: 500 });
    const page = await home();
    expect(page.collections).toEqual([]);
    expect(page.categories.length).toBeGreaterThan(0);
  });
});
