/**
 * Rate limits for the forms a script could guess at: sign-in, sign-up and
 * password recovery, order tracking, the message forms, and codes at
 * checkout. Built on rate-limiter-flexible: in this process's memory by
 * default, in Redis when REDIS_URL is set so that every instance shares them
 * (with memory as the fallback while Redis is unreachable: a broken Redis
 * never locks shoppers out nor lets scripts through unchecked).
 *
 * Keys are the client's IP (see client-ip.server.ts), with the e-mail or the
 * cart where the rule says so; e-mails are hashed, so the store holds no
 * address in clear.
 */
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

import { ApiError } from "./api.server";
import { clientIp } from "./client-ip.server";
import { closeRedis, redisReady, sharedRedis } from "./redis.server";

export type LimitRule = { name: string; points: number; durationS: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Sign-in: 10 tries in 15 minutes for one e-mail from one address, 50 from one
 * address whatever the e-mail, and 30 an hour for one account whatever the
 * addresses (a guess spread over many machines).
 */
export const SIGN_IN_PER_EMAIL: LimitRule = { name: "sign-in-email", points: 10, durationS: 15 * MINUTE };
export const SIGN_IN_PER_IP: LimitRule = { name: "sign-in-ip", points: 50, durationS: 15 * MINUTE };
export const SIGN_IN_PER_ACCOUNT: LimitRule = { name: "sign-in-account", points: 30, durationS: HOUR };
/** The current password asked by "Change password": 5 tries in 15 minutes for one account. */
export const CURRENT_PASSWORD: LimitRule = { name: "current-password", points: 5, durationS: 15 * MINUTE };
/** Creating an account and asking for a recovery e-mail: 5 an hour from one IP, each. */
export const SIGN_UP: LimitRule = { name: "sign-up", points: 5, durationS: HOUR };
export const PASSWORD_RECOVERY: LimitRule = { name: "password-recovery", points: 5, durationS: HOUR };
/** Order lookups: 20 in 10 minutes from one IP. */
export const TRACKING: LimitRule = { name: "tracking", points: 20, durationS: 10 * MINUTE };
/** Newsletter, email us, drop a hint, ask a question: 10 an hour from one IP, for each form. */
export const MESSAGES: LimitRule = { name: "messages", points: 10, durationS: HOUR };
/** Discount and gift-card codes at checkout: 10 tries in 10 minutes for one cart, and 30 an hour from one address whatever the cart. */
export const CODES: LimitRule = { name: "codes", points: 10, durationS: 10 * MINUTE };
export const CODES_PER_IP: LimitRule = { name: "codes-ip", points: 30, durationS: HOUR };
/** A new card at the payment step (card testing): 5 an hour for one cart, and 10 an hour from one address whatever the cart. */
export const CARDS_PER_CART: LimitRule = { name: "cards-cart", points: 5, durationS: HOUR };
export const CARDS_PER_IP: LimitRule = { name: "cards-ip", points: 10, durationS: HOUR };

/** One rule applied to one key. */
export type Limit = { rule: LimitRule; key: string };

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(rule: LimitRule): RateLimiterAbstract {
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationS };
    const memory = new RateLimiterMemory(options);
    const redis = sharedRedis();
    limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

/** A key part that is personal data (an e-mail), as the store keeps it. */
export function hashed(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 one by its
 * /64, the block one subscriber is given (each of its 2^64 addresses would
 * otherwise count apart).
 */
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

/**
 * Counts one attempt against every limit. Null when all allow it; otherwise
 * the seconds until the longest of the exhausted ones allows another.
 */
export async function attempt(limits: Limit[]): Promise<{ retryAfterS: number } | null> {
  const outcomes = await Promise.all(
    limits.map(({ rule, key }) =>
      limiterFor(rule)
        .consume(key)
        .then(() => 0)
        .catch((rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
          // The store itself failed (and so did the fallback): let the shopper through rather than lock everyone out.
          console.error("Rate limit check failed:", rejection);
          return 0;
        }),
    ),
  );
  const waitMs = Math.max(0, ...outcomes);
  return waitMs > 0 ? { retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
}

/** Clears these counts: a success that proves the guesser right (a sign-in, the right current password) ends its run of failures. */
export async function forgive(limits: Limit[]): Promise<void> {
  await Promise.all(limits.map(({ rule, key }) => limiterFor(rule).delete(key).catch(() => false)));
}

/**
 * Runs `attempt`, and gives back the try these limits counted for it unless
 * the API refused what was sent (a 4xx: a wrong password, a card it would not
 * take). A failure of the API's own (5xx, a timeout, an ended session) says
 * nothing about a guess.
 */
export async function givenBackOnApiFailure<T>(limits: Limit[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (!refused) await Promise.all(limits.map(({ rule, key }) => limiterFor(rule).reward(key, 1).catch(() => null)));
    throw error;
  }
}

/** Counts wrong guesses in a row: as givenBackOnApiFailure, and a success clears the count. */
export async function countingWrongGuesses<T>(limits: Limit[], guess: () => Promise<T>): Promise<T> {
  const result = await givenBackOnApiFailure(limits, guess);
  await forgive(limits);
  return result;
}

/** Resolves once the shared store (Redis) is connected: until then the memory fallback answers. */
export const rateLimitStoreReady = redisReady;

/** For tests: forget every count (memory) and close the Redis connection. */
export async function resetRateLimits() {
  limiters.clear();
  closeRedis();
}
