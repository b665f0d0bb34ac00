/** The mock tells the storefront of every new cache version, as a real API would, before the QA call answers. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startMockApi, type MockApi } from "./server";
import { resetStore, store } from "./store";

const TOKEN = "hook-token-of-at-least-32-characters";
let told: Array<{ authorization: string | undefined; cvThen: string }> = [];
let answer = 200;
let hookServer: Server;
let mockApi: MockApi;

beforeAll(async () => {
  resetStore();
  hookServer = createServer((req, res) => {
    // Recorded once the store has done with it (50 ms later); the mock's /cv then already says the new one.
    setTimeout(() => {
      told.push({ authorization: req.headers.authorization, cvThen: store.cv });
      res.writeHead(answer).end();
    }, 50);
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
  const { port } = hookServer.address() as AddressInfo;
  mockApi = await startMockApi({ port: 0, cacheVersionHook: { url: `http://127.0.0.1:${port}/cache-version`, token: TOKEN } });
});
afterAll(async () => {
  await mockApi.close();
  await new Promise((resolve) => hookServer.close(resolve));
});
beforeEach(() => {
  told = [];
  answer = 200;
});

describe("the cache-version hook", () => {
  it("is told, with its token, before POST /__qa/cv answers", async () => {
    const response = await fetch(`${mockApi.url}/__qa/cv`, { method: "POST" });
    const { data } = (await response.json()) as { data: { cv: string } };
    expect(told).toEqual([{ authorization: `Bearer ${TOKEN}`, cvThen: data.cv }]);
  });

  it("is told of a reset and of the console's bump", async () => {
    await fetch(`${mockApi.url}/__qa/reset`, { method: "POST" });
    expect(told).toHaveLength(1);
    const form = await fetch(`${mockApi.url}/__qa/console/cv`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: mockApi.url, "Sec-Fetch-Site": "same-origin" },
      body: "",
    });
    expect(form.status).toBe(303);
    expect(told).toHaveLength(2);
    expect(told[1].cvThen).toBe(store.cv);
  });

  it("a store that refuses does not fail the bump", async () => {
    answer = 503;
    const response = await fetch(`${mockApi.url}/__qa/cv`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(told).toHaveLength(1);
  });
});
