/** The integration stand-ins over msw; the scripts themselves run in stand-ins.test.ts. */
import { parse } from "acorn";
import { describe, expect, it, vi } from "vitest";

import { cacheVersionResponse } from "~/services/schemas/common.server";
import { bootstrapResponse } from "~/services/schemas/site.server";

import { addFault, isApiCall, isFaultable } from "./faults";
import { MAX_BODY_BYTES, STAND_IN_SCRIPTS } from "./integrations";
import {
  DEMO_ADDRESS_API_KEY,
  DEMO_AFFILIATE_ID,
  DEMO_EMAIL_MARKETING_ID,
  DEMO_ENABLED_INTEGRATIONS,
  DEMO_GA_ID,
  DEMO_GTM_ID,
  DEMO_HEAT_MAP_SITE,
  DEMO_PIXEL_ID,
  DEMO_STATS_API_KEY,
  INTEGRATION_TYPES,
  KNOWN_INTEGRATION_TYPES,
  STAND_IN_PATHS,
} from "./seed";
import { createStore, store } from "./store";
import { api, BASE, expectApiError, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

/** The seed's: every stand-in. */
const ENABLED = [62, 2, 4, 35, 1, 3, 5, 9, 60, 64];

const bootstrap = async (base = BASE) =>
  bootstrapResponse.parse(await (await fetch(`${base}/api/v1/bootstrap`)).json()).data;

const cv = async () => cacheVersionResponse.parse((await getJson("/cv")).body).data.cv;

const collect = (body: unknown, contentType: string | null = "text/plain") =>
  api(STAND_IN_PATHS.collect, {
    method: "POST",
    headers: contentType === null ? {} : { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const stats = (body: unknown, apiKey: string | null = DEMO_STATS_API_KEY) =>
  api(`${STAND_IN_PATHS.statistics}${apiKey === null ? "" : `?api_key=${encodeURIComponent(apiKey)}`}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const events = async (query = "") =>
  ((await getJson(`/__qa/events${query}`)).body as { data: Array<{ seq: number; source: string; body: unknown }> }).data;

describe("the seeded integrations in GET /api/v1/bootstrap", () => {
  it("enables the ten stand-ins, with {origin} replaced by the request's origin", async () => {
    const data = await bootstrap();
    expect(data.enabled_integrations).toEqual(ENABLED);
    expect(DEMO_ENABLED_INTEGRATIONS).toEqual(ENABLED);
    expect(data.integrations).toEqual([
      {
        id: 1, type: 62, gtm_id: "GTM-DEMO01", events_enabled: true,
        base_url: `${BASE}/integrations/tag-manager`, api_key: null, script: null, position: "head",
      },
      {
        id: 2, type: 2, gtm_id: null, events_enabled: true, base_url: null, api_key: "PX-DEMO-1234",
        script: `<script async src="${BASE}/integrations/pixel/pixel.js"></script>`, position: "end_body",
      },
      {
        id: 3, type: 4, gtm_id: null, events_enabled: true, base_url: null, api_key: null,
        script: `<script async src="${BASE}/integrations/chat/widget.js"></script>`, position: "end_body",
      },
      {
        id: 4, type: 35, gtm_id: null, events_enabled: true,
        base_url: `${BASE}/integrations/statistics`, api_key: "demo-stats-key", script: null, position: null,
      },
      {
        id: 5, type: 1, gtm_id: "G-DEMO01", events_enabled: true,
        base_url: `${BASE}/integrations/analytics`, api_key: null, script: null, position: "head",
      },
      {
        id: 6, type: 3, gtm_id: null, events_enabled: true, base_url: null, api_key: "4810",
        script: `<script async src="${BASE}/integrations/heat-map/heat-map.js?site=4810"></script>`, position: "head",
      },
      {
        id: 7, type: 5, gtm_id: null, events_enabled: true, base_url: null, api_key: "EM-DEMO",
        script: `<script async src="${BASE}/integrations/email-marketing/onsite.js?company_id=EM-DEMO"></script>`, position: "end_body",
      },
      {
        id: 8, type: 9, gtm_id: null, events_enabled: false, base_url: null, api_key: null,
        script:
          '<script>window.customScripts = (window.customScripts || []).concat("inline");</script>' +
          `<script async src="${BASE}/integrations/custom/custom.js"></script>`,
        position: "start_body",
      },
      {
        id: 9, type: 60, gtm_id: null, events_enabled: true, base_url: null, api_key: "AFF-DEMO",
        script: `<script async src="${BASE}/integrations/affiliate/tag.js"></script>`, position: "end_body",
      },
      {
        id: 10, type: 64, gtm_id: null, events_enabled: true,
        base_url: `${BASE}/integrations/address-validation`, api_key: "demo-address-key", script: null, position: null,
      },
    ]);
    expect([DEMO_GTM_ID, DEMO_PIXEL_ID, DEMO_STATS_API_KEY]).toEqual(["GTM-DEMO01", "PX-DEMO-1234", "demo-stats-key"]);
    expect([DEMO_GA_ID, DEMO_HEAT_MAP_SITE, DEMO_EMAIL_MARKETING_ID, DEMO_AFFILIATE_ID, DEMO_ADDRESS_API_KEY]).toEqual([
      "G-DEMO01",
      "4810",
      "EM-DEMO",
      "AFF-DEMO",
      "demo-address-key",
    ]);
  });

  it("follows the host and port the client used, and keeps the placeholder in the store", async () => {
    const other = await bootstrap("http://localhost:4999");
    expect(other.integrations.map((i) => i.base_url ?? i.script)).toEqual([
      "http://localhost:4999/integrations/tag-manager",
      '<script async src="http://localhost:4999/integrations/pixel/pixel.js"></script>',
      '<script async src="http://localhost:4999/integrations/chat/widget.js"></script>',
      "http://localhost:4999/integrations/statistics",
      "http://localhost:4999/integrations/analytics",
      '<script async src="http://localhost:4999/integrations/heat-map/heat-map.js?site=4810"></script>',
      '<script async src="http://localhost:4999/integrations/email-marketing/onsite.js?company_id=EM-DEMO"></script>',
      '<script>window.customScripts = (window.customScripts || []).concat("inline");</script>' +
        '<script async src="http://localhost:4999/integrations/custom/custom.js"></script>',
      '<script async src="http://localhost:4999/integrations/affiliate/tag.js"></script>',
      "http://localhost:4999/integrations/address-validation",
    ]);
    expect(JSON.stringify(other)).not.toContain("{origin}");
    expect(store.integrations[0].base_url).toBe("{origin}/integrations/tag-manager");
  });

  it("names every type of the spec's enumeration", () => {
    expect(KNOWN_INTEGRATION_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 35, 60, 62, 64]);
    expect(INTEGRATION_TYPES.tagManager).toBe(62);
    expect(INTEGRATION_TYPES.operateStatistics).toBe(35);
  });
});

describe("the stand-in scripts", () => {
  const scripts = [
    { path: `${STAND_IN_PATHS.tagManager}?id=${DEMO_GTM_ID}`, readiness: "window.google_tag_manager", source: STAND_IN_SCRIPTS.tagManager },
    { path: STAND_IN_PATHS.pixel, readiness: "window.fbq = fbq", source: STAND_IN_SCRIPTS.pixel },
    { path: STAND_IN_PATHS.chat, readiness: "window.LiveChatWidget = widget", source: STAND_IN_SCRIPTS.chat },
    { path: `${STAND_IN_PATHS.analytics}?id=${DEMO_GA_ID}`, readiness: "window.google_tag_manager", source: STAND_IN_SCRIPTS.analytics },
    { path: `${STAND_IN_PATHS.heatMap}?site=${DEMO_HEAT_MAP_SITE}`, readiness: "window.hj = hj", source: STAND_IN_SCRIPTS.heatMap },
    {
      path: `${STAND_IN_PATHS.emailMarketing}?company_id=${DEMO_EMAIL_MARKETING_ID}`,
      readiness: "window.klaviyo = { push: push, loaded: true }",
      source: STAND_IN_SCRIPTS.emailMarketing,
    },
    { path: STAND_IN_PATHS.custom, readiness: "window.customScripts", source: STAND_IN_SCRIPTS.custom },
    { path: STAND_IN_PATHS.affiliate, readiness: "window.ire = ire", source: STAND_IN_SCRIPTS.affiliate },
  ];

  it("are served as JavaScript, cacheable for 5 minutes, each with its readiness object", async () => {
    for (const { path, readiness, source } of scripts) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      const text = await response.text();
      expect(text).toBe(source);
      expect(text).toContain(readiness);
      expect(text).toContain("/integrations/collect");
    }
  });

  it("are plain ES2017 scripts with no eval, no <style> and no markup strings", () => {
    for (const { path, source } of scripts) {
      expect(() => parse(source, { ecmaVersion: 2017, sourceType: "script" }), path).not.toThrow();
      expect(source).not.toMatch(/\beval\s*\(|new Function|innerHTML|cssText|createElement\("style"\)|<style/);
    }
    // A later syntax is refused by the same check.
    expect(() => parse("a?.b", { ecmaVersion: 2017, sourceType: "script" })).toThrow();
  });

  it("refuses an unknown or missing container id with a 400 in text", async () => {
    for (const query of ["?id=GTM-NOPE", "", "?id="]) {
      const response = await api(`${STAND_IN_PATHS.tagManager}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toContain("container id");
    }
  });

  it("refuses an unknown or missing measurement id, a tag manager's included, with a 400 in text", async () => {
    for (const query of ["?id=G-NOPE", "", "?id=", `?id=${DEMO_GTM_ID}`]) {
      const response = await api(`${STAND_IN_PATHS.analytics}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe("Unknown or missing measurement id (?id=G-...).");
    }
    expect((await api(`${STAND_IN_PATHS.tagManager}?id=${DEMO_GA_ID}`)).status).toBe(400);
  });

  it("answers 404 for other /integrations paths, and leaves /api/v1 lookalikes to the API", async () => {
    const missing = await api("/integrations/pixel/other.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found");
    expect((await api(STAND_IN_PATHS.collect)).status).toBe(404); // GET
    const lookalike = await getJson(`/api/v1${STAND_IN_PATHS.pixel}`);
    expect(lookalike).toEqual({ status: 404, body: { errors: [{ code: 404, property: null, message: "Not found" }] } });
  });
});

describe("POST /integrations/collect", () => {
  it("records each stand-in's payload with its source and answers 204, whatever the content type", async () => {
    const push = { event: "add_to_cart", ecommerce: { value: 1250, items: [{ item_id: "YG14-DIA" }] } };
    const first = await collect({ source: "tag_manager", payload: push });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe("");
    expect((await collect({ source: "pixel", payload: { command: "init", name: DEMO_PIXEL_ID, params: null } }, null)).status).toBe(204);
    expect((await collect({ source: "chat", payload: { method: "maximize" } }, "application/json")).status).toBe(204);

    expect(store.events.map(({ seq, source, body }) => ({ seq, source, body }))).toEqual([
      { seq: 1, source: "tag_manager", body: push },
      { seq: 2, source: "pixel", body: { command: "init", name: DEMO_PIXEL_ID, params: null } },
      { seq: 3, source: "chat", body: { method: "maximize" } },
    ]);
  });

  it("takes each browser stand-in's source", async () => {
    const payloads = {
      analytics: { command: "event", name: "add_to_cart", params: { value: 1250 } },
      heat_map: { method: "event", args: ["add_to_cart"] },
      email_marketing: { command: "track", name: "Added to Cart", properties: null },
      custom: { method: "loaded", inline: ["inline"] },
      affiliate: { command: "click", click_id: "CLK-1" },
    };
    for (const [source, payload] of Object.entries(payloads)) {
      expect((await collect({ source, payload })).status, source).toBe(204);
    }
    expect(store.events.map(({ source, body }) => [source, body])).toEqual(Object.entries(payloads));
  });

  it("refuses bodies that are not a JSON object, in the API's error shape", async () => {
    for (const body of ["", "not json", "[1,2]", "null", '"pixel"']) {
      await expectApiError(await collect(body), 400, null, "The request body must be a JSON object.");
    }
    expect(store.events).toEqual([]);
  });

  it("refuses a missing or unknown source and a payload that is not an object, every field at once", async () => {
    await expectApiError(await collect({ payload: { a: 1 } }), 400, "source", "The source field is required.");
    for (const source of ["api", "statistics", "address_validation", "ads", 2]) {
      await expectApiError(
        await collect({ source, payload: { a: 1 } }),
        400,
        "source",
        "The selected source is invalid. Expected one of: tag_manager, pixel, chat, analytics, heat_map, email_marketing, custom, affiliate.",
      );
    }
    await expectApiError(await collect({ source: "pixel" }), 400, "payload", "The payload field is required.");
    for (const payload of [[1], "x", 3, true]) {
      await expectApiError(await collect({ source: "pixel", payload }), 400, "payload", "The payload must be a JSON object.");
    }
    const both = await collect({ source: "nope", payload: [] });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { errors: Array<{ property: string }> }).errors.map((e) => e.property)).toEqual(["source", "payload"]);
    expect(store.events).toEqual([]);
  });

  it("takes a body of up to 16 KB and refuses a larger one", async () => {
    const sized = (bytes: number) => {
      const shell = JSON.stringify({ source: "chat", payload: { pad: "" } });
      return JSON.stringify({ source: "chat", payload: { pad: "x".repeat(bytes - shell.length) } });
    };
    expect(sized(MAX_BODY_BYTES)).toHaveLength(16_384);
    expect((await collect(sized(MAX_BODY_BYTES))).status).toBe(204);
    await expectApiError(await collect(sized(MAX_BODY_BYTES + 1)), 400, null, "The request body may not be greater than 16 KB.");
    // Bytes, not characters: 6,000 three-byte characters are 18,000 bytes.
    await expectApiError(await collect({ source: "chat", payload: { pad: "€".repeat(6000) } }), 400, null);
    expect(store.events).toHaveLength(1);
  });
});

describe("POST /integrations/statistics/stats", () => {
  const payload = { event_id: "visit", url: "/", uid: "u-1", session_id: "s-1" };

  it("records the body with source statistics and answers {data:{ok:true}}", async () => {
    const response = await stats(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(store.events).toEqual([{ seq: 1, received_at: expect.any(String), source: "statistics", body: payload }]);
  });

  it("answers 401 for a missing or wrong api_key, before looking at the body", async () => {
    for (const key of [null, "", "wrong-key", `${DEMO_STATS_API_KEY}x`]) {
      const response = await stats(key === "" ? "[]" : payload, key);
      expect(response.status, String(key)).toBe(401);
      expect(await response.json()).toEqual({ errors: [{ code: 401, property: "api_key", message: "Invalid api_key" }] });
    }
    expect(store.events).toEqual([]);
  });

  it("answers 400 for a body that is not a JSON object or is over 16 KB", async () => {
    for (const body of ["", "nope", "[]", "42", "null"]) {
      await expectApiError(await stats(body), 400, null, "The request body must be a JSON object.");
    }
    await expectApiError(await stats({ pad: "x".repeat(MAX_BODY_BYTES) }), 400, null, "The request body may not be greater than 16 KB.");
    expect(store.events).toEqual([]);
  });

  it("can be broken by a fault like the API paths; the global delay is only for API calls", async () => {
    expect(isFaultable(STAND_IN_PATHS.statistics)).toBe(true);
    expect(isFaultable(STAND_IN_PATHS.pixel)).toBe(true);
    expect(isApiCall(STAND_IN_PATHS.statistics)).toBe(false);
    expect(isFaultable("/media/brand/logo.svg") || isFaultable("/__qa/events")).toBe(false);

    expect((await postJson("/__qa/faults", { method: "POST", path: STAND_IN_PATHS.statistics, status: 503, times: 1 })).status).toBe(201);
    await expectApiError(await stats(payload), 503, null);
    expect(store.events).toEqual([]);
    expect((await stats(payload)).status).toBe(200);

    addFault({ path: "/integrations/*", status: 500 });
    expect((await api(STAND_IN_PATHS.pixel)).status).toBe(500);
    expect((await collect({ source: "chat", payload: { method: "loaded" } })).status).toBe(500);
  });
});

describe("GET /__qa/events with sources", () => {
  async function oneOfEach() {
    expect((await postJson("/api/v1/events/frontend-event", { event_id: "visit", url: "/" })).status).toBe(200);
    expect((await collect({ source: "tag_manager", payload: { event: "gtm.js" } })).status).toBe(204);
    expect((await collect({ source: "pixel", payload: { command: "track", name: "PageView", params: null } })).status).toBe(204);
    expect((await collect({ source: "chat", payload: { method: "loaded" } })).status).toBe(204);
    expect((await stats({ event_id: "visit" })).status).toBe(200);
  }

  it("lists every source, oldest first, when no filter is given: {seq, received_at, source, body}", async () => {
    await oneOfEach();
    const all = await events();
    expect(all.map((e) => [e.seq, e.source])).toEqual([[1, "api"], [2, "tag_manager"], [3, "pixel"], [4, "chat"], [5, "statistics"]]);
    expect(Object.keys(all[0])).toEqual(["seq", "received_at", "source", "body"]);
    expect(all[0].body).toEqual({ event_id: "visit", url: "/" });
    expect(await events("?source=")).toEqual(all);
  });

  it("filters by one source or a comma list", async () => {
    await oneOfEach();
    expect((await events("?source=pixel")).map((e) => e.body)).toEqual([{ command: "track", name: "PageView", params: null }]);
    expect((await events("?source=api")).map((e) => e.seq)).toEqual([1]);
    expect((await events("?source=chat,statistics")).map((e) => e.seq)).toEqual([4, 5]);
    expect((await events("?source=tag_manager&source=api")).map((e) => e.seq)).toEqual([1, 2]);
  });

  it("refuses an unknown source", async () => {
    const { status, body } = await getJson("/__qa/events?source=pixel,ads");
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [
        {
          code: 400,
          property: "source",
          message:
            "Unknown source: ads. Expected any of: api, tag_manager, pixel, chat, statistics, analytics, heat_map, email_marketing, custom, affiliate, address_validation.",
        },
      ],
    });
  });

  it("DELETE forgets every source", async () => {
    await oneOfEach();
    expect((await api("/__qa/events", { method: "DELETE" })).status).toBe(200);
    expect(await events()).toEqual([]);
  });
});

describe("the QA switch: /__qa/integrations", () => {
  const put = (body: unknown) => postJson("/__qa/integrations", body, "PUT");

  it("GET shows the integrations as bootstrap serves them and the enabled types", async () => {
    const { status, body } = await getJson("/__qa/integrations");
    expect(status).toBe(200);
    const data = await bootstrap();
    expect(body).toEqual({ data: { integrations: data.integrations, enabled_integrations: ENABLED } });
  });

  it("PUT sets the enabled types and bumps cv; bootstrap serves the new list", async () => {
    const before = await cv();
    const response = await put({ enabled_integrations: [35, 62, 35] });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { enabled_integrations: number[]; integrations: unknown[]; cv: string } };
    expect(data.enabled_integrations).toEqual([35, 62]);
    expect(data.integrations).toHaveLength(10);
    expect(Number(data.cv)).toBeGreaterThan(Number(before));
    expect(await cv()).toBe(data.cv);
    expect((await bootstrap()).enabled_integrations).toEqual([35, 62]);

    expect((await put({ enabled_integrations: [] })).status).toBe(200);
    const off = await bootstrap();
    expect(off.enabled_integrations).toEqual([]);
    expect(off.integrations).toHaveLength(10); // the settings stay; none is enabled
  });

  it("PUT refuses anything but an array of known type numbers, and changes nothing", async () => {
    const before = await cv();
    for (const [body, property] of [
      [{}, "enabled_integrations"],
      [{ enabled_integrations: "62" }, "enabled_integrations"],
      [{ enabled_integrations: null }, "enabled_integrations"],
      [{ enabled_integrations: [62, 99] }, "enabled_integrations.1"],
      [{ enabled_integrations: ["62"] }, "enabled_integrations.0"],
      [{ enabled_integrations: [62.5] }, "enabled_integrations.0"],
    ] as const) {
      await expectApiError(await put(body), 400, property);
    }
    expect(await cv()).toBe(before);
    expect(store.enabled_integrations).toEqual(ENABLED);
  });

  it("POST /__qa/reset restores the seed's list", async () => {
    expect((await put({ enabled_integrations: [4] })).status).toBe(200);
    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);
    expect((await bootstrap()).enabled_integrations).toEqual(ENABLED);
  });

  it("is listed in the QA index, with the events filter", async () => {
    const { body } = await getJson("/__qa");
    const endpoints = (body as { data: { endpoints: Array<{ method: string; path: string; description: string }> } }).data.endpoints;
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(["GET /__qa/integrations", "PUT /__qa/integrations"]),
    );
    expect(endpoints.find((e) => e.method === "GET" && e.path === "/__qa/events")?.description).toContain("?source=");
  });
});

describe("MOCK_INTEGRATIONS", () => {
  it("off: a new store and every reset have no integration enabled (the settings stay listed)", async () => {
    vi.stubEnv("MOCK_INTEGRATIONS", "off");
    try {
      expect(createStore().enabled_integrations).toEqual([]);
      expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);
      const data = await bootstrap();
      expect(data.enabled_integrations).toEqual([]);
      expect(data.integrations).toHaveLength(10);
      // The QA switch still turns them on.
      expect((await postJson("/__qa/integrations", { enabled_integrations: [2] }, "PUT")).status).toBe(200);
      expect((await bootstrap()).enabled_integrations).toEqual([2]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("unset or on: the seed's list; anything else is refused", () => {
    try {
      for (const value of [undefined, "on", " ON ", ""]) {
        vi.stubEnv("MOCK_INTEGRATIONS", value);
        expect(createStore().enabled_integrations, String(value)).toEqual(ENABLED);
      }
      vi.stubEnv("MOCK_INTEGRATIONS", "false");
      expect(() => createStore()).toThrow('MOCK_INTEGRATIONS must be "on" or "off", not "false"');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
