/** Hash of (kind, cv, counter): cv only grows, so a pre-reset id gets a 404 instead of somebody else's new record. */
import { hashString, mulberry32 } from "./seed/prng";
import { store } from "./store";

export function opaqueId(kind: string, counter: number, length: number): string {
  const next = mulberry32(hashString(`${kind}:${store.cv}:${counter}`));
  let id = "";
  while (id.length < length) id += Math.floor(next() * 2 ** 32).toString(16).padStart(8, "0");
  return id.slice(0, length);
}
