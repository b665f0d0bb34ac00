import { describe, expect, it } from "vitest";

import { cacheVersionResponse, pageResponse } from "~/services/schemas.server";

import { getGlobalDelay, listFaults, setGlobalDelay } from "./faults";
import { createStore, store } from "./store";
import { api, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

describe("QA endpoints", () => {
  it("GET /__qa describes the endpoints", async () => {
    const { status, body } = await getJson("/__qa");
    expect(status).toBe(200);
    const paths = (body as { data: { endpoints: Array<{ method: string; path: string }> } }).data.endpoints.map(
      (e) => `${e.method} ${e.path}`,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /__qa/reset", "GET /__qa/faults", "POST /__qa/faults", "DELETE /__qa/faults",
        "GET /__qa/events", "DELETE /__qa/events", "POST /__qa/cv",
      ]),
    );
  });

  it("POST /__qa/reset restores the store, clears faults and events, resets the delay and bumps cv", async () => {
    const cvBefore = cacheVersionResponse.parse((await getJson("/cv")).body).data.cv;
    store.pages.find((p) => p.slug === "about")!.translations[0].title = "Mutated";
    await postJson("/api/v1/events/frontend-event", { event_id: "visit" });
    await postJson("/__qa/faults", { path: "/api/v1/languages", status: 500 });
    setGlobalDelay(10);

    const response = await api("/__qa/reset", { method: "POST" });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { ok: boolean; cv: string } };
    expect(data.ok).toBe(true);
    expect(Number(data.cv)).toBeGreaterThan(Number(cvBefore));

    const about = pageResponse.parse((await getJson("/api/v1/pages/about")).body);
    expect(about.data.mixedTranslation.title).toBe("About Maison Lumière");
    expect(store.events).toEqual([]);
    expect(listFaults()).toEqual([]);
    expect(getGlobalDelay()).toBe(0);
    const { cv: _cv, ...rest } = store;
    const { cv: _seedCv, ...fresh } = createStore();
    expect(rest).toEqual(fresh);
  });

  it("GET /__qa/events lists received events oldest first; DELETE clears them", async () => {
    await postJson("/api/v1/events/frontend-event", { event_id: "visit", url: "/" });
    await postJson("/api/v1/events/frontend-event", { event_id: "search", search_query: "ring" });
    const { body } = await getJson("/__qa/events");
    const events = (body as { data: Array<{ seq: number; received_at: string; body: { event_id: string } }> }).data;
    expect(events.map((e) => [e.seq, e.body.event_id])).toEqual([[1, "visit"], [2, "search"]]);
    expect(Number.isNaN(Date.parse(events[0].received_at))).toBe(false);

    expect((await api("/__qa/events", { method: "DELETE" })).status).toBe(200);
    expect(((await getJson("/__qa/events")).body as { data: unknown[] }).data).toEqual([]);
  });

  it("POST /__qa/cv bumps the cache version served by /cv", async () => {
    const before = cacheVersionResponse.parse((await getJson("/cv")).body).data.cv;
    const { body } = await getJson("/__qa/cv", { method: "POST" });
    const bumped = (body as { data: { cv: string } }).data.cv;
    expect(bumped).not.toBe(before);
    expect(cacheVersionResponse.parse((await getJson("/cv")).body).data.cv).toBe(bumped);
  });
});
