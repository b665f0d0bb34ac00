/** zod-to-openapi 7 knows no ZodCatch, so a copy replaces each `.catch()` by its inner type (built from `_def`s; document.test.ts guards it). */
import { z } from "zod";

/** The `_def` keys that hold one child schema, across the zod types the store's and the mock's schemas use. */
const CHILD_KEYS = ["innerType", "schema", "type", "keyType", "valueType", "in", "out", "left", "right"] as const;

const copies = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();

export function wireSchema(schema: z.ZodTypeAny): z.ZodTypeAny {
  const known = copies.get(schema);
  if (known) return known;
  const copy = copyOf(schema);
  copies.set(schema, copy);
  return copy;
}

function copyOf(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodCatch) return wireSchema(schema._def.innerType);
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as z.ZodRawShape).map(([key, value]) => [key, wireSchema(value)]));
    return new z.ZodObject({ ...schema._def, shape: () => shape });
  }
  if (schema instanceof z.ZodUnion) return new z.ZodUnion({ ...schema._def, options: schema._def.options.map(wireSchema) });
  const def: Record<string, unknown> = { ...schema._def };
  for (const key of CHILD_KEYS) {
    if (def[key] instanceof z.ZodType) def[key] = wireSchema(def[key]);
  }
  const Type = schema.constructor as new (def: unknown) => z.ZodTypeAny;
  return new Type(def);
}
