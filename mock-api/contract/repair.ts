/** zod-to-openapi 7 quirk: a nullable enum gets `type: ["string", "null"]` but an `enum` lacking null, so valid nulls fail. */
import type { Json } from "./json";

export function repaired(node: Json): Json {
  if (Array.isArray(node)) return node.map(repaired);
  if (node === null || typeof node !== "object") return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, repaired(value)]));
  const { type, enum: choices } = copy;
  if (Array.isArray(type) && type.includes("null") && Array.isArray(choices) && !choices.includes(null)) copy.enum = [...choices, null];
  return copy;
}
