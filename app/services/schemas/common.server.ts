/**
 * Zod schemas of the versioned API's responses: the boundary where drift in the
 * API becomes a clear error instead of an `undefined` deep in a component.
 *
 * Every body is wrapped in `{ data: ... }`. Translatable records carry
 * `translations[]` with `language_id`; `withTranslation` derives the spec's
 * `mixedTranslation` (the current language filled from the fallback one).
 *
 * This module holds the pieces the domain modules beside it share; each domain's
 * schemas live in `schemas/<domain>.server.ts`.
 */
import { z } from "zod";

import { mergeTranslations } from "~/lib/translation";

export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });

const translations = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.object(shape).partial().extend({ language_id: z.number() }));

/** A translatable record: parses `translations[]` and adds `mixedTranslation`. */
export function translatable<B extends z.ZodRawShape, T extends z.ZodRawShape>(base: B, fields: T) {
  return z
    .object(base)
    .extend({ translations: translations(fields).default([]) })
    .transform((record) => ({
      ...record,
      mixedTranslation: mergeTranslations(
        record.translations as Array<{ language_id: number } & Partial<z.infer<z.ZodObject<T>>>>,
      ),
    }));
}

export const errorBody = z.object({
  errors: z
    .array(
      z.object({
        code: z.union([z.number(), z.string()]).optional(),
        property: z.string().nullish(),
        message: z.string(),
      }),
    )
    .optional(),
  error_code: z.number().optional(),
  message: z.string().optional(),
});

/** POST endpoints that answer `{ data: ... }` whose content the storefront does not read. */
export const acknowledged = z.object({ data: z.unknown() }).passthrough();

export const cacheVersionResponse = envelope(z.object({ cv: z.union([z.string(), z.number()]) }));

export const eventResponse = z.object({ data: z.unknown() }).passthrough();

/** Keyed collections (spec 3); an empty one may arrive as []. */
export const keyed = <T extends z.ZodTypeAny>(entry: T) =>
  z.preprocess((value) => (Array.isArray(value) ? {} : value), z.record(z.string(), entry)).default({});
