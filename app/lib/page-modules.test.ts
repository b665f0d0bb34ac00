import { type ModuleManifest, pageModules } from "./page-modules";

const manifest: ModuleManifest = {
  entry: { module: "/build/entry.client.js", imports: ["/build/_shared/react.js", "/build/_shared/remix.js"] },
  routes: {
    root: { module: "/build/root.js", imports: ["/build/_shared/react.js", "/build/_shared/shell.js"] },
    "routes/_index": { module: "/build/routes/_index.js", imports: ["/build/_shared/shell.js", "/build/_shared/card.js"] },
    "routes/about": { module: "/build/routes/about.js" },
  },
};

describe("pageModules", () => {
  it("lists the entry, its imports, then each matched route's imports and module, each once", () => {
    expect(pageModules(manifest, [{ id: "root" }, { id: "routes/_index" }])).toEqual([
      "/build/entry.client.js",
      "/build/_shared/react.js",
      "/build/_shared/remix.js",
      "/build/_shared/shell.js",
      "/build/root.js",
      "/build/_shared/card.js",
      "/build/routes/_index.js",
    ]);
  });

  it("takes a route without imports, and skips a match the manifest does not know", () => {
    expect(pageModules(manifest, [{ id: "routes/about" }, { id: "routes/unknown" }])).toEqual([
      "/build/entry.client.js",
      "/build/_shared/react.js",
      "/build/_shared/remix.js",
      "/build/routes/about.js",
    ]);
  });
});
