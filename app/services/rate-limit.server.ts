// Memory is Redis's fallback, so a broken Redis neither locks shoppers out nor lets scripts through; e-mails are keyed hashed.
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

import { ApiError } from "./api.server";
import { clientIp } from "./client-ip.server";
import { rateLimitHolds, rateLimitRefusals } from "./metrics.server";
import { closeRedis, redisKey, redisReady, sharedRedis } from "./redis.server";

export type LimitRule = { name: string; points: number; durationS: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SIGN_IN_PER_EMAIL: LimitRule = { name: "sign-in-email", points: 10, durationS: 15 * MINUTE };
export const SIGN_IN_PER_IP: LimitRule = { name: "sign-in-ip", points: 50, durationS: 15 * MINUTE };
/** Per account across addresses; past it a try is held, never refused: a limit anyone can reach must not lock the owner out. */
export const SIGN_IN_PER_ACCOUNT: LimitRule = { name: "sign-in-account", points: 30, durationS: HOUR };
export const SIGN_IN_HOLD_MS = 5_000;
export const SIGN_IN_PER_DEVICE: LimitRule = { name: "sign-in-device", points: 10, durationS: HOUR };
export const CURRENT_PASSWORD: LimitRule = { name: "current-password", points: 5, durationS: 15 * MINUTE };
export const SIGN_UP: LimitRule = { name: "sign-up", points: 5, durationS: HOUR };
export const PASSWORD_RECOVERY: LimitRule = { name: "password-recovery", points: 5, durationS: HOUR };
export const TRACKING: LimitRule = { name: "tracking", points: 20, durationS: 10 * MINUTE };
export const MESSAGES: LimitRule = { name: "messages", points: 10, durationS: HOUR };
/** Drop a hint e-mails anyone: one address (hashed) hears of a few a day, whoever sends them. */
export const HINTS_PER_RECIPIENT: LimitRule = { name: "hint-recipient", points: 3, durationS: DAY };
export const HINTS_PER_SENDER: LimitRule = { name: "hint-sender", points: 5, durationS: DAY };
export const HINTS_PER_IP: LimitRule = { name: "hint-ip", points: 20, durationS: DAY };
export const CODES: LimitRule = { name: "codes", points: 10, durationS: 10 * MINUTE };
export const CODES_PER_IP: LimitRule = { name: "codes-ip", points: 30, durationS: HOUR };
/** Card testing. */
export const CARDS_PER_CART: LimitRule = { name: "cards-cart", points: 5, durationS: HOUR };
export const CARDS_PER_IP: LimitRule = { name: "cards-ip", points: 10, durationS: HOUR };

export type Limit = { rule: LimitRule; key: string };

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(rule: LimitRule): RateLimiterAbstract {
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    const options = { keyPrefix: redisKey(`rl:${rule.name}`), points: rule.points, duration: rule.durationS };
    const memory = new RateLimiterMemory(options);
    const redis = sharedRedis();
    limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

export function hashed(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/** IPv6 counts by its /64, the block one subscriber is given (else each of its 2^64 addresses counts apart). */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

export const byIp = (rule: LimitRule, request: Request, ...parts: string[]): Limit => ({
  rule,
  key: [addressKey(clientIp(request)), ...parts].join(":"),
});

/** Counts a try: 0 within the limit, else the milliseconds until the next one is allowed. */
function waitAfter({ rule, key }: Limit): Promise<number> {
  return limiterFor(rule)
    .consume(key)
    .then(() => 0)
    .catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
      // The store itself failed (and so did the fallback): let the shopper through rather than lock everyone out.
      console.error("Rate limit check failed:", rejection);
      return 0;
    });
}

export async function attempt(limits: Limit[]): Promise<{ retryAfterS: number } | null> {
  const outcomes = await Promise.all(limits.map(waitAfter));
  limits.forEach(({ rule }, index) => {
    if (outcomes[index] > 0) rateLimitRefusals.inc({ rule: rule.name });
  });
  const waitMs = Math.max(0, ...outcomes);
  return waitMs > 0 ? { retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
}

export async function heldPast(limit: Limit, holdMs: number): Promise<void> {
  if ((await waitAfter(limit)) === 0) return;
  rateLimitHolds.inc({ rule: limit.rule.name });
  await new Promise((resume) => setTimeout(resume, holdMs));
}

export async function forgive(limits: Limit[]): Promise<void> {
  await Promise.all(limits.map(({ rule, key }) => limiterFor(rule).delete(key).catch(() => false)));
}

/** The API's own failure (5xx, timeout) says nothing of a guess, so the try is given back. */
export async function givenBackOnApiFailure<T>(limits: Limit[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (!refused) await Promise.all(limits.map(({ rule, key }) => limiterFor(rule).reward(key, 1).catch(() => null)));
    throw error;
  }
}

export async function countingWrongGuesses<T>(limits: Limit[], guess: () => Promise<T>): Promise<T> {
  const result = await givenBackOnApiFailure(limits, guess);
  await forgive(limits);
  return result;
}

export const rateLimitStoreReady = redisReady;

export async function resetRateLimits() {
  limiters.clear();
  closeRedis();
}
