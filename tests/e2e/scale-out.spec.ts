// README "Running more than one instance": two stores sharing a real `redis-server`, and a third without it.
import { type RedisServer, startRedisServer } from "../redis-server";

import { Shopper, type StoreProcess, startStore, textOf } from "./http-shopper";
import { DEMO_SHOPPER, expect, hasJavaScript, mockApi, test } from "./support";
import { STORE_PORT } from "./lanes";

const [PORT_A, PORT_B, PORT_ALONE] = [41, 42, 43].map((offset) => STORE_PORT + offset);

test.describe("two instances sharing Redis", () => {
  test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");
  test.describe.configure({ timeout: 90_000 });

  let redis: RedisServer;
  let a: StoreProcess;
  let b: StoreProcess;

  test.beforeAll(async () => {
    redis = await startRedisServer();
    // The instances poll the cache version as in production, so a cached page is served from the cache.
    const shared = { REDIS_URL: redis.url, CACHE_VERSION_POLL_MS: "180000" };
    [a, b] = await Promise.all([startStore(PORT_A, shared), startStore(PORT_B, shared)]);
  });
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  test("a rate limit counts the attempts made on either instance", async () => {
    const shopper = new Shopper();
    const wrong = (i: number) => ({ intent: "sign-in", email: DEMO_SHOPPER.email, password: `Wrong-guess-${i}!` });
    // Ten wrong sign-ins for one e-mail in 15 minutes, alternating between the instances: each is answered.
    for (let i = 0; i < 10; i += 1) {
      const hop = await shopper.post(i % 2 === 0 ? a.origin : b.origin, "/sign-in", wrong(i));
      expect(hop.status, `attempt ${i + 1}`).toBe(400);
    }
    // The eleventh is refused by both, though neither saw more than five.
    for (const store of [a, b]) {
      const refused = await shopper.post(store.origin, "/sign-in", wrong(99));
      expect(refused.status).toBe(429);
      expect(textOf(refused.body)).toContain("Too many attempts. Please try again in 15 minutes.");
    }
  });

  test("a sign-in made on one instance is known to the other, and signing out on either ends every copy of its cookie", async () => {
    const shopper = new Shopper();
    const signedIn = await shopper.post(a.origin, "/sign-in", { intent: "sign-in", email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password, redirect: "/" });
    expect(signedIn.location).toBe("/");
    // The other instance reads the sign-in's record from Redis.
    expect((await shopper.get(b.origin, "/profile")).status).toBe(200);
    const copy = shopper.clone();
    expect((await copy.get(a.origin, "/profile")).status).toBe(200);

    expect((await shopper.post(b.origin, "/sign-out", { intent: "sign-out" })).location).toBe("/");
    for (const store of [a, b]) {
      const replayed = await copy.get(store.origin, "/profile");
      expect(replayed.status).toBe(302);
      expect(replayed.location).toMatch(/^\/\?drawer=1&redirect=/);
    }
  });

  test("a page's API read cached by one instance is served by the other", async () => {
    const shopper = new Shopper();
    const first = await shopper.get(a.origin, "/about");
    expect(first.status).toBe(200);
    const headingOf = (body: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(body)?.[1];
    const heading = headingOf(first.body);
    expect(heading).toBeTruthy();

    // The API loses its pages: the other instance has never read this one, yet serves it from Redis.
    await mockApi.fault({ path: "/api/v1/pages/*", status: 500, body: { errors: [{ code: 500, property: null, message: "Server Error" }] } });
    const second = await shopper.get(b.origin, "/about");
    expect(second.status).toBe(200);
    expect(headingOf(second.body)).toBe(heading);

    // An instance without Redis has only the API to ask, and says the page failed.
    const alone = await startStore(PORT_ALONE, { CACHE_VERSION_POLL_MS: "180000" });
    try {
      const failed = await shopper.get(alone.origin, "/about");
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(headingOf(failed.body)).not.toBe(heading);
    } finally {
      await alone.stop();
    }
  });
});
