/** Plain passwords are never stored, logged or returned; seed salts derive from the e-mail so every reset is identical. */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params = { N, r: R, p: P }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const format = (salt: Buffer, key: Buffer) => `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return format(salt, await derive(password, salt));
}

/** Constant-time on the derived keys. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64");
  const key = await derive(password, Buffer.from(saltText, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Checked against when an e-mail is unknown, so both failures cost the same. */
export const DECOY_HASH = format(Buffer.alloc(SALT_LENGTH), Buffer.alloc(KEY_LENGTH));

const seedHashes = new Map<string, string>();

export function seedPasswordHash(email: string, password: string): string {
  const cacheKey = `${email}\u0000${password}`;
  let hash = seedHashes.get(cacheKey);
  if (!hash) {
    const salt = createHash("sha256").update(`maison-lumiere-seed-salt:${email}`).digest().subarray(0, SALT_LENGTH);
    hash = format(salt, scryptSync(password.normalize("NFC"), salt, KEY_LENGTH, { N, r: R, p: P }));
    seedHashes.set(cacheKey, hash);
  }
  return hash;
}
