import { OpenApiGeneratorV31, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";

import type { JsonObject } from "./json";
import { repaired } from "./repair";
import { wireSchema } from "./wire";

/** The generator has no public call for one schema: each one is the answer of a route of its own. */
export function jsonSchemas(schemas: Record<string, z.ZodTypeAny>): Record<string, JsonObject> {
  const registry = new OpenAPIRegistry();
  const names = Object.keys(schemas);
  names.forEach((name, index) => {
    const content = { "application/json": { schema: wireSchema(schemas[name]) } };
    registry.registerPath({ method: "get", path: `/${index}`, responses: { 200: { description: name, content } } });
  });
  const { paths } = new OpenApiGeneratorV31(registry.definitions).generateDocument({ openapi: "3.1.0", info: { title: "", version: "" } });
  const schemaAt = (index: number) => {
    const answer = paths?.[`/${index}`]?.get?.responses?.["200"] as { content: { "application/json": { schema: JsonObject } } };
    return answer.content["application/json"].schema;
  };
  return Object.fromEntries(names.map((name, index) => [name, repaired(schemaAt(index)) as JsonObject]));
}
