/**
 * The journal and the wire faults over real HTTP (no msw interception in this file): what a store sees when the API
 * breaks below HTTP, and what QA reads back.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { checkAnswer, clearDrift, driftSeen } from "./drift";
import { addFault, clearFaults, FAULT_ID_HEADER } from "./faults";
import { clearJournal, journal, type JournalEntry, openEntry, REDACTED } from "./journal";
import { startMockApi, type MockApi } from "./server";
import { type Answer, withTraffic } from "./traffic";
import { resetStore } from "./store";
import { MALFORMED_JSON } from "./wire";

let mockApi: MockApi;

beforeAll(async () => {
  resetStore();
  mockApi = await startMockApi({ port: 0 });
});
afterAll(() => mockApi.close());
// The worker's modules are shared: another file's calls may be in the journal or the drift already.
beforeEach(() => {
  clearFaults();
  clearJournal();
  clearDrift();
});
afterEach(() => {
  clearFaults();
  clearJournal();
});

const url = (path: string) => `${mockApi.url}${path}`;

/** The entry once its answer is over (the server writes it when the connection's exchange closes). */
async function lastEntry(path: string): Promise<JournalEntry> {
  for (let i = 0; i < 50; i += 1) {
    const entry = journal({ path }).at(-1);
    if (entry?.duration_ms != null) return entry;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No finished journal entry for ${path}`);
}

describe("the request journal", () => {
  it("writes method, path, query, status, timing, request id, bearer and the body redacted", async () => {
    const response = await fetch(url("/api/v1/authorizations?via=drawer"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Request-Id": "req-123", Authorization: "Bearer abc" },
      body: JSON.stringify({ email: "nobody@example.com", password: "not-the-password" }),
    });
    await response.arrayBuffer();
    const entry = await lastEntry("/api/v1/authorizations");
    expect(entry).toMatchObject({
      method: "POST",
      query: { via: "drawer" },
      request_id: "req-123",
      bearer: true,
      body: { email: "nobody@example.com", password: REDACTED },
      status: response.status,
      outcome: "answered",
      fault: null,
    });
    expect(entry.duration_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(journal())).not.toContain("not-the-password");
  });

  it("serves GET /__qa/requests with filters, refuses a bad filter, and clears on DELETE", async () => {
    await (await fetch(url("/api/v1/languages"))).arrayBuffer();
    await (await fetch(url("/cv"))).arrayBuffer();
    await lastEntry("/cv");
    const read = (await (await fetch(url("/__qa/requests?path=/api/v1/*&method=get"))).json()) as { data: JournalEntry[] };
    expect(read.data.map((e) => e.path)).toEqual(["/api/v1/languages"]);
    const refused = await fetch(url("/__qa/requests?since=yesterday"));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ property: "since" }] });
    expect((await fetch(url("/__qa/requests"), { method: "DELETE" })).status).toBe(200);
    const after = (await (await fetch(url("/__qa/requests"))).json()) as { data: JournalEntry[] };
    expect(after.data).toEqual([]);
  });

  it("names the fault that answered instead of the API", async () => {
    const fault = addFault({ path: "/api/v1/languages", status: 500 });
    const response = await fetch(url("/api/v1/languages"));
    expect(response.headers.get(FAULT_ID_HEADER)).toBe(String(fault.id));
    await response.arrayBuffer();
    expect(await lastEntry("/api/v1/languages")).toMatchObject({ status: 500, fault: { id: fault.id } });
  });
});

describe("wire faults", () => {
  it("reset: the connection is reset before any answer", async () => {
    const fault = addFault({ path: "/api/v1/languages", wire: "reset", times: 1 });
    await expect(fetch(url("/api/v1/languages"))).rejects.toThrow();
    expect(await lastEntry("/api/v1/languages")).toMatchObject({ status: null, outcome: "reset", fault: { id: fault.id, wire: "reset" } });
    // Used up: the next call is answered.
    expect((await fetch(url("/api/v1/languages"))).status).toBe(200);
  });

  it("close-after-headers: a 200 arrives, its body never does", async () => {
    addFault({ path: "/api/v1/languages", wire: "close-after-headers" });
    const response = await fetch(url("/api/v1/languages"));
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(await lastEntry("/api/v1/languages")).toMatchObject({ status: 200, outcome: "closed-after-headers" });
  });

  it("truncate: the real answer's first half, then the connection closes", async () => {
    const whole = await (await fetch(url("/api/v1/languages"))).text();
    addFault({ method: "GET", path: "/api/v1/lang*", wire: "truncate" });
    const response = await fetch(url("/api/v1/languages"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(whole)));
    await expect(response.text()).rejects.toThrow();
    expect(await lastEntry("/api/v1/languages")).toMatchObject({ outcome: "truncated" });
  });

  it("malformed-json and wrong-shape: complete 200s the API's schema cannot read", async () => {
    addFault({ path: "/api/v1/languages", wire: "malformed-json", times: 1 });
    const malformed = await fetch(url("/api/v1/languages"));
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toBe(MALFORMED_JSON);
    addFault({ path: "/api/v1/languages", wire: "wrong-shape", times: 1 });
    const wrong = (await (await fetch(url("/api/v1/languages"))).json()) as Record<string, unknown>;
    expect(wrong).not.toHaveProperty("data");
    expect(wrong).not.toHaveProperty("errors");
  });

  it("hang: no answer until the client gives up, and the journal says so", async () => {
    addFault({ path: "/api/v1/languages", wire: "hang" });
    await expect(fetch(url("/api/v1/languages"), { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(await lastEntry("/api/v1/languages")).toMatchObject({ status: null, outcome: "hung" });
  });

  it("waits delay_ms first, and leaves other methods and paths alone", async () => {
    addFault({ method: "POST", path: "/api/v1/languages", wire: "reset" });
    addFault({ path: "/cv", wire: "wrong-shape", delay_ms: 150 });
    expect((await fetch(url("/api/v1/languages"))).status).toBe(200);
    const started = performance.now();
    await (await fetch(url("/cv"))).arrayBuffer();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe("the contract's check of every answer", () => {
  afterEach(clearDrift);

  it("lets the API's own answers through, and records an answer outside the contract or an unlisted call", async () => {
    await (await fetch(url("/api/v1/languages"))).arrayBuffer();
    await (await fetch(url("/api/v1/products/no-such-piece"))).arrayBuffer();
    await lastEntry("/api/v1/products/no-such-piece");
    expect(driftSeen()).toEqual([]);
    // The fault switch's answers are QA's own: never drift.
    addFault({ path: "/api/v1/languages", body: { data: "nope" }, times: 1 });
    await (await fetch(url("/api/v1/languages"))).arrayBuffer();
    await lastEntry("/api/v1/languages");
    expect(driftSeen()).toEqual([]);
    await (await fetch(url("/api/v1/no-such-call"))).arrayBuffer();
    await lastEntry("/api/v1/no-such-call");
    expect(driftSeen()).toMatchObject([{ method: "GET", path: "/api/v1/no-such-call", status: 404, problems: "unlisted" }]);
  });

  it("names the field of a body the schema refuses", () => {
    const entry = openEntry({ method: "GET", path: "/api/v1/languages", query: {}, request_id: null, bearer: false });
    checkAnswer(entry, { status: 200, contentType: "application/json", text: JSON.stringify({ data: [{ id: "one" }] }) });
    checkAnswer(entry, { status: 200, contentType: "application/json", text: "{cut" });
    const [schema, parse] = driftSeen();
    expect(schema.problems).not.toBe("unlisted");
    expect((schema.problems as string[]).join("\n")).toMatch(/^GET \/api\/v1\/languages 200: \/data\/0/);
    expect(parse.problems).toEqual(["answered JSON that does not parse"]);
  });
});

describe("the answer tap", () => {
  it("hands a whole answer to the check, and none past the cap: cut off, it would read as drift", async () => {
    const checked: Answer[] = [];
    const server = createServer(
      withTraffic(
        (req, res) => {
          res.setHeader("Content-Type", "application/json");
          const size = req.url?.includes("big") ? 1_100_000 : 10;
          res.write('{"data": "');
          res.write("x".repeat(size));
          res.end('"}');
        },
        (_entry, answer) => checked.push(answer),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/api/v1/languages?small", "/api/v1/languages?big"]) {
        await (await fetch(`${base}${path}`)).arrayBuffer();
        await lastEntry("/api/v1/languages");
        clearJournal();
      }
    } finally {
      server.close();
    }
    expect(checked).toHaveLength(1);
    expect(JSON.parse(checked[0].text)).toEqual({ data: "x".repeat(10) });
  });
});
