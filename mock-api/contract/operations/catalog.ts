import { z } from "zod";

import {
  catalogResponse,
  collectionResponse,
  collectionsResponse,
  filtersResponse,
  productConfigurationResponse,
  productResponse,
} from "~/services/schemas/catalog.server";

import { hint, question } from "../../routes/messages";
import { messageSent, questionReceived } from "../answers";
import { API, type Operation, textParam } from "../operation";
import { catalogQuery } from "../requests";

export const catalogOperations: Operation[] = [
  {
    method: "get",
    path: `${API}/filters`,
    summary: "Categories, collections and materials to filter the listing by",
    tag: "Catalog",
    response: filtersResponse,
    errors: [],
  },
  {
    method: "get",
    path: `${API}/system-catalog`,
    summary: "The listing: search, filters, sort and pages",
    tag: "Catalog",
    query: catalogQuery,
    response: catalogResponse,
    errors: [400],
  },
  {
    method: "get",
    path: `${API}/system-catalog/{slug}`,
    summary: "The listing of one category or collection",
    tag: "Catalog",
    params: textParam("slug"),
    query: catalogQuery,
    response: catalogResponse,
    errors: [400, 404],
  },
  {
    method: "get",
    path: `${API}/products/{id}`,
    summary: "A product by id or slug, with its configurations and materials",
    tag: "Catalog",
    params: textParam("id"),
    response: productResponse,
    errors: [404],
  },
  {
    method: "get",
    path: `${API}/product-configurations/{id}`,
    summary: "A configuration by id, or by sku (with `product_id` unless the sku is unique)",
    tag: "Catalog",
    params: textParam("id"),
    query: z.object({ product_id: z.number().int().optional() }),
    response: productConfigurationResponse,
    errors: [400, 404],
  },
  { method: "get", path: `${API}/collections`, summary: "The collections", tag: "Catalog", response: collectionsResponse, errors: [] },
  {
    method: "get",
    path: `${API}/collections/{slug}`,
    summary: "A collection",
    tag: "Catalog",
    params: textParam("slug"),
    response: collectionResponse,
    errors: [404],
  },
  {
    method: "post",
    path: `${API}/products/link-to-email`,
    summary: "Drop a hint: e-mail a product's page to someone",
    tag: "Catalog",
    body: hint,
    response: messageSent,
    answer: "mock",
    errors: [400],
  },
  {
    method: "post",
    path: `${API}/questions`,
    summary: "The email-us form",
    tag: "Catalog",
    body: question,
    response: questionReceived,
    answer: "mock",
    errors: [400],
  },
];
