/**
 * The standalone server over real HTTP (no msw interception in this file):
 * an ephemeral port, absolute URLs on that port, CORS for the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bootstrapResponse, cacheVersionResponse } from "~/services/schemas.server";

import { startMockApi, type MockApi } from "./server";

let mockApi: MockApi;

beforeAll(async () => {
  mockApi = await startMockApi({ port: 0 });
});
afterAll(() => mockApi.close());

describe("startMockApi", () => {
  it("listens on loopback and serves the API with absolute URLs on its own origin", async () => {
    expect(mockApi.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${mockApi.url}/api/v1/bootstrap`);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const { data } = bootstrapResponse.parse(await response.json());
    expect(data.settings.desktop_logo).toBe(`${mockApi.url}/media/brand/logo.svg`);
    cacheVersionResponse.parse(await (await fetch(`${mockApi.url}/cv`)).json());
  });

  it("reads POST bodies and answers CORS preflights", async () => {
    const preflight = await fetch(`${mockApi.url}/api/v1/events/frontend-event`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:3000", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,lang" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type,lang");

    const posted = await fetch(`${mockApi.url}/api/v1/events/frontend-event`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event_id: "visit" }),
    });
    expect(posted.status).toBe(200);
    const events = await (await fetch(`${mockApi.url}/__qa/events`)).json();
    expect(events.data.at(-1).body).toEqual({ event_id: "visit" });
  });

  it("serves SVG media and 404s unknown paths", async () => {
    const logo = await fetch(`${mockApi.url}/media/brand/logo.svg`);
    expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect((await logo.text()).startsWith("<svg")).toBe(true);
    const missing = await fetch(`${mockApi.url}/api/v1/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errors: [{ code: 404, property: null, message: "Not found" }] });
  });
});
