/**
 * The server's configuration, read once from `process.env` and checked by zod.
 * A bad or missing value stops the server at start with a message that names
 * the variable, instead of failing on the first request that needs it.
 */
import { z } from "zod";

export const DEFAULT_API_URL = "http://127.0.0.1:4010";
/** Only for development and tests: production must set its own secret. */
const DEVELOPMENT_SESSION_SECRET = "development-only-session-secret";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_URL: z
      .string()
      .url()
      .default(DEFAULT_API_URL)
      .transform((url) => url.replace(/\/+$/, "")),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    /** Spec 4: how often the API's cache version is checked (180 s); 0 checks it before every cached read. */
    CACHE_VERSION_POLL_MS: z.coerce.number().int().nonnegative().default(180_000),
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

export type Env = z.infer<typeof schema> & { sessionSecrets: string[] };

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
  return { ...result.data, sessionSecrets: secrets };
}

export const env = parseEnv(process.env);
