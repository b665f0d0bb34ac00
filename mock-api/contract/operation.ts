import { z } from "zod";

import type { ErrorStatus } from "./errors";

export type Method = "get" | "post" | "put" | "patch" | "delete";

export const TAGS = {
  Site: "Settings, menus, content, events and the newsletter.",
  Catalog: "Products, the listing and its filters, collections; messages about a piece.",
  Cart: "The bag, its codes, checkout steps, shipping rates and placing the order.",
  Account: "Signing in and up, e-mail links, the profile, addresses and saved cards.",
  Favorites: "The shopper's wishlist.",
  Orders: "Orders, tracking, returns and the store's terms for an order.",
  Retailers: "The retailer directory.",
} as const;

export type Tag = keyof typeof TAGS;

export interface Operation {
  method: Method;
  /** The OpenAPI template: `/api/v1/products/{id}`. */
  path: string;
  summary: string;
  tag: Tag;
  params?: z.AnyZodObject;
  query?: z.AnyZodObject;
  body?: z.ZodTypeAny;
  /** The 200 answer: the schema the store parses it with, else (see `answer`) one written from the mock's answer. */
  response: z.ZodTypeAny;
  /** "mock": the store reads nothing of the answer (or never calls), so `response` is written from the mock's. */
  answer?: "mock";
  bearer?: "required" | "optional";
  /** Takes an `Idempotency-Key` header: a replay answers as the first call did. */
  idempotent?: true;
  errors: ErrorStatus[];
}

export const textParam = (name: string) => z.object({ [name]: z.string().min(1) });

export const idParam = (name: string) => z.object({ [name]: z.number().int().positive() });

export const API = "/api/v1";
