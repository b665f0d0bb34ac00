import express from "express";

import { httpRequestDuration, metricsEndpoint } from "./metrics";
import { served } from "./testing";

describe("/metrics", () => {
  it("in production answers only the token's bearer, with the store's series", async () => {
    httpRequestDuration.observe({ route: "routes/$", method: "GET", status: "200" }, 0.02);
    const server = await served(express().get("/metrics", metricsEndpoint({ token: "scrape-token", production: true })));
    try {
      const stranger = await fetch(`${server.url}/metrics`);
      expect(stranger.status).toBe(404);
      expect(await stranger.text()).not.toMatch(/storefront_/);
      const scraper = await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer scrape-token" } });
      expect(scraper.status).toBe(200);
      expect(await scraper.text()).toMatch(/storefront_http_request_duration_seconds_count\{route="routes\/\$",method="GET",status="200"\} \d+/);
    } finally {
      await server.close();
    }
  });
});
