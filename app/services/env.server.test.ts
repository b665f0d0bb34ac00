import { readFileSync } from "node:fs";
import { parseEnv as parseDotEnv } from "node:util";

import { DEFAULT_API_URL, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("defaults API_URL to the built-in mock API", () => {
    expect(parseEnv({}).API_URL).toBe(DEFAULT_API_URL);
  });

  it("reads .env.example, copied as it is, as the defaults: its empty values are unset", () => {
    const example = parseDotEnv(readFileSync(".env.example", "utf8"));
    expect(example.SITE_URL).toBe("");
    expect(example.REDIS_URL).toBe("");
    const env = parseEnv(example);
    expect(env.API_URL).toBe(DEFAULT_API_URL);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.paymentProviderOrigins).toEqual([new URL(DEFAULT_API_URL).origin]);
    expect(env.integrationOrigins).toEqual([]);
    expect(env.sessionSecrets).toHaveLength(1);
  });

  it("strips a trailing slash from API_URL", () => {
    expect(parseEnv({ API_URL: "https://api.example.com/" }).API_URL).toBe(
      "https://api.example.com",
    );
  });

  it("takes the store's time zone, New York by default, and refuses one the runtime does not know", () => {
    expect(parseEnv({}).STORE_TIME_ZONE).toBe("America/New_York");
    expect(parseEnv({ STORE_TIME_ZONE: "Europe/Paris" }).STORE_TIME_ZONE).toBe("Europe/Paris");
    expect(() => parseEnv({ STORE_TIME_ZONE: "Mars/Olympus_Mons" })).toThrow(/STORE_TIME_ZONE must be an IANA time zone/);
  });

  it("keeps the Redis prefix to letters, digits and : _ . -, and the log level to pino's", () => {
    expect(parseEnv({}).REDIS_PREFIX).toBe("storefront:");
    expect(parseEnv({ REDIS_PREFIX: "shop-eu:prod:" }).REDIS_PREFIX).toBe("shop-eu:prod:");
    expect(() => parseEnv({ REDIS_PREFIX: "a b*" })).toThrow(/REDIS_PREFIX must be/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  const SECRET = "s".repeat(32);
  const SITE = "https://www.example.com";

  it("refuses to start in production without SESSION_SECRET, naming it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: SITE })).toThrow(/SESSION_SECRET is required/);
  });

  it("refuses a session secret shorter than 32 characters in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: SITE, SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: SITE, SESSION_SECRET: `${SECRET},old` })).toThrow(/at least 32/);
    expect(parseEnv({ NODE_ENV: "production", SITE_URL: SITE, SESSION_SECRET: SECRET }).sessionSecrets).toEqual([SECRET]);
  });

  it("refuses to start in production without SITE_URL, naming it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET })).toThrow(/SITE_URL is required/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL/);
  });

  it("keeps only SITE_URL's origin, and defaults it to localhost outside production", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/shop/" }).SITE_URL).toBe("https://www.example.com");
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4321" }).SITE_URL).toBe("http://localhost:4321");
  });

  it("splits SESSION_SECRET into a rotation list", () => {
    const env = parseEnv({ NODE_ENV: "production", SITE_URL: SITE, SESSION_SECRET: `${"n".repeat(32)}, ${"o".repeat(32)}` });
    expect(env.sessionSecrets).toEqual(["n".repeat(32), "o".repeat(32)]);
  });

  it("names a malformed variable", () => {
    expect(() => parseEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
    expect(() => parseEnv({ API_TIMEOUT_MS: "-5" })).toThrow(/API_TIMEOUT_MS/);
  });

  it("sends off-site payments to the API's origin unless told otherwise, and names no extra media origin", () => {
    const env = parseEnv({ API_URL: "https://api.example.com/base/" });
    expect(env.paymentProviderOrigins).toEqual(["https://api.example.com"]);
    expect(env.mediaOrigins).toEqual([]);
  });

  it("takes MEDIA_URL as an http(s) URL without its trailing slash; empty is unset", () => {
    expect(parseEnv({ MEDIA_URL: "https://cdn.example.com/store/" }).MEDIA_URL).toBe("https://cdn.example.com/store");
    expect(parseEnv({ MEDIA_URL: "" }).MEDIA_URL).toBeUndefined();
    expect(parseEnv({}).MEDIA_URL).toBeUndefined();
    expect(() => parseEnv({ MEDIA_URL: "cdn.example.com" })).toThrow(/MEDIA_URL/);
    expect(() => parseEnv({ MEDIA_URL: "ftp://cdn.example.com" })).toThrow(/MEDIA_URL/);
  });

  it("keeps the origins of a comma-separated list and names a bad entry", () => {
    const env = parseEnv({
      PAYMENT_PROVIDER_ORIGINS: "https://www.paypal.com/checkout, https://pay.klarna.com",
      MEDIA_ORIGINS: "",
    });
    expect(env.paymentProviderOrigins).toEqual(["https://www.paypal.com", "https://pay.klarna.com"]);
    expect(env.mediaOrigins).toEqual([]);
    expect(() => parseEnv({ PAYMENT_PROVIDER_ORIGINS: "https://www.paypal.com, javascript:alert(1)" })).toThrow(/PAYMENT_PROVIDER_ORIGINS/);
    expect(() => parseEnv({ MEDIA_ORIGINS: "cdn.example.com" })).toThrow(/MEDIA_ORIGINS/);
  });

  it("runs third-party scripts from the origins the operator lists and, unset, from none: never the API's by default", () => {
    expect(parseEnv({ API_URL: "https://api.example.com" }).integrationOrigins).toEqual([]);
    const env = parseEnv({ INTEGRATION_ORIGINS: "https://www.googletagmanager.com/gtm.js, https://connect.facebook.net" });
    expect(env.integrationOrigins).toEqual(["https://www.googletagmanager.com", "https://connect.facebook.net"]);
    expect(() => parseEnv({ INTEGRATION_ORIGINS: "*" })).toThrow(/INTEGRATION_ORIGINS/);
  });
});
