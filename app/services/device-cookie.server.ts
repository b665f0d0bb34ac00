// OWASP device cookies: attempts from a known browser count apart, so guesses from elsewhere never lock the owner out.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { createCookie } from "@remix-run/node";

import { env } from "./env.server";
import { SECURE_COOKIES } from "./session.server";

export const DEVICE_MAX_AGE = 365 * 24 * 60 * 60;
export const DEVICE_ACCOUNTS = 5;

type Entry = { n: string; m: string };

/** Path `/`: the sign-in form posts to `/sign-in`, or `/sign-in.data` with JavaScript, which `Path=/sign-in` misses. */
const cookie = createCookie("__device", {
  httpOnly: true,
  sameSite: "lax",
  secure: SECURE_COOKIES,
  path: "/",
  maxAge: DEVICE_MAX_AGE,
  secrets: env.sessionSecrets,
});

const mac = (secret: string, email: string, nonce: string) =>
  createHmac("sha256", secret).update(`${email.trim().toLowerCase()}\n${nonce}`).digest();

const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && typeof (value as Entry).n === "string" && typeof (value as Entry).m === "string";

/** Any secret still verifying cookies verifies the names in them, so a rotation keeps the owners' browsers known. */
function names(entry: Entry, email: string): boolean {
  const given = Buffer.from(entry.m, "base64url");
  return env.sessionSecrets.some((secret) => {
    const expected = mac(secret, email, entry.n);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export type KnownBrowser = {
  keyFor(email: string): string | null;
  remember(email: string): Promise<string>;
};

export async function knownBrowser(request: Request): Promise<KnownBrowser> {
  const read: unknown = await cookie.parse(request.headers.get("Cookie"));
  const entries = Array.isArray(read) ? read.filter(isEntry).slice(0, DEVICE_ACCOUNTS) : [];
  return {
    keyFor: (email) => entries.find((entry) => names(entry, email))?.n ?? null,
    remember: (email) => {
      const nonce = randomBytes(16).toString("base64url");
      const fresh = { n: nonce, m: mac(env.sessionSecrets[0], email, nonce).toString("base64url") };
      return cookie.serialize([fresh, ...entries.filter((entry) => !names(entry, email))].slice(0, DEVICE_ACCOUNTS));
    },
  };
}
