import { describe, expect, it } from "vitest";

import { consoleRefusal } from "./guard";

const request = (method: string, url: string, headers: Record<string, string> = {}) => new Request(url, { method, headers });

describe("consoleRefusal", () => {
  it("takes posts from the console's own page and from clients that are no browser", () => {
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/reset", { Origin: "http://127.0.0.1:4010", "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    expect(consoleRefusal(request("POST", "http://localhost:4010/__qa/console/reset", { Origin: "http://localhost:4010" }))).toBeNull();
    // curl: neither header.
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/reset"))).toBeNull();
    // Typed into the address bar or opened from a bookmark.
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/reset", { "Sec-Fetch-Site": "none" }))).toBeNull();
    // A page whose referrer policy is no-referrer posts with Origin "null": the browser still says it is same-origin.
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/reset", { Origin: "null", "Sec-Fetch-Site": "same-origin" }))).toBeNull();
  });

  it("refuses posts another page made the browser send, naming where they came from", () => {
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/reset", { Origin: "https://evil.example" }))).toBe(
      "Refused: this form was posted from https://evil.example. The QA console only takes posts from its own page (http://127.0.0.1:4010).",
    );
    // The store, on another port of the same machine, is another origin too.
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/reset", { Origin: "http://127.0.0.1:3000", "Sec-Fetch-Site": "same-site" }))).toMatch(
      /^Refused: this form was posted from http:\/\/127\.0\.0\.1:3000\./,
    );
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/faults", { Origin: "null" }))).toMatch(/from a page with no origin/);
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/faults", { Origin: "null", "Sec-Fetch-Site": "cross-site" }))).toMatch(/from a page with no origin/);
    // An older browser that leaves Origin out but says where the post came from.
    expect(consoleRefusal(request("POST", "http://127.0.0.1:4010/__qa/console/faults", { "Sec-Fetch-Site": "cross-site" }))).toMatch(/from another site/);
  });

  it("lets any page link to the console: reading it changes nothing", () => {
    expect(consoleRefusal(request("GET", "http://127.0.0.1:4010/", { "Sec-Fetch-Site": "cross-site" }))).toBeNull();
  });

  it("answers on loopback names only, so a rebound DNS name cannot pass as the console's own origin", () => {
    expect(consoleRefusal(request("GET", "http://127.0.0.1:4010/"))).toBeNull();
    expect(consoleRefusal(request("GET", "http://[::1]:4010/"))).toBeNull();
    expect(consoleRefusal(request("GET", "http://rebound.evil.example:4010/"))).toBe(
      "The QA console answers on loopback only (127.0.0.1 or localhost), not on rebound.evil.example.",
    );
    expect(consoleRefusal(request("POST", "http://rebound.evil.example:4010/__qa/console/reset", { Origin: "http://rebound.evil.example:4010" }))).toMatch(/loopback only/);
  });
});
