/**
 * What zod-to-openapi 7 gets wrong in 3.1: a nullable enum (`z.enum([...]).nullish()`) comes out as
 * `type: ["string", "null"]` with an `enum` that lacks null, so null, which zod takes, fails validation.
 */
import type { Json } from "./json";

export function repaired(node: Json): Json {
  if (Array.isArray(node)) return node.map(repaired);
  if (node === null || typeof node !== "object") return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, repaired(value)]));
  const { type, enum: choices } = copy;
  if (Array.isArray(type) && type.includes("null") && Array.isArray(choices) && !choices.includes(null)) copy.enum = [...choices, null];
  return copy;
}
