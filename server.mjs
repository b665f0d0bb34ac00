/**
 * The storefront's entry point, after `npm run build`: `NODE_ENV=production node server.mjs`. The build holds the
 * app and its server (server/index.ts); a `.env` beside this file is read first, and the environment wins.
 */
import "./scripts/load-env.mjs";

import { installGlobals } from "@remix-run/node";

installGlobals({ nativeFetch: true });

const { start } = await import("./build/index.js");
start();
