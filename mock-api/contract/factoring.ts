/** The generator inlines the store's unnamed schemas, so each named shape is generated alone and matching subtrees become `$ref`s. */
import { isJsonObject, type Json, type JsonObject } from "./json";

function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (!isJsonObject(value)) return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(",")}}`;
}

/** The node without its `default` and without `null` among its types, and what was taken off. */
function core(node: JsonObject): { core: JsonObject; nullable: boolean; fallback?: Json } {
  const { default: fallback, ...rest } = node;
  const types = Array.isArray(rest.type) ? rest.type : null;
  const nullable = types !== null && types.includes("null");
  if (nullable) {
    const left = types.filter((type) => type !== "null");
    rest.type = left.length === 1 ? left[0] : left;
  }
  return { core: rest, nullable, ...("default" in node ? { fallback } : {}) };
}

export class Factoring {
  private readonly names = new Map<string, string>();

  constructor(readonly schemas: Record<string, JsonObject>) {
    for (const [name, schema] of Object.entries(schemas)) {
      const key = canonical(schema);
      if (!this.names.has(key)) this.names.set(key, name);
    }
  }

  /** `self`: the component being factored, which must not become a reference to itself. */
  apply(node: Json, self?: string): Json {
    if (Array.isArray(node)) return node.map((item) => this.apply(item));
    if (!isJsonObject(node)) return node;
    const parts = core(node);
    const name = this.names.get(canonical(parts.core));
    if (name !== undefined && name !== self) {
      const ref: JsonObject = { $ref: `#/components/schemas/${name}` };
      const schema: JsonObject = parts.nullable ? { anyOf: [ref, { type: "null" }] } : ref;
      return "fallback" in parts ? { ...schema, default: parts.fallback ?? null } : schema;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, this.apply(value)]));
  }

  components(): Record<string, Json> {
    return Object.fromEntries(Object.entries(this.schemas).map(([name, schema]) => [name, this.apply(schema, name)]));
  }
}
