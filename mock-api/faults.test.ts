import { describe, expect, it } from "vitest";

import { cacheVersionResponse, errorBody } from "~/services/schemas/common.server";
import { bootstrapResponse, pageResponse } from "~/services/schemas/site.server";

import { FAULT_MESSAGES, faultMatches, getGlobalDelay, listFaults, setGlobalDelay } from "./faults";
import { api, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const addFault = async (fault: unknown) => {
  const response = await postJson("/__qa/faults", fault);
  expect(response.status).toBe(201);
  return response.json() as Promise<{ data: { id: number } }>;
};

const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
};

describe("fault matching", () => {
  it("matches exact paths, globs and methods", () => {
    expect(faultMatches({ path: "/api/v1/pages/about" }, "GET", "/api/v1/pages/about")).toBe(true);
    expect(faultMatches({ path: "/api/v1/pages/about" }, "GET", "/api/v1/pages/faq")).toBe(false);
    expect(faultMatches({ path: "/api/v1/pages/*" }, "GET", "/api/v1/pages/faq")).toBe(true);
    expect(faultMatches({ path: "/api/v1/*" }, "GET", "/api/v1/blocks/email-us")).toBe(true);
    expect(faultMatches({ path: "*/bootstrap" }, "GET", "/api/v1/bootstrap")).toBe(true);
    expect(faultMatches({ path: "/api/v1/page.s" }, "GET", "/api/v1/pages")).toBe(false);
    expect(faultMatches({ path: "/cv", method: "POST" }, "GET", "/cv")).toBe(false);
    expect(faultMatches({ path: "/cv", method: "GET" }, "get", "/cv")).toBe(true);
  });
});

