import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { clearJournal, journal, openEntry } from "../journal";
import { JOURNAL_MESSAGES } from "../qa";
import { api, BASE, setupMockApi } from "../testing";
import { CLEAR_REQUESTS, REFRESH_SECONDS } from "./requests-page";

setupMockApi();
// The worker's modules are shared: another file's calls may be in the journal already.
beforeEach(clearJournal);
afterEach(clearJournal);

function record(method: string, path: string, extra: Partial<ReturnType<typeof openEntry>> = {}) {
  const entry = openEntry({ method, path, query: {}, request_id: null, bearer: false });
  Object.assign(entry, { status: 200, duration_ms: 12, outcome: "answered" }, extra);
  return entry;
}

describe("the request journal's page", () => {
  it("lists the calls newest first, with their answer, fault and redacted body, and runs no script", async () => {
    record("GET", "/api/v1/products/aurora-ring", { query: { configuration_id: "R-1" } });
    record("POST", "/api/v1/authorizations", { body: { email: "a@b.co", password: "[redacted]" }, bearer: false, status: 401 });
    record("GET", "/api/v1/carts", { status: null, outcome: "reset", fault: { id: 7, wire: "reset" } });
    const response = await api("/requests");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).not.toContain("<script");
    expect(page).not.toContain('http-equiv="refresh"');
    const order = ["/api/v1/carts", "/api/v1/authorizations", "/api/v1/products/aurora-ring?configuration_id=R-1"].map((p) => page.indexOf(`<code class="url">${p}</code>`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(page).toContain("no status, reset");
    expect(page).toContain("fault 7, reset");
    expect(page).toContain("[redacted]");
    expect(page).toContain("3 requests match.");
  });

  it("filters by the address's path, method and time, and refreshes itself when live", async () => {
    record("GET", "/api/v1/carts");
    record("POST", "/api/v1/carts/items");
    const page = await (await api("/requests?path=%2Fapi%2Fv1%2Fcarts*&method=post&live=on")).text();
    expect(page).toContain("1 request matches.");
    expect(page).toContain('<code class="url">/api/v1/carts/items</code>');
    expect(page).not.toContain('<code class="url">/api/v1/carts</code>');
    expect(page).toContain(`<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`);
    expect(page).toContain('value="/api/v1/carts*"');
    expect(page).toContain('<option value="POST" selected>');
    // The quick filters keep the page live.
    expect(page).toContain('<a href="/requests?path=%2Fapi%2Fv1%2F*&amp;live=on">The API&#39;s calls</a>');
  });

  it("refuses a bad filter under its field, keeping what was typed", async () => {
    const response = await api("/requests?since=last+week&live=on");
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(`<p class="error" id="requests-since-error">${JOURNAL_MESSAGES.since}</p>`);
    expect(page).toContain('value="last week"');
    expect(page).not.toContain('http-equiv="refresh"');
  });

  it("clears the journal from its own page only", async () => {
    record("GET", "/cv");
    const crossSite = await api(CLEAR_REQUESTS, { method: "POST", headers: { Origin: "https://evil.example" }, redirect: "manual" });
    expect(crossSite.status).toBe(403);
    expect(journal()).toHaveLength(1);
    const cleared = await api(CLEAR_REQUESTS, { method: "POST", headers: { Origin: BASE }, redirect: "manual" });
    expect([cleared.status, cleared.headers.get("location")]).toEqual([303, "/requests"]);
    expect(journal()).toEqual([]);
  });
});
