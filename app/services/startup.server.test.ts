import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_LANGUAGE, apiLanguage, clearApiCache, setApiLanguage } from "./api.server";
import { mediaBase, setMediaBase } from "./media.server";
import { loadStartup } from "./startup.server";

const asked: string[] = [];
const languageHeaders: Array<string | null> = [];
let languages: unknown = [{ id: 2, slug: "fr", is_default: true }, { id: 1, slug: "en", is_default: false }];
let cdnDomain: string | null | "down" = null;

const server = setupServer(
  http.get("*/api/v1/languages", () => {
    asked.push("languages");
    return languages === "down" ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ data: languages });
  }),
  http.get("*/api/v1/bootstrap", () => {
    asked.push("bootstrap");
    return cdnDomain === "down" ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ data: { settings: { cdn_domain: cdnDomain }, menu: {} } });
  }),
  http.get("*/api/v1/payment-gateways", ({ request }) => {
    asked.push("payment-gateways");
    languageHeaders.push(request.headers.get("lang"));
    return HttpResponse.json({ data: [{ id: 1, type: 6, name: "Card" }] });
  }),
  http.get("*/api/v1/payment-methods", () => {
    asked.push("payment-methods");
    return HttpResponse.json({ data: [{ id: "card", title: "Credit card" }] });
  }),
  http.get("*/cv", () => HttpResponse.json({ data: { cv: 1 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => {
  asked.length = 0;
  languageHeaders.length = 0;
  clearApiCache();
  setApiLanguage(DEFAULT_LANGUAGE);
  setMediaBase(null);
  cdnDomain = null;
});

describe("loadStartup", () => {
  it("loads the languages, payment gateways and methods, and takes the default language for every later request", async () => {
    await loadStartup();
    expect(asked.sort()).toEqual(["bootstrap", "languages", "payment-gateways", "payment-methods"]);
    expect(apiLanguage()).toBe("fr");

    clearApiCache();
    await loadStartup();
    expect(languageHeaders.at(-1)).toBe("fr");
  });

  it("reads them from the cache on the next page (in the same language)", async () => {
    languages = [{ id: 1, slug: "en", is_default: true }];
    await loadStartup();
    await loadStartup();
    expect(asked.filter((call) => call === "payment-methods")).toHaveLength(1);
  });

  it("keeps the current language when the call fails or names no language tag, and never rejects", async () => {
    languages = "down";
    await expect(loadStartup()).resolves.toBeUndefined();
    expect(apiLanguage()).toBe(DEFAULT_LANGUAGE);
    languages = [{ id: 1, slug: "en'; drop", is_default: true }];
    clearApiCache();
    await loadStartup();
    expect(apiLanguage()).toBe(DEFAULT_LANGUAGE);
  });

  it("serves media from the settings' cdn_domain, and keeps the current base when the settings fail", async () => {
    cdnDomain = "cdn.example.com";
    await loadStartup();
    expect(mediaBase()).toBe("https://cdn.example.com");
    clearApiCache();
    cdnDomain = "down";
    await loadStartup();
    expect(mediaBase()).toBe("https://cdn.example.com");
    clearApiCache();
    cdnDomain = null;
    await loadStartup();
    expect(mediaBase()).toBe("");
  });
});
