import express from "express";

import { resetLifecycle, startDraining, warmUp } from "./lifecycle";
import { readyz } from "./probes";
import { served } from "./testing";
import { setupMockApi } from "../mock-api/testing";

setupMockApi();

const probes = express().get("/readyz", readyz);

describe("the probes", () => {
  beforeEach(() => resetLifecycle());

  it("/readyz: 503 while warming, 200 once ready, 503 for good once draining; never kept by a cache", async () => {
    const server = await served(probes);
    const ask = async () => {
      const response = await fetch(`${server.url}/readyz`);
      return [response.status, await response.text(), response.headers.get("cache-control")];
    };
    try {
      expect(await ask()).toEqual([503, "warming\n", "no-store"]);
      await warmUp();
      expect(await ask()).toEqual([200, "ready\n", "no-store"]);
      startDraining();
      expect(await ask()).toEqual([503, "draining\n", "no-store"]);
    } finally {
      await server.close();
    }
  });
});