describe("faults", () => {
  it("replaces the status, with the API's error shape when no body is given", async () => {
    await addFault({ path: "/api/v1/pages/about", status: 503 });
    const { status, body } = await getJson("/api/v1/pages/about");
    expect(status).toBe(503);
    expect(errorBody.parse(body).errors?.[0].code).toBe(503);
    // Other paths are untouched.
    expect((await api("/api/v1/pages/faq")).status).toBe(200);
  });

  it("sends a given JSON body with a given status", async () => {
    await addFault({ path: "/api/v1/bootstrap", status: 401, body: { errors: [{ code: 401, message: "Unauthenticated" }] } });
    const { status, body } = await getJson("/api/v1/bootstrap");
    expect(status).toBe(401);
    expect(body).toEqual({ errors: [{ code: 401, message: "Unauthenticated" }] });
  });

  it("sends a JSON body with status 200 by default, e.g. an error_code envelope", async () => {
    await addFault({ path: "/api/v1/pages/*", body: { error_code: 503, message: "Maintenance" } });
    const { status, body } = await getJson("/api/v1/pages/about");
    expect(status).toBe(200);
    expect(errorBody.parse(body).error_code).toBe(503);
  });

  it("sends garbage text that is not JSON", async () => {
    await addFault({ path: "/api/v1/bootstrap", status: 502, bodyText: "<html>Bad gateway", headers: { "Content-Type": "text/html" } });
    const response = await api("/api/v1/bootstrap");
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("text/html");
    const text = await response.text();
    expect(text).toBe("<html>Bad gateway");
    expect(() => JSON.parse(text)).toThrow();
  });

  it("sends truncated JSON with a 200", async () => {
    await addFault({ path: "/cv", bodyText: '{"data":{"cv":' });
    const response = await api("/cv");
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it("delays and then falls through to the real handler when only delay_ms is given", async () => {
    await addFault({ path: "/api/v1/pages/about", delay_ms: 150 });
    const { result, ms } = await timed(() => getJson("/api/v1/pages/about"));
    expect(ms).toBeGreaterThanOrEqual(140);
    expect(pageResponse.parse(result.body).data.slug).toBe("about");
    const fast = await timed(() => getJson("/api/v1/pages/faq"));
    expect(fast.ms).toBeLessThan(140);
  });

  it("applies only `times` times, then disappears", async () => {
    await addFault({ path: "/api/v1/bootstrap", status: 500, times: 2 });
    expect((await api("/api/v1/bootstrap")).status).toBe(500);
    expect(listFaults()).toHaveLength(1);
    expect((await api("/api/v1/bootstrap")).status).toBe(500);
    expect(listFaults()).toHaveLength(0);
    const { status, body } = await getJson("/api/v1/bootstrap");
    expect(status).toBe(200);
    bootstrapResponse.parse(body);
  });

  it("filters by method", async () => {
    await addFault({ method: "post", path: "/api/v1/events/frontend-event", status: 500 });
    expect((await api("/api/v1/popups?url=/")).status).toBe(200);
    expect((await postJson("/api/v1/events/frontend-event", { event_id: "visit" })).status).toBe(500);
    await addFault({ method: "GET", path: "/api/v1/events/frontend-event", status: 418 });
    expect((await postJson("/api/v1/events/frontend-event", { event_id: "visit" })).status).toBe(500);
  });

  it("uses the first matching fault in the order added", async () => {
    await addFault({ path: "/api/v1/*", status: 500, times: 1 });
    await addFault({ path: "/api/v1/languages", status: 404 });
    expect((await api("/api/v1/languages")).status).toBe(500);
    expect((await api("/api/v1/languages")).status).toBe(404);
  });

  it("never applies to /media or /__qa", async () => {
    await addFault({ path: "*", status: 500 });
    expect((await api("/api/v1/languages")).status).toBe(500);
    expect((await api("/cv")).status).toBe(500);
    expect((await api("/media/brand/logo.svg")).status).toBe(200);
    expect((await api("/__qa/faults")).status).toBe(200);
  });

  it("adds the global delay to every API call but not to media or QA", async () => {
    setGlobalDelay(120);
    const slow = await timed(() => api("/cv"));
    expect(slow.ms).toBeGreaterThanOrEqual(110);
    cacheVersionResponse.parse(await slow.result.json());
    const media = await timed(() => api("/media/brand/logo.svg"));
    expect(media.ms).toBeLessThan(110);
    const qa = await timed(() => api("/__qa"));
    expect(qa.ms).toBeLessThan(110);
  });
});

describe("QA fault endpoints", () => {
  it("lists and clears faults", async () => {
    const { data } = await addFault({ path: "/api/v1/pages/about", status: 500, times: 3 });
    const list = (await getJson("/__qa/faults")).body as { data: { faults: Array<{ id: number; path: string; hits: number }>; delay_ms: number } };
    expect(list.data.faults).toEqual([expect.objectContaining({ id: data.id, path: "/api/v1/pages/about", times: 3, hits: 0 })]);
    expect(list.data.delay_ms).toBe(0);
    expect((await api("/__qa/faults", { method: "DELETE" })).status).toBe(200);
    expect(listFaults()).toEqual([]);
    expect((await api("/api/v1/pages/about")).status).toBe(200);
  });

  it.each([
    [{ status: 500 }, "path"],
    [{ path: "api/v1/x" }, "path"],
    [{ path: "/cv", status: 99 }, "status"],
    [{ path: "/cv", status: "500" }, "status"],
    [{ path: "/cv", times: 0 }, "times"],
    [{ path: "/cv", delay_ms: -1 }, "delay_ms"],
    [{ path: "/cv", body: {}, bodyText: "x" }, "bodyText"],
    [{ path: "/cv", unknown: true }, null],
    [{ path: "/api/v1/pages/about us" }, "path"],
    [{ path: "/api/v1/carts?cart_unique_id=x" }, "path"],
    [{ path: "/media/brand/logo.svg" }, "path"],
    [{ path: "/cv", method: "GET /cv" }, "method"],
    [{ path: "/cv", status: 200.5 }, "status"],
  ])("rejects %j with a 400 naming %s", async (input, property) => {
    const response = await postJson("/__qa/faults", input);
    expect(response.status).toBe(400);
    const body = errorBody.parse(await response.json());
    expect(body.errors?.[0]).toMatchObject({ code: 400, property });
    expect(listFaults()).toEqual([]);
  });

  it("says what is wrong with a field in words a tester can act on", async () => {
    const messages = async (input: unknown) =>
      (errorBody.parse(await (await postJson("/__qa/faults", input)).json()).errors ?? []).map((e) => [e.property, e.message]);
    expect(await messages({ path: "api/v1/x", status: 999 })).toEqual([
      ["path", FAULT_MESSAGES.pathStart],
      ["path", FAULT_MESSAGES.pathNeverFaulted],
      ["status", FAULT_MESSAGES.status],
    ]);
    expect(await messages({ path: "/api/v1/pages/*", status: "abc", times: 0, delay_ms: 200_000 })).toEqual([
      ["status", FAULT_MESSAGES.status],
      ["delay_ms", FAULT_MESSAGES.delay],
      ["times", FAULT_MESSAGES.times],
    ]);
    expect(await messages({ path: "/api/v1/pages about" })).toEqual([["path", FAULT_MESSAGES.pathSpaces]]);
    // A glob may reach a path faults apply to: it is taken, however wide.
    expect((await postJson("/__qa/faults", { path: "*", status: 500 })).status).toBe(201);
  });

  it("takes a wire fault alone, and names the kinds it knows", async () => {
    const messages = async (input: unknown) =>
      (errorBody.parse(await (await postJson("/__qa/faults", input)).json()).errors ?? []).map((e) => [e.property, e.message]);
    expect(await messages({ path: "/cv", wire: "explode" })).toEqual([["wire", FAULT_MESSAGES.wire]]);
    expect(await messages({ path: "/cv", wire: "reset", status: 500 })).toEqual([["wire", FAULT_MESSAGES.wireAlone]]);
    expect(listFaults()).toEqual([]);
    await addFault({ path: "/cv", wire: "hang", delay_ms: 10, times: 2 });
    expect(listFaults()).toMatchObject([{ path: "/cv", wire: "hang", delay_ms: 10, times: 2, hits: 0 }]);
  });

  it("leaves a wire fault to the HTTP server: in-process msw has no socket to break", async () => {
    await addFault({ path: "/cv", wire: "reset" });
    expect((await api("/cv")).status).toBe(200);
  });

  it("refuses headers the response could not carry, instead of failing the request that meets the fault", async () => {
    const bad = await postJson("/__qa/faults", { path: "/cv", bodyText: "x", headers: { "Content-Type": "text/html\r\nSet-Cookie: a=b" } });
    expect(errorBody.parse(await bad.json()).errors?.[0]).toMatchObject({ property: "headers.Content-Type", message: FAULT_MESSAGES.headerValue });
    const name = await postJson("/__qa/faults", { path: "/cv", bodyText: "x", headers: { "Content Type": "text/html" } });
    expect(errorBody.parse(await name.json()).errors?.[0]).toMatchObject({ property: "headers.Content Type", message: FAULT_MESSAGES.headerName });
    expect(listFaults()).toEqual([]);
  });

  it("DELETE /__qa/faults/{id} removes that fault alone, and says when there is none", async () => {
    const { data: first } = await addFault({ path: "/api/v1/pages/about", status: 503 });
    await addFault({ path: "/api/v1/pages/faq", status: 503 });
    const removed = await api(`/__qa/faults/${first.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ data: { ok: true, id: first.id } });
    expect(listFaults().map((f) => f.path)).toEqual(["/api/v1/pages/faq"]);
    expect((await api("/api/v1/pages/about")).status).toBe(200);
    for (const id of [String(first.id), "abc"]) {
      const again = await api(`/__qa/faults/${id}`, { method: "DELETE" });
      expect(again.status).toBe(404);
      expect(errorBody.parse(await again.json()).errors?.[0]).toMatchObject({ property: "id", message: `No active fault has the id ${id}.` });
    }
  });

  it("rejects a body that is not JSON", async () => {
    const response = await api("/__qa/faults", { method: "POST", body: "{oops" });
    expect(response.status).toBe(400);
  });

  it("sets the global delay at runtime and validates it", async () => {
    const response = await postJson("/__qa/delay", { delay_ms: 25 });
    expect(response.status).toBe(200);
    expect(getGlobalDelay()).toBe(25);
    const refused = await postJson("/__qa/delay", { delay_ms: "fast" });
    expect(refused.status).toBe(400);
    expect(errorBody.parse(await refused.json()).errors?.[0]).toMatchObject({ property: "delay_ms", message: FAULT_MESSAGES.delay });
    expect(getGlobalDelay()).toBe(25);
  });
});
