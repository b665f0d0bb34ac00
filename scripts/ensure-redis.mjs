/** The rate limits' shared store is unit-tested against a real `redis-server`: the PATH's, else Debian's via apt. */
import { aptInstall, has } from "./system-package.mjs";

if (has("redis-server")) process.exit(0);
aptInstall("redis-server");
if (has("redis-server")) process.exit(0);

console.error("Could not find or install redis-server for the unit tests. Install it (Debian/Ubuntu: `apt-get install redis-server`).");
process.exit(1);
