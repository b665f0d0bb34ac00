/**
 * patches/@remix-run+router+*.patch: the server's router flattens and ranks a route tree once and compiles each path
 * pattern once. These check that the patched router is the one installed and still matches as React Router does.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

import type * as Router from "@remix-run/router";

const require = createRequire(import.meta.url);
// The build the server runtime loads (CommonJS), which is the one patched.
const router = require("@remix-run/router") as typeof Router;

const tree = (paths: string[]) => [{ id: "root", path: "", children: paths.map((path) => ({ id: path, path })) }];
const leaf = (routes: ReturnType<typeof tree>, pathname: string) => router.matchRoutes(routes, pathname)?.at(-1)?.route.id ?? null;

describe("the patched route matcher", () => {
  it("is the one installed", () => {
    const source = readFileSync(require.resolve("@remix-run/router"), "utf8");
    expect(source).toContain("rankedBranchesByRoutes");
    expect(source).toContain("compiledPaths");
  });

  it("ranks static paths above dynamic ones, again on the second match", () => {
    const routes = tree(["product/:slug", "product/gift-card", "*"]);
    for (let i = 0; i < 2; i++) {
      expect(leaf(routes, "/product/gift-card")).toBe("product/gift-card");
      expect(leaf(routes, "/product/aurelia-ring")).toBe("product/:slug");
      expect(leaf(routes, "/nowhere")).toBe("*");
    }
  });

  it("keeps one ranking per route tree, not one for all", () => {
    const shop = tree(["shop-all"]);
    const content = tree(["about"]);
    expect(leaf(shop, "/shop-all")).toBe("shop-all");
    expect(leaf(content, "/shop-all")).toBeNull();
    expect(leaf(content, "/about")).toBe("about");
    expect(leaf(shop, "/about")).toBeNull();
  });

  it("compiles a pattern per case rule and end rule", () => {
    expect(router.matchPath({ path: "/About", caseSensitive: true }, "/about")).toBeNull();
    expect(router.matchPath({ path: "/About", caseSensitive: false }, "/about")?.pathname).toBe("/about");
    expect(router.matchPath({ path: "/shop", end: false }, "/shop/rings")?.pathnameBase).toBe("/shop");
    expect(router.matchPath({ path: "/shop", end: true }, "/shop/rings")).toBeNull();
  });
});
