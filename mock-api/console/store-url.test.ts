import { afterEach, describe, expect, it, vi } from "vitest";

import { configureStoreUrl, DEFAULT_STORE_URL, storeUrl, storeUrlFrom } from "./store-url";

afterEach(() => {
  configureStoreUrl(undefined);
  vi.unstubAllEnvs();
});

describe("the store's address for the console's links", () => {
  it("is an http(s) URL without its trailing slash", () => {
    expect(storeUrlFrom("http://127.0.0.1:3210/")).toBe("http://127.0.0.1:3210");
    expect(storeUrlFrom(" https://shop.example/en/ ")).toBe("https://shop.example/en");
    expect(() => storeUrlFrom("localhost:3000")).toThrow('STORE_URL must be an http:// or https:// URL, not "localhost:3000"');
    expect(() => storeUrlFrom("javascript:alert(1)", "storeUrl")).toThrow(/^storeUrl must be/);
  });

  it("comes from startMockApi's option, else STORE_URL, else the store's own default", () => {
    expect(storeUrl()).toBe(DEFAULT_STORE_URL);
    vi.stubEnv("STORE_URL", "http://localhost:3001/");
    expect(storeUrl()).toBe("http://localhost:3001");
    configureStoreUrl("http://127.0.0.1:3210");
    expect(storeUrl()).toBe("http://127.0.0.1:3210");
    expect(() => configureStoreUrl("ftp://x")).toThrow();
  });
});
