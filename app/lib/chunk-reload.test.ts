import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  claimChunkReload,
  isChunkLoadError,
  routeModuleFailure,
  surfaceRouteModuleErrors,
} from "./chunk-reload";

/** A sessionStorage stand-in, handed over as the guard reads it: by a function, which may throw where the browser refuses it. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  return Object.assign(() => storage, { items });
}

describe("isChunkLoadError", () => {
  it("knows a failed dynamic import in Chromium, Firefox and Safari", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://shop.example/build/routes/shop-all-ABC.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: https://shop.example/build/_shared/EmailUsForm-X.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  });

  it("never takes another error for one", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new SyntaxError("Unexpected token '<'"))).toBe(false);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError({ status: 500, data: "Failed to fetch dynamically imported module" })).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("claimChunkReload (spec 9: at most one reload of a page per 60 s)", () => {
  const t0 = Date.UTC(2026, 3, 1, 12, 0, 0);
  const page = "https://store.test/product/aurelia-ring?configuration_id=YG14";

  it("allows the first reload and remembers when and where", () => {
    const storage = fakeStorage();
    expect(claimChunkReload(storage, t0, page)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(`${t0} ${page}`);
  });

  it("refuses another of the same page within 60 s, and allows one once they have passed", () => {
    const storage = fakeStorage();
    claimChunkReload(storage, t0, page);
    expect(claimChunkReload(storage, t0 + 1, page)).toBe(false);
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1, page)).toBe(false);
    expect(storage.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(`${t0} ${page}`);
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS, page)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(`${t0 + CHUNK_RELOAD_GUARD_MS} ${page}`);
  });

  it("allows another page at once: only a page that fails again straight after its own reload is refused", () => {
    const storage = fakeStorage();
    expect(claimChunkReload(storage, t0, page)).toBe(true);
    expect(claimChunkReload(storage, t0 + 1, "https://store.test/about")).toBe(true);
    expect(claimChunkReload(storage, t0 + 2, "https://store.test/about")).toBe(false);
    expect(claimChunkReload(storage, t0 + 3, page)).toBe(true);
  });

  it("is not blocked by a reload recorded in the future (the clock was set back) or by a value it did not write", () => {
    expect(claimChunkReload(fakeStorage({ [CHUNK_RELOAD_STORAGE_KEY]: `${t0 + 5_000} ${page}` }), t0, page)).toBe(true);
    expect(claimChunkReload(fakeStorage({ [CHUNK_RELOAD_STORAGE_KEY]: "soon" }), t0, page)).toBe(true);
  });

  it("never reloads when there is no storage to stop a loop", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    expect(claimChunkReload(blocked, t0, page)).toBe(false);
    const full = () => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    });
    expect(claimChunkReload(full, t0, page)).toBe(false);
  });
});

describe("surfaceRouteModuleErrors", () => {
  const remixMessage = "Error loading route module `/build/routes/shop-all.($slug)-ABC.js`, reloading page...";

  function fakeConsole() {
    const logged: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void logged.push(args) };
    surfaceRouteModuleErrors(target);
    return { target, logged };
  }

  it("throws the import's error where Remix would reload, after logging both lines", () => {
    const { target, logged } = fakeConsole();
    const failure = new TypeError("Failed to fetch dynamically imported module: /build/routes/shop-all.($slug)-ABC.js");
    target.error(remixMessage);
    expect(() => target.error(failure)).toThrow(failure);
    expect(logged).toEqual([[remixMessage], [failure]]);
    expect(routeModuleFailure()).toBe(failure);
  });

  it("leaves every other call alone, including the ones after a failure", () => {
    const { target, logged } = fakeConsole();
    const other = new Error("boom");
    expect(() => target.error(other)).not.toThrow();
    expect(() => target.error("Warning: %s", "something")).not.toThrow();
    target.error(remixMessage);
    expect(() => target.error(new TypeError("Failed to fetch dynamically imported module: x"))).toThrow();
    expect(() => target.error(other)).not.toThrow();
    expect(logged).toHaveLength(5);
  });

  it("matches what the installed Remix does: the message, then the error, then the reload", () => {
    // The seam is Remix's own code (@remix-run/react is pinned): an upgrade that changes it must fail here.
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve("@remix-run/react/package.json"));
    for (const file of ["dist/esm/routeModules.js", "dist/routeModules.js"]) {
      const source = readFileSync(join(root, file), "utf8");
      const message = source.indexOf("console.error(`Error loading route module");
      const error = source.indexOf("console.error(error);", message);
      const reload = source.indexOf("window.location.reload();", error);
      expect(message, file).toBeGreaterThan(0);
      expect(error, file).toBeGreaterThan(message);
      expect(reload, file).toBeGreaterThan(error);
    }
  });
});
