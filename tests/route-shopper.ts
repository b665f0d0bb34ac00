// A shopper for a route module's unit test against the mock API in-process: a loader's or action's result is
// read the same whether it was thrown or returned.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

import { signInAction } from "../app/routes/sign-in/sign-in.server";
import { clearApiCache } from "../app/services/api.server";
import { env } from "../app/services/env.server";
import { resetRateLimits } from "../app/services/rate-limit.server";
import { CLIENT_IP_HEADER } from "../app/services/client-ip.server";
import { loadShell } from "../app/services/shell.server";
import { clearFaults } from "../mock-api/faults";
import { server } from "../mock-api/node";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../mock-api/seed";
import { resetStore, store } from "../mock-api/store";

import { CookieJar } from "./cookie-jar";

export const ORIGIN = "http://store.test";

export type Answer = { status: number; location: string | null; data: unknown };

export function routeShopper(ip = "203.0.113.9") {
  const jar = new CookieJar();
  const request = (path: string, form?: Record<string, string> | URLSearchParams) =>
    new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: {
        Cookie: jar.header(),
        [CLIENT_IP_HEADER]: ip,
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });

  async function send(run: (request: Request) => Promise<unknown> | unknown, req: Request): Promise<Answer> {
    let outcome: unknown;
    try {
      outcome = await run(req);
    } catch (thrown) {
      outcome = thrown;
    }
    if (outcome instanceof Response) {
      jar.keep(outcome.headers.getSetCookie());
      return { status: outcome.status, location: outcome.headers.get("Location"), data: null };
    }
    const { data, init } = outcome as { data: unknown; init?: ResponseInit | null };
    jar.keep(new Headers(init?.headers).getSetCookie());
    return { status: init?.status ?? 200, location: null, data };
  }

  return {
    jar,
    request,
    send,
    get: (run: (request: Request) => Promise<unknown> | unknown, path: string) => send(run, request(path)),
    post: (run: (request: Request) => Promise<unknown> | unknown, path: string, form: Record<string, string> | URLSearchParams) =>
      send(run, request(path, form)),
    signIn: (email = DEMO_EMAIL, password = DEMO_PASSWORD) => send(signInAction, request("/sign-in", { intent: "sign-in", email, password })),
    /** What the next page shows once (a notice) is read and forgotten. */
    shell: async (path = "/") => {
      const { setCookie, ...shell } = await loadShell(request(path));
      if (setCookie) jar.keep([setCookie]);
      return shell;
    },
  };
}

/** From the seed, without faults, cached reads or spent rate limits. */
/** `campaign: false`: without the seed's campaign, a bag holds only what the test put in it (no gift with purchase). */
export function setupRouteTests({ campaign = true }: { campaign?: boolean } = {}) {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetStore();
    if (!campaign) store.campaign = null;
    resetRateLimits();
    clearFaults();
    clearApiCache();
  });
  afterEach(() => clearFaults());
}

/** The API timeout (8 s by default, read once from the environment), for a test of a call that never answers. */
export async function withApiTimeout<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const before = env.API_TIMEOUT_MS;
  env.API_TIMEOUT_MS = ms;
  try {
    return await run();
  } finally {
    env.API_TIMEOUT_MS = before;
  }
}
