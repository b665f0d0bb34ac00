/**
 * Makes sure the end-to-end tests have a `varnishd` to put in front of the
 * store (tests/e2e/varnish.spec.ts): the one on the PATH (or in /usr/sbin),
 * else Debian's `varnish` package when apt can be used.
 */
import { aptInstall, has } from "./system-package.mjs";

const found = () => has("varnishd") || has("/usr/sbin/varnishd");
if (found()) process.exit(0);
aptInstall("varnish");
if (found()) process.exit(0);

console.error("Could not find or install varnishd for the end-to-end tests. Install it (Debian/Ubuntu: `apt-get install varnish`).");
process.exit(1);
