/**
 * The server's configuration, read once from `process.env` and checked by zod.
 * A bad or missing value stops the server at start with a message that names
 * the variable, instead of failing on the first request that needs it.
 */
import { z } from "zod";

export const DEFAULT_API_URL = "http://127.0.0.1:4010";
/** Only for development and tests: production must set its own secret. */
const DEVELOPMENT_SESSION_SECRET = "development-only-session-secret";
/** A session secret shorter than this is guessable: production refuses it. */
export const SESSION_SECRET_MIN_LENGTH = 32;

/** A comma-separated list of http(s) URLs, kept as their origins; unset or empty is undefined. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
    if (entries.length === 0) return undefined;
    const origins: string[] = [];
    for (const entry of entries) {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${JSON.stringify(entry)} is not an http(s) URL` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_URL: z
      .string()
      .url()
      .default(DEFAULT_API_URL)
      .transform((url) => url.replace(/\/+$/, "")),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    /** The in-memory API cache's bound, in bytes of JSON (the process holds a few times that). */
    API_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(16 * 1024 * 1024),
    /** Spec 4: how often the API's cache version is checked (180 s); 0 checks it before every cached read. */
    CACHE_VERSION_POLL_MS: z.coerce.number().int().nonnegative().default(180_000),
    /** Comma-separated; the first signs new cookies, the others still verify old ones. */
    SESSION_SECRET: z.string().min(1).optional(),
    PORT: z.coerce.number().int().positive().default(3000),
    /**
     * The store's public origin: the only source of canonical links, the
     * sitemap, e-mailed links and the payment providers' return addresses,
     * never the request's Host. Required in production; elsewhere
     * http://localhost:PORT.
     */
    SITE_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), "SITE_URL must be an http(s) URL")
      .optional()
      .transform((url) => (url ? new URL(url).origin : undefined)),
    /** Behind a proxy that sets X-Forwarded-Host and -Proto: "1" trusts them for the request's own origin. */
    TRUST_PROXY: z
      .enum(["1", "0", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    /** Shares the API cache, its version and the rate limits between instances; unset keeps them in memory. */
    REDIS_URL: z
      .string()
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), "REDIS_URL must be a redis:// or rediss:// URL")
      .optional(),
    /**
     * Where checkout may send a shopper to pay off-site (PayPal, Klarna, Affirm), comma-separated.
     * Unset: the API's own origin, where the mock API plays the providers.
     */
    PAYMENT_PROVIDER_ORIGINS: originList,
    /** The Varnish servers in front of the store, comma-separated: each is told to drop the pages of an older API cache version. */
    VARNISH_URLS: originList,
    /**
     * The only origins third-party scripts may load from (the tag manager, the ad pixel, the chat), comma-separated:
     * a script the API's integration settings name elsewhere is not run, and the CSP allows no other. Unset: none.
     */
    INTEGRATION_ORIGINS: originList,
    /** More origins images may be shown from (the CSP's img-src), comma-separated, beside the media base (MEDIA_URL or the API's cdn_domain). */
    MEDIA_ORIGINS: originList,
    /**
     * The public base of the API's media (media.server.ts) when the API names no cdn_domain, e.g.
     * https://cdn.example.com. Unset: the store's own origin, whose /media route proxies the API's.
     */
    MEDIA_URL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .url()
        .refine((url) => /^https?:\/\/[^/]/.test(url), "MEDIA_URL must be an http(s) URL")
        .optional()
        .transform((url) => url?.replace(/\/+$/, "")),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    const problem = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!env.SESSION_SECRET) problem("SESSION_SECRET", "SESSION_SECRET is required in production");
    else if (secretList(env.SESSION_SECRET).some((secret) => secret.length < SESSION_SECRET_MIN_LENGTH)) {
      problem("SESSION_SECRET", `each SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters in production`);
    }
    if (!env.SITE_URL) problem("SITE_URL", "SITE_URL is required in production (the store's public origin, e.g. https://www.example.com)");
  });

function secretList(value: string): string[] {
  return value
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
}

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & {
  SITE_URL: string;
  sessionSecrets: string[];
  paymentProviderOrigins: string[];
  mediaOrigins: string[];
  integrationOrigins: string[];
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  const { SITE_URL, SESSION_SECRET, PORT } = result.data;
  const apiOrigin = new URL(result.data.API_URL).origin;
  return {
    ...result.data,
    SITE_URL: SITE_URL ?? `http://localhost:${PORT}`,
    sessionSecrets: secretList(SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET),
    paymentProviderOrigins: result.data.PAYMENT_PROVIDER_ORIGINS ?? [apiOrigin],
    // The media base's origin is added where the policy is made (security-headers.server.ts): it may come from the API.
    mediaOrigins: result.data.MEDIA_ORIGINS ?? [],
    // Never the API's origin by default: whoever edits its settings would choose what runs on the store's pages.
    integrationOrigins: result.data.INTEGRATION_ORIGINS ?? [],
  };
}

export const env = parseEnv(process.env);
