import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { validateAddress } from "./address-validation.server";
import { env } from "./env.server";

const target = { url: "https://validate.example/validate", apiKey: "key-1" };
const address = {
  first_name: "Ada",
  last_name: "Lovelace",
  company: "",
  address: "1 Main St",
  apartment: "",
  city: "New York",
  state: "CA",
  zip_code: "10001",
  country: "US" as const,
};

const answering = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

const listed = [...env.integrationServiceOrigins];
beforeAll(() => void env.integrationServiceOrigins.push("https://validate.example"));
afterAll(() => void env.integrationServiceOrigins.splice(0, Infinity, ...listed));
afterEach(() => vi.restoreAllMocks());

describe("validateAddress", () => {
  it("sends the postal lines with the key, and nothing of the person", async () => {
    const fetch = answering({ data: { valid: true, mismatches: [] } });
    expect(await validateAddress(target, address)).toEqual([]);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(target.url);
    expect(new Headers(init?.headers).get("X-Api-Key")).toBe("key-1");
    expect(JSON.parse(String(init?.body))).toEqual({ address: "1 Main St", apartment: "", city: "New York", state: "CA", zip_code: "10001", country: "US" });
  });

  it("gives the parts the service says do not fit, those the form has, once each", async () => {
    answering({ data: { valid: false, mismatches: ["zip_code", "county", "zip_code"] } });
    expect(await validateAddress(target, address)).toEqual(["zip_code"]);
  });

  it("lets an address through when the service says no without naming a part the shopper could fix", async () => {
    answering({ data: { valid: false, mismatches: ["county"] } });
    expect(await validateAddress(target, address)).toEqual([]);
  });

  it.each([
    ["an error status", 1, () => answering({ errors: [{ message: "Invalid api_key" }] }, 401)],
    ["an answer of another shape", 2, () => answering({ ok: true })],
    ["no JSON", 3, () => vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<html>", { status: 200 }))],
    ["a network failure", 4, () => vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"))],
  ])("lets the address through on %s, and says so in the log at most once a minute", async (_name, minutesLater, arrange) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["Date"] });
    // Each case a few minutes after the last one's line.
    vi.setSystemTime(Date.UTC(2030, 0, 1) + minutesLater * 120_000);
    arrange();
    expect(await validateAddress(target, address)).toEqual([]);
    expect(await validateAddress(target, address)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("waits no longer than its timeout for a slow service", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = performance.now();
    expect(await validateAddress(target, address, 50)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
