/**
 * A `varnishd` with the digest vmod deploy/varnish/store.vcl imports, for the Varnish specs and the fleet: the PATH's
 * (or /usr/sbin's), else Debian's `varnish` and `varnish-vmod-digest` via apt.
 */
import { existsSync, readdirSync } from "node:fs";

import { aptInstall, has } from "./system-package.mjs";

const VMOD_ROOTS = ["/usr/lib", "/usr/local/lib", "/usr/lib64"];

function hasDigestVmod() {
  const folders = VMOD_ROOTS.flatMap((root) => [
    `${root}/varnish/vmods`,
    ...(existsSync(root) ? readdirSync(root).map((arch) => `${root}/${arch}/varnish/vmods`) : []),
  ]);
  return folders.some((folder) => existsSync(`${folder}/libvmod_digest.so`));
}

const hasVarnishd = () => has("varnishd") || has("/usr/sbin/varnishd");
const found = () => hasVarnishd() && hasDigestVmod();
if (found()) process.exit(0);
aptInstall(hasVarnishd() ? "varnish-vmod-digest" : "varnish varnish-vmod-digest");
if (found()) process.exit(0);

console.error(
  "Could not find or install varnishd and its digest vmod for the end-to-end tests. Install them (Debian/Ubuntu: `apt-get install varnish varnish-vmod-digest`).",
);
process.exit(1);
