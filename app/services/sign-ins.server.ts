// The bearer token lives here, never in the cookie: ending a record ends that sign-in in every copy of the cookie.
import { randomBytes } from "node:crypto";

import { LRUCache } from "lru-cache";

import { redisKey, sharedRedis } from "./redis.server";

export type SignInRecord = { token: string; userId: number; issued: number };

/** Unguessable: 256 random bits. */
const newId = () => randomBytes(32).toString("base64url");
const ID = /^[A-Za-z0-9_-]{43}$/;

const recordKey = (id: string) => redisKey(`sign-in:${id}`);
const userKey = (userId: number) => redisKey(`sign-ins:${userId}`);

const MEMORY_MAX = 100_000;
const memory = new LRUCache<string, SignInRecord>({ max: MEMORY_MAX, ttlAutopurge: false });

function remember(id: string, record: SignInRecord, ttlMs: number) {
  memory.set(id, record, { ttl: ttlMs });
}

function parse(text: string | null): SignInRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SignInRecord>;
    return typeof value.token === "string" && typeof value.userId === "number" && typeof value.issued === "number"
      ? { token: value.token, userId: value.userId, issued: value.issued }
      : null;
  } catch {
    return null;
  }
}

export async function createSignIn(record: SignInRecord, ttlMs: number): Promise<string> {
  const id = newId();
  remember(id, record, ttlMs);
  const redis = sharedRedis();
  if (redis) {
    await redis
      .multi()
      .set(recordKey(id), JSON.stringify(record), "PX", ttlMs)
      .sadd(userKey(record.userId), id)
      .pexpire(userKey(record.userId), ttlMs)
      .exec()
      .catch((error: unknown) => console.error("Sign-in record not shared:", error instanceof Error ? error.message : error));
  }
  return id;
}

/** Redis is the truth when it answers; memory when it does not. */
export async function readSignIn(id: unknown): Promise<SignInRecord | null> {
  if (typeof id !== "string" || !ID.test(id)) return null;
  const redis = sharedRedis();
  if (!redis) return memory.get(id) ?? null;
  try {
    const [text, ttl] = await Promise.all([redis.get(recordKey(id)), redis.pttl(recordKey(id))]);
    const record = parse(text);
    if (record && ttl > 0) remember(id, record, ttl);
    else memory.delete(id);
    return record;
  } catch {
    return memory.get(id) ?? null;
  }
}

export async function endSignIn(id: unknown): Promise<void> {
  if (typeof id !== "string" || !ID.test(id)) return;
  const record = memory.get(id);
  memory.delete(id);
  const redis = sharedRedis();
  if (!redis) return;
  await Promise.all([redis.del(recordKey(id)), record ? redis.srem(userKey(record.userId), id) : null]).catch((error: unknown) =>
    console.error("Sign-in record not ended in Redis:", error instanceof Error ? error.message : error),
  );
}

/** A new password: whoever knew the old one is out. */
export async function endOtherSignIns(userId: number, keep: string | null): Promise<void> {
  for (const [id, record] of memory.entries()) if (record.userId === userId && id !== keep) memory.delete(id);
  const redis = sharedRedis();
  if (!redis) return;
  try {
    const ids = (await redis.smembers(userKey(userId))).filter((id) => id !== keep);
    if (ids.length === 0) return;
    await redis
      .multi()
      .del(...ids.map(recordKey))
      .srem(userKey(userId), ...ids)
      .exec();
  } catch (error) {
    console.error("Other sign-ins not ended in Redis:", error instanceof Error ? error.message : error);
  }
}

export function forgetSignInsInMemory(): void {
  memory.clear();
}
