/**
 * Makes sure the unit tests have a `redis-server` to start (the rate limits'
 * shared store is tested against a real one on a loopback port): the one on
 * the PATH, else Debian's `redis-server` package when apt can be used.
 */
import { execSync, spawnSync } from "node:child_process";

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function run(command) {
  console.log(`$ ${command}`);
  return spawnSync(command, { shell: true, stdio: "inherit" }).status === 0;
}

if (has("redis-server")) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (has("apt-get") && (isRoot || has("sudo"))) {
  const sudo = isRoot ? "" : "sudo ";
  console.log("No redis-server found: installing Debian's redis-server package.");
  if (run(`${sudo}apt-get update -qq`)) run(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq redis-server`);
  if (has("redis-server")) process.exit(0);
}

console.error("Could not find or install redis-server for the unit tests. Install it (Debian/Ubuntu: `apt-get install redis-server`).");
process.exit(1);
