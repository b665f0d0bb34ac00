/**
 * The server's configuration, read once from `process.env` and checked by zod.
 * A bad or missing value stops the server at start with a message that names
 * the variable, instead of failing on the first request that needs it.
 */
import { z } from "zod";

export const DEFAULT_API_URL = "http://127.0.0.1:4010";
/** Only for development and tests: production must set its own secret. */
const DEVELOPMENT_SESSION_SECRET = "development-only-session-secret";

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
    /** Comma-separated; the first signs new cookies, the others still verify old ones. */
    SESSION_SECRET: z.string().min(1).optional(),
    SITE_URL: z
      .string()
      .url()
      .optional()
      .transform((url) => url?.replace(/\/+$/, "")),
    /** Behind a proxy that sets X-Forwarded-Host and -Proto: "1" trusts them for the request's own origin. */
    TRUST_PROXY: z
      .enum(["1", "0", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    /**
     * Where checkout may send a shopper to pay off-site (PayPal, Klarna, Affirm), comma-separated.
     * Unset: the API's own origin, where the mock API plays the providers.
     */
    PAYMENT_PROVIDER_ORIGINS: originList,
    /** Where product and content images are served from, comma-separated. Unset: the API's own origin. */
    MEDIA_ORIGINS: originList,
    CHAT_ENABLED: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required in production",
      });
    }
  });

export type Env = z.infer<typeof schema> & {
  sessionSecrets: string[];
  paymentProviderOrigins: string[];
  mediaOrigins: string[];
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  const secrets = (result.data.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET)
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  const apiOrigin = new URL(result.data.API_URL).origin;
  return {
    ...result.data,
    sessionSecrets: secrets,
    paymentProviderOrigins: result.data.PAYMENT_PROVIDER_ORIGINS ?? [apiOrigin],
    mediaOrigins: result.data.MEDIA_ORIGINS ?? [apiOrigin],
  };
}

export const env = parseEnv(process.env);
