import { describe, expect, it } from "vitest";

import { openApiDocument } from "./contract/document";
import { CONTRACT_PATH } from "./routes/qa-contract";
import { api, getJson, setupMockApi } from "./testing";

setupMockApi();

describe("GET /__qa/openapi.json", () => {
  it("answers the contract as JSON", async () => {
    const response = await api(CONTRACT_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it("is in the QA index and linked from the console", async () => {
    const { body } = await getJson("/__qa");
    const endpoints = (body as { data: { endpoints: Array<{ method: string; path: string }> } }).data.endpoints;
    expect(endpoints).toContainEqual(expect.objectContaining({ method: "GET", path: CONTRACT_PATH }));
    const page = await (await api("/")).text();
    expect(page).toContain(`<a href="${CONTRACT_PATH}">API contract (OpenAPI 3.1)</a>`);
  });
});
