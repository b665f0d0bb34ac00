/** OpenAPI 3.1 from the operation table: answers are the store's zod schemas, bodies the ones the mock checks. */
import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";

import { ERROR_RESPONSES, type ErrorStatus, errorResponses } from "./errors";
import { Factoring } from "./factoring";
import { jsonSchemas } from "./generate";
import { type Operation, TAGS } from "./operation";
import { OPERATIONS } from "./operations";
import { type Parameter, parameterLists } from "./parameters";
import { repaired } from "./repair";
import { NAMED_SHAPES } from "./shapes";
import { wireSchema } from "./wire";

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

const INFO = {
  title: "Maison Lumière API (mock)",
  version: "v1",
  description:
    "The storefront's versioned REST API as the mock serves it. Answers are `{ data }` (lists of the catalogue add `meta`); " +
    "failures `{ errors: [{ code, property, message }] }` with the status. Media URLs are absolute, on the API's origin.",
};

/** `patch /api/v1/carts/{id}/start-checkout` → `patchCartsIdStartCheckout`. */
export function operationId({ method, path }: Pick<Operation, "method" | "path">): string {
  const words = path
    .replace(/^\/api\/v1/, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}

const json = (schema: z.ZodTypeAny) => ({ "application/json": { schema: wireSchema(schema) } });

function route(operation: Operation, parameters: Parameter[]): RouteConfig {
  const { method, path, summary, tag, body, response, answer, bearer } = operation;
  const errors: ErrorStatus[] = bearer === "required" ? [...new Set([...operation.errors, 401 as const])] : operation.errors;
  return {
    method,
    path,
    operationId: operationId(operation),
    summary,
    ...(answer === "mock" ? { description: "The store reads nothing of the answer: its schema is written from the mock's." } : {}),
    tags: [tag],
    ...(bearer ? { security: bearer === "required" ? [{ bearer: [] }] : [{ bearer: [] }, {}] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { request: { body: { required: true, content: json(body) } } } : {}),
    responses: { 200: { description: "Done.", content: json(response) }, ...errorResponses(errors) },
  };
}

function buildDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "The `access_token.token` of POST /api/v1/authorizations.",
  });
  for (const [name, response] of Object.entries(ERROR_RESPONSES)) registry.registerComponent("responses", name, response);
  const parameters = parameterLists(OPERATIONS);
  OPERATIONS.forEach((operation, index) => registry.registerPath(route(operation, parameters[index])));

  const generated = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: INFO,
    servers: [{ url: "/" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
  const factoring = new Factoring(jsonSchemas(NAMED_SHAPES));
  return {
    ...generated,
    paths: factoring.apply(repaired(JSON.parse(JSON.stringify(generated.paths)))) as OpenApiDocument["paths"],
    components: { ...generated.components, schemas: factoring.components() as NonNullable<OpenApiDocument["components"]>["schemas"] },
  };
}

let built: OpenApiDocument | undefined;

/** Built on first use, then the same object: callers must not change it (clone it first). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
