import { freePort } from "../../tests/redis-server";

import { CLIENT_IP_HEADER } from "./client-ip.server";
import { env } from "./env.server";
import { withRedisServer } from "./redis.test-support";
import { type LimitRule, SIGN_IN_PER_EMAIL, addressKey, attempt, byIp, hashed, rateLimitStoreReady, resetRateLimits } from "./rate-limit.server";

const RULE: LimitRule = { name: "test-rule", points: 3, durationS: 600 };
const from = (ip: string) => new Request("http://store.test/", { headers: { [CLIENT_IP_HEADER]: ip } });

afterEach(() => resetRateLimits());

describe("attempt (memory)", () => {
  it("allows the rule's points, then refuses with the time left", async () => {
    for (let i = 0; i < RULE.points; i += 1) expect(await attempt([byIp(RULE, from("203.0.113.1"))])).toBeNull();
    const refused = await attempt([byIp(RULE, from("203.0.113.1"))]);
    expect(refused?.retryAfterS).toBeGreaterThan(590);
    expect(refused?.retryAfterS).toBeLessThanOrEqual(600);
  });

  it("counts each IP, and each key part, apart", async () => {
    for (let i = 0; i < RULE.points; i += 1) await attempt([byIp(RULE, from("203.0.113.1"), "a")]);
    expect(await attempt([byIp(RULE, from("203.0.113.1"), "a")])).not.toBeNull();
    expect(await attempt([byIp(RULE, from("203.0.113.2"), "a")])).toBeNull();
    expect(await attempt([byIp(RULE, from("203.0.113.1"), "b")])).toBeNull();
  });

  it("refuses when any of several limits is spent", async () => {
    const wide: LimitRule = { name: "wide", points: 100, durationS: 60 };
    for (let i = 0; i < RULE.points; i += 1) await attempt([byIp(RULE, from("198.51.100.7"))]);
    expect(await attempt([byIp(wide, from("198.51.100.7")), byIp(RULE, from("198.51.100.7"))])).not.toBeNull();
  });

  it("keeps no e-mail in clear in its keys", () => {
    const key = byIp(SIGN_IN_PER_EMAIL, from("203.0.113.1"), hashed(" Ada@Example.com ")).key;
    expect(key).not.toMatch(/ada|example/i);
    expect(hashed("ada@example.com")).toBe(hashed(" ADA@example.com"));
  });
});

describe("attempt (Redis)", () => {
  const redis = withRedisServer();

  it("shares the counts between instances through Redis", async () => {
    await redis.use();
    const rule: LimitRule = { name: `shared-${Date.now()}`, points: 2, durationS: 60 };
    expect(await attempt([byIp(rule, from("192.0.2.1"))])).toBeNull();
    // A second instance: nothing in memory, the same Redis.
    await resetRateLimits();
    await rateLimitStoreReady();
    expect(await attempt([byIp(rule, from("192.0.2.1"))])).toBeNull();
    await resetRateLimits();
    await rateLimitStoreReady();
    expect(await attempt([byIp(rule, from("192.0.2.1"))])).not.toBeNull();
  });

  it("falls back to memory while Redis cannot be reached", async () => {
    env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const rule: LimitRule = { name: "fallback", points: 1, durationS: 60 };
    expect(await attempt([byIp(rule, from("192.0.2.9"))])).toBeNull();
    expect(await attempt([byIp(rule, from("192.0.2.9"))])).not.toBeNull();
    errors.mockRestore();
  });
});

describe("addressKey", () => {
  it("keeps an IPv4 address whole and counts an IPv6 one by its /64, however it is written", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
