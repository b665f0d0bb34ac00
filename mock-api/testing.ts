/**
 * Shared setup for the mock API's own unit tests: msw intercepts fetch to
 * http://127.0.0.1:4010 in-process, and every test starts from the seed.
 */
import { afterAll, afterEach, beforeAll } from "vitest";

import { clearFaults, resetGlobalDelay } from "./faults";
import { server } from "./node";
import { resetStore } from "./store";

export const BASE = "http://127.0.0.1:4010";

export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    resetStore();
    clearFaults();
    resetGlobalDelay();
  });
  afterAll(() => server.close());
}

export const api = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);

export async function getJson(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await api(path, init);
  return { status: response.status, body: await response.json() };
}

export const postJson = (path: string, body: unknown, method = "POST") =>
  api(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** Every string in a JSON value, for URL checks. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, out));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => allStrings(item, out));
  return out;
}
