// Checked by zod at start: a bad value stops the server, naming the variable.
import { z } from "zod";

export const DEFAULT_API_URL = "http://127.0.0.1:4010";
const DEVELOPMENT_SESSION_SECRET = "development-only-session-secret";
export const SESSION_SECRET_MIN_LENGTH = 32;

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
    SHELL_CART_WAIT_MS: z.coerce.number().int().positive().default(1000),
    API_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(16 * 1024 * 1024),
    /** Spec 4: how often the API's cache version is checked (180 s); 0 checks it before every cached read. */
    CACHE_VERSION_POLL_MS: z.coerce.number().int().nonnegative().default(180_000),
    CACHE_VERSION_TOKEN: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().min(SESSION_SECRET_MIN_LENGTH, `CACHE_VERSION_TOKEN must be at least ${SESSION_SECRET_MIN_LENGTH} characters`).optional(),
    ),
    SESSION_SECRET: z.string().min(1).optional(),
    PORT: z.coerce.number().int().positive().default(3000),
    /** The only source of canonical, sitemap, e-mailed and provider-return links: never the request's Host. */
    SITE_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), "SITE_URL must be an http(s) URL")
      .optional()
      .transform((url) => (url ? new URL(url).origin : undefined)),
    STORE_TIME_ZONE: z
      .string()
      .default("America/New_York")
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en-US", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "STORE_TIME_ZONE must be an IANA time zone, e.g. America/New_York"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{0,64}$/, "REDIS_PREFIX must be letters, digits and : _ . - only (64 at most)")
      .default("storefront:"),
    REDIS_URL: z
      .string()
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), "REDIS_URL must be a redis:// or rediss:// URL")
      .optional(),
    PAYMENT_PROVIDER_ORIGINS: originList,
    VARNISH_URLS: originList,
    VARNISH_BAN_TOKEN: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().min(SESSION_SECRET_MIN_LENGTH, `VARNISH_BAN_TOKEN must be at least ${SESSION_SECRET_MIN_LENGTH} characters`).optional(),
    ),
    /** Security: a script the integration settings name elsewhere is not run, and the CSP allows no other. */
    INTEGRATION_ORIGINS: originList,
    INTEGRATION_SERVICE_ORIGINS: originList,
    ALLOW_CUSTOM_SCRIPTS: z
      .enum(["1", "0", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    MEDIA_ORIGINS: originList,
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
  })
  .superRefine((env, ctx) => {
    // Varnish refuses a ban without the secret: a store without it would never clear an old price.
    if (env.VARNISH_URLS?.length && !env.VARNISH_BAN_TOKEN) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["VARNISH_BAN_TOKEN"], message: "VARNISH_BAN_TOKEN is required with VARNISH_URLS" });
    }
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
  integrationServiceOrigins: string[];
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value is no value: `.env.example` copied as it is (`SITE_URL=`, `REDIS_URL=`) keeps every default.
  const result = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")));
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
    mediaOrigins: result.data.MEDIA_ORIGINS ?? [],
    // Never the API's origin by default: whoever edits its settings would choose what runs or where shoppers' data goes.
    integrationOrigins: result.data.INTEGRATION_ORIGINS ?? [],
    integrationServiceOrigins: result.data.INTEGRATION_SERVICE_ORIGINS ?? [],
  };
}

export const env = parseEnv(process.env);
