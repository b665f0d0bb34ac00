import {
  type Manifest,
  budgetFailures,
  dynamicImports,
  firstLoadFiles,
  lazyTargets,
  measure,
  resolveSpecifier,
  routeChain,
  staticClosure,
  staticImports,
} from "./size";

const chunks: Record<string, { code: string; bytes: number }> = {
  "/build/entry.client.js": { code: 'import{a as r}from"/build/_shared/react.js";import(e.module);r()', bytes: 10_000 },
  "/build/_shared/react.js": { code: "var a=1;export{a}", bytes: 40_000 },
  "/build/root.js": { code: 'import"/build/_shared/react.js";import{s}from"/build/_shared/shell.js";export default s', bytes: 5_000 },
  "/build/_shared/shell.js": {
    code: 'import{a}from"./react.js";var l={A:()=>import("./FormA.js"),B:()=>import("/build/_shared/FormB.js"),C:n=>import(`./${n}.js`)};export{l as s}',
    bytes: 20_000,
  },
  "/build/_shared/FormA.js": { code: 'import{z}from"./zod.js";import"./fields.js";export{z as FormA}', bytes: 1_000 },
  "/build/_shared/FormB.js": { code: 'import{z}from"./zod.js";export*from"./shared.js";import("./Nested.js")', bytes: 2_000 },
  "/build/_shared/Nested.js": { code: 'import{z}from"./zod.js";export{z}', bytes: 500 },
  "/build/_shared/zod.js": { code: 'import"./react.js";var z=1;export{z}', bytes: 30_000 },
  "/build/_shared/fields.js": { code: "var f=1;export{f}", bytes: 3_000 },
  "/build/_shared/shared.js": { code: "var x=1;export{x}", bytes: 4_000 },
  "/build/routes/plain.js": { code: "export default 1", bytes: 1_000 },
  "/build/routes/layout.js": { code: 'import{x}from"../_shared/shared.js";export default x', bytes: 2_000 },
  "/build/routes/layout.child.js": { code: 'import{f}from"/build/_shared/fields.js";export default f', bytes: 3_000 },
};
const read = (url: string) => {
  const chunk = chunks[url];
  if (!chunk) throw new Error(`no chunk ${url}`);
  return chunk.code;
};
const size = (url: string) => chunks[url].bytes;

const manifest: Manifest = {
  entry: { module: "/build/entry.client.js", imports: ["/build/_shared/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/build/root.js", imports: ["/build/_shared/react.js", "/build/_shared/shell.js"] },
    "routes/plain": { id: "routes/plain", parentId: "root", path: "plain", module: "/build/routes/plain.js" },
    "routes/layout": { id: "routes/layout", parentId: "root", path: "layout", module: "/build/routes/layout.js", imports: [] },
    "routes/layout.child": { id: "routes/layout.child", parentId: "routes/layout", path: "child", module: "/build/routes/layout.child.js" },
  },
};

describe("resolveSpecifier", () => {
  it("resolves relative specifiers against the importing chunk and keeps absolute ones", () => {
    expect(resolveSpecifier("./b.js", "/build/_shared/a.js")).toBe("/build/_shared/b.js");
    expect(resolveSpecifier("../_shared/b.js", "/build/routes/a.js")).toBe("/build/_shared/b.js");
    expect(resolveSpecifier("/build/_shared/b.js", "/build/routes/a.js")).toBe("/build/_shared/b.js");
  });

  it("ignores bare specifiers", () => {
    expect(resolveSpecifier("react", "/build/a.js")).toBeUndefined();
  });
});

describe("staticImports", () => {
  it("finds import and from specifiers in minified ESM, but not dynamic imports", () => {
    expect(staticImports(chunks["/build/_shared/shell.js"].code, "/build/_shared/shell.js")).toEqual(["/build/_shared/react.js"]);
    expect(staticImports(chunks["/build/root.js"].code, "/build/root.js")).toEqual(["/build/_shared/react.js", "/build/_shared/shell.js"]);
    expect(staticImports(chunks["/build/_shared/FormB.js"].code, "/build/_shared/FormB.js")).toEqual([
      "/build/_shared/zod.js",
      "/build/_shared/shared.js",
    ]);
  });

  it("handles spaces and single quotes", () => {
    expect(staticImports("import { a } from './x.js';\nimport './y.js';", "/build/a.js")).toEqual(["/build/x.js", "/build/y.js"]);
  });
});

describe("dynamicImports", () => {
  it("finds literal import() specifiers and skips computed ones", () => {
    expect(dynamicImports(chunks["/build/_shared/shell.js"].code, "/build/_shared/shell.js")).toEqual([
      "/build/_shared/FormA.js",
      "/build/_shared/FormB.js",
    ]);
    expect(dynamicImports(chunks["/build/entry.client.js"].code, "/build/entry.client.js")).toEqual([]);
  });
});

