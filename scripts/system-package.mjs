/** What the ensure-* scripts share: whether a command exists, and Debian's packages installed with apt. */
import { execSync, spawnSync } from "node:child_process";

export function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function run(command) {
  console.log(`$ ${command}`);
  return spawnSync(command, { shell: true, stdio: "inherit" }).status === 0;
}

/** Installs a Debian package when apt can be used (as root, or with sudo); false when it cannot. */
export function aptInstall(name) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!has("apt-get") || !(isRoot || has("sudo"))) return false;
  const sudo = isRoot ? "" : "sudo ";
  console.log(`Installing Debian's ${name} package.`);
  return run(`${sudo}apt-get update -qq`) && run(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${name}`);
}
