/** zod-to-openapi builds parameters only from `.openapi()`-named schemas; these are plain zod, so schemas come from `jsonSchemas`. */
import { z } from "zod";

import { IDEMPOTENCY_HEADER } from "../idempotency";
import { jsonSchemas } from "./generate";
import type { JsonObject } from "./json";
import type { Operation } from "./operation";

type Location = "path" | "query" | "header";

export type Parameter = {
  name: string;
  in: Location;
  required: boolean;
  schema: JsonObject;
};

const idempotencyHeader = z.object({ [IDEMPOTENCY_HEADER]: z.string().min(1).max(255).optional() });

function fieldsOf(operation: Operation): Array<{ name: string; in: Location; schema: z.ZodTypeAny }> {
  const sources: Array<[Location, z.AnyZodObject | undefined]> = [
    ["path", operation.params],
    ["query", operation.query],
    ["header", operation.idempotent ? idempotencyHeader : undefined],
  ];
  return sources.flatMap(([location, object]) =>
    Object.entries((object?.shape ?? {}) as z.ZodRawShape).map(([name, schema]) => ({ name, in: location, schema })),
  );
}

/** One list per operation, in the table's order. */
export function parameterLists(operations: readonly Operation[]): Parameter[][] {
  const fields = operations.map(fieldsOf);
  const keyOf = (operation: number, field: number) => `${operation}.${field}`;
  const schemas = jsonSchemas(
    Object.fromEntries(fields.flatMap((list, i) => list.map((field, j) => [keyOf(i, j), field.schema] as const))),
  );
  return fields.map((list, i) =>
    list.map((field, j) => ({
      name: field.name,
      in: field.in,
      required: field.in === "path" || !field.schema.isOptional(),
      schema: schemas[keyOf(i, j)],
    })),
  );
}
