import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";

import { handlers } from "../handlers";
import { openApiDocument } from "./document";

/** swagger-parser's own type for a document (openapi-types'), which it does not export by name. */
type ParsedApi = NonNullable<Parameters<SwaggerParser.ApiCallback>[1]>;

/** msw's `GET *\/api/v1/products/:id` as `get /api/v1/products/{id}`; the mock's other handlers are not the API. */
function mockOperations(): string[] {
  return handlers.flatMap((handler) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown };
    if (typeof method !== "string" || typeof path !== "string") return [];
    if (!/^\*\/(api\/v1\/|cv$)/.test(path) || path.endsWith("/*")) return [];
    return [`${method.toLowerCase()} ${path.slice(1).replace(/:(\w+)/g, "{$1}")}`];
  });
}

const documentOperations = () =>
  Object.entries(openApiDocument().paths ?? {}).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method} ${path}`));

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document, by an independent validator", async () => {
    const validated = await SwaggerParser.validate(structuredClone(openApiDocument()) as ParsedApi);
    expect(validated.info.title).toBe("Maison Lumière API (mock)");
    expect((validated as { openapi?: string }).openapi).toBe("3.1.0");
  });

  it("lists every operation the mock serves under /api/v1 and GET /cv, and nothing else", () => {
    const served = mockOperations();
    expect(served.length).toBeGreaterThan(60);
    expect(served).toContain("get /cv");
    expect(documentOperations().sort()).toEqual([...new Set(served)].sort());
  });

  it("names its main shapes as reusable components, and refers to them", () => {
    const { components, paths } = openApiDocument();
    const names = Object.keys(components?.schemas ?? {});
    expect(names.length).toBeGreaterThan(25);
    expect(names).toEqual(expect.arrayContaining(["Product", "Cart", "Order", "User", "ErrorBody", "Maintenance"]));
    expect(Object.keys(paths ?? {}).length).toBeGreaterThan(50);
    const cartAnswer = paths?.["/api/v1/carts"]?.get?.responses?.["200"] as { content: Record<string, { schema: unknown }> };
    expect(cartAnswer.content["application/json"].schema).toMatchObject({ properties: { data: { $ref: "#/components/schemas/Cart" } } });
  });

  it("asks for the bearer where the mock does", () => {
    const { paths, components } = openApiDocument();
    expect(components?.securitySchemes?.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(paths?.["/api/v1/users"]?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths?.["/api/v1/users"]?.get?.responses?.["401"]).toEqual({ $ref: "#/components/responses/Unauthorized" });
    expect(paths?.["/api/v1/bootstrap"]?.get?.security).toBeUndefined();
  });

  it("gives transformed, preprocessed and defaulted fields their wire form", () => {
    const schemas = openApiDocument().components?.schemas as Record<string, { properties: Record<string, unknown>; required?: string[] }>;
    // keyed(): an object of entries, or [] for none.
    const discounts = (schemas.Cart.properties.options as { properties: Record<string, { anyOf: unknown[] }> }).properties.discounts;
    expect(discounts.anyOf).toEqual([expect.objectContaining({ type: "object" }), expect.objectContaining({ type: "array" })]);
    // .default(): may be left out.
    expect(schemas.Cart.required).toEqual(["unique_id"]);
    // .catch(): the type it catches, not an empty schema.
    expect(schemas.Product.properties.resizable).toEqual({ type: ["boolean", "null"] });
    // .transform(): the input, a string.
    expect(schemas.Order.properties.tracking_url).toEqual({ type: ["string", "null"] });
  });

  it("is built once", () => {
    expect(openApiDocument()).toBe(openApiDocument());
  });
});
