// HTML and links are made safe as they are parsed, so no page can forget.
import { z } from "zod";

import { safeHref, safeHttpUrl } from "~/lib/safe-url";
import { mergeTranslations } from "~/lib/translation";

import { sanitizeHtml } from "../sanitize.server";

export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });

const translations = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.object(shape).partial().extend({ language_id: z.number() }));

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

export const acknowledged = z.object({ data: z.unknown() }).passthrough();

export const cacheVersionResponse = envelope(z.object({ cv: z.union([z.string(), z.number()]) }));

export const eventResponse = z.object({ data: z.unknown() }).passthrough();

/** Spec 3: an empty keyed collection may arrive as [] (PHP's empty object); a union, so the contract says the wire takes both. */
export const keyed = <T extends z.ZodTypeAny>(entry: T) =>
  z
    .union([z.record(z.string(), entry), z.array(z.unknown()).transform((): Record<string, z.output<T>> => ({}))])
    .default({});

export const safeHtml = z.string().transform(sanitizeHtml);

export const safeUrl = z
  .string()
  .nullish()
  .transform((url) => safeHref(url));

/** Absolute http(s) only: where the store itself may redirect a shopper. */
export const providerUrl = z
  .string()
  .nullable()
  .transform((url) => safeHttpUrl(url));

/** A refused URL drops its entry (a dead end, or script from the CMS); an entry with no URL (a menu title) stays. */
export function withSafeUrls<T extends { url: string | null }>(items: T[]): T[] {
  return items.flatMap((item) => {
    if (item.url === null) return [item];
    const url = safeHref(item.url);
    return url === null ? [] : [{ ...item, url }];
  });
}
