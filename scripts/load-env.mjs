/**
 * `.env` in the working folder, when there is one, for `npm start` and `npm run serve` (server.mjs reads it too when
 * started alone). What the environment already holds wins over the file. Imported first, before anything reads it.
 */
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
