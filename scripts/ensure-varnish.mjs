/** A `varnishd` for tests/e2e/varnish.spec.ts: the PATH's (or /usr/sbin's), else Debian's `varnish` via apt. */
import { aptInstall, has } from "./system-package.mjs";

const found = () => has("varnishd") || has("/usr/sbin/varnishd");
if (found()) process.exit(0);
aptInstall("varnish");
if (found()) process.exit(0);

console.error("Could not find or install varnishd for the end-to-end tests. Install it (Debian/Ubuntu: `apt-get install varnish`).");
process.exit(1);
