/** A `java` for the Nu HTML Checker (npm's vnu-jar, tests/e2e/valid-html.spec.ts): the PATH's, else Debian's `default-jre-headless` via apt. */
import { aptInstall, has } from "./system-package.mjs";

if (has("java")) process.exit(0);
aptInstall("default-jre-headless");
if (has("java")) process.exit(0);

console.error("Could not find or install java for the HTML checker. Install it (Debian/Ubuntu: `apt-get install default-jre-headless`).");
process.exit(1);