describe("staticClosure", () => {
  it("follows static imports transitively, not dynamic ones", () => {
    expect([...staticClosure(["/build/_shared/FormA.js"], read)].sort()).toEqual([
      "/build/_shared/FormA.js",
      "/build/_shared/fields.js",
      "/build/_shared/react.js",
      "/build/_shared/zod.js",
    ]);
  });

  it("survives import cycles", () => {
    const cyclic: Record<string, string> = { "/a.js": 'import"./b.js"', "/b.js": 'import"./a.js"' };
    expect([...staticClosure(["/a.js"], (url) => cyclic[url])].sort()).toEqual(["/a.js", "/b.js"]);
  });
});

describe("routeChain", () => {
  it("lists root first and the route last", () => {
    expect(routeChain(manifest, "routes/layout.child").map((route) => route.id)).toEqual(["root", "routes/layout", "routes/layout.child"]);
  });
});

describe("firstLoadFiles", () => {
  it("takes entry, every route of the chain and their static imports, even ones the manifest does not list", () => {
    expect([...firstLoadFiles(manifest, "routes/layout.child", read)].sort()).toEqual([
      "/build/_shared/fields.js",
      "/build/_shared/react.js",
      "/build/_shared/shared.js",
      "/build/_shared/shell.js",
      "/build/entry.client.js",
      "/build/root.js",
      "/build/routes/layout.child.js",
      "/build/routes/layout.js",
    ]);
  });

  it("takes the route manifest's module when the build has one", () => {
    const chunksWithManifest = (url: string) => (url === "/build/manifest-1.js" ? "window.__remixManifest={}" : read(url));
    const files = firstLoadFiles({ ...manifest, url: "/build/manifest-1.js" }, "routes/plain", chunksWithManifest);
    expect(files.has("/build/manifest-1.js")).toBe(true);
    expect(firstLoadFiles(manifest, "routes/plain", read).has("/build/manifest-1.js")).toBe(false);
  });
});

describe("lazyTargets", () => {
  it("finds the first load's dynamic imports and those of what they load", () => {
    const firstLoad = firstLoadFiles(manifest, "routes/plain", read);
    expect([...lazyTargets(firstLoad, read)].sort()).toEqual(["/build/_shared/FormA.js", "/build/_shared/FormB.js", "/build/_shared/Nested.js"]);
  });
});

describe("measure", () => {
  const figures = measure(manifest, read, size);

  it("sums each route's first load, heaviest first, without root", () => {
    expect(figures.routes).toEqual([
      { route: "routes/layout.child", files: 8, bytes: 10_000 + 40_000 + 5_000 + 20_000 + 2_000 + 4_000 + 3_000 + 3_000 },
      { route: "routes/layout", files: 6, bytes: 10_000 + 40_000 + 5_000 + 20_000 + 2_000 + 4_000 },
      { route: "routes/plain", files: 5, bytes: 10_000 + 40_000 + 5_000 + 20_000 + 1_000 },
    ]);
  });

  it("counts only what a lazily loaded chunk adds to the route's first load, on the route where it adds the most", () => {
    const byChunk = Object.fromEntries(figures.lazy.map((row) => [row.chunk, row]));
    // FormA + zod + fields; fields is already loaded on routes/layout.child.
    expect(byChunk["/build/_shared/FormA.js"]).toMatchObject({ bytes: 34_000, leastBytes: 31_000, files: 3, routes: 3 });
    expect(byChunk["/build/_shared/FormA.js"].worstRoute).not.toBe("routes/layout.child");
    // FormB + zod + shared; shared is already loaded under routes/layout.
    expect(byChunk["/build/_shared/FormB.js"]).toMatchObject({ bytes: 36_000, leastBytes: 32_000, worstRoute: "routes/plain", files: 3 });
    expect(byChunk["/build/_shared/Nested.js"]).toMatchObject({ bytes: 30_500, files: 2 });
    expect(figures.lazy[0].chunk).toBe("/build/_shared/FormB.js");
  });

  it("totals all lazily loaded code once per file", () => {
    expect(figures.lazyTotal).toEqual({ route: "routes/plain", files: 6, bytes: 1_000 + 2_000 + 500 + 30_000 + 3_000 + 4_000 });
  });
});

describe("budgetFailures", () => {
  const figures = measure(manifest, read, size);

  it("passes when every figure is within budget, the budget itself included", () => {
    expect(budgetFailures(figures, { firstLoadKB: 87_000 / 1024, lazyKB: 36_000 / 1024 })).toEqual([]);
  });

  it("names the routes over the first-load budget", () => {
    const failures = budgetFailures(figures, { firstLoadKB: 79, lazyKB: 100 });
    expect(failures).toEqual(["First load over 79 KB gzip: routes/layout.child (85 KB), routes/layout (79.1 KB)"]);
  });

  it("names the lazily loaded chunks over their budget and where", () => {
    const failures = budgetFailures(figures, { firstLoadKB: 1000, lazyKB: 33 });
    expect(failures).toEqual([
      "Lazily loaded code over 33 KB gzip: /build/_shared/FormB.js (35.2 KB on routes/plain), /build/_shared/FormA.js (33.2 KB on routes/plain)",
    ]);
  });
});
