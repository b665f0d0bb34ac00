/**
 * `.env` in the working folder, when there is one, for `npm start` and `npm run serve` (server.mjs reads it too when
 * started alone). What the environment already holds wins over the file. Imported first, before anything reads it.
 */
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
dropEmptyValues(process.env);

/**
 * An empty value is no value: `.env.example` copied as it is (`SITE_URL=`, `REDIS_URL=`) leaves each default in place,
 * as leaving the line out would, instead of a value every check refuses.
 * @param {Record<string, string | undefined>} env
 */
export function dropEmptyValues(env) {
  for (const name of Object.keys(env)) if (env[name] === "") delete env[name];
  return env;
}
