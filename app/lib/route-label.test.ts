import { createRouteLabeler } from "./route-label";

/** The shape of a Remix server build's `routes`. */
const routes = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/product.$slug": { id: "routes/product.$slug", parentId: "root", path: "product/:slug" },
  "routes/shop-all.($slug)": { id: "routes/shop-all.($slug)", parentId: "root", path: "shop-all/:slug?" },
  "routes/healthz": { id: "routes/healthz", parentId: "root", path: "healthz" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

describe("createRouteLabeler", () => {
  const label = createRouteLabeler(routes);

  it("names the route that answers, never the slug", () => {
    expect(label("/")).toBe("routes/_index");
    expect(label("/product/promise-eternity-band")).toBe("routes/product.$slug");
    expect(label("/product/aurelia-sunburst-studs")).toBe("routes/product.$slug");
    expect(label("/shop-all")).toBe("routes/shop-all.($slug)");
    expect(label("/shop-all/rings")).toBe("routes/shop-all.($slug)");
    expect(label("/healthz")).toBe("routes/healthz");
    expect(label("/anything/else")).toBe("routes/$");
  });

  it("tells a page's data request from the page", () => {
    expect(label("/product/promise-eternity-band.data")).toBe("routes/product.$slug (data)");
    expect(label("/_root.data")).toBe("routes/_index (data)");
  });

  it("keeps a bounded number of paths, dropping the least used", () => {
    const small = createRouteLabeler(routes, 2);
    expect(small("/product/a")).toBe("routes/product.$slug");
    expect(small("/product/b")).toBe("routes/product.$slug");
    small("/product/a");
    expect(small("/product/c")).toBe("routes/product.$slug");
    // Still right after the eviction: the answer is the same, only its cost differs.
    expect(small("/product/b")).toBe("routes/product.$slug");
  });
});
