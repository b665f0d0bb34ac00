/**
 * Makes sure the unit tests have a `redis-server` to start (the rate limits'
 * shared store is tested against a real one on a loopback port): the one on
 * the PATH, else Debian's `redis-server` package when apt can be used.
 */
import { aptInstall, has } from "./system-package.mjs";

if (has("redis-server")) process.exit(0);
aptInstall("redis-server");
if (has("redis-server")) process.exit(0);

console.error("Could not find or install redis-server for the unit tests. Install it (Debian/Ubuntu: `apt-get install redis-server`).");
process.exit(1);
