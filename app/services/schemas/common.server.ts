/**
 * Zod schemas of the versioned API's responses: the boundary where drift in the
 * API becomes a clear error instead of an `undefined` deep in a component.
 *
 * Every body is wrapped in `{ data: ... }`. Translatable records carry
 * `translations[]` with `language_id`; `withTranslation` derives the spec's
 * `mixedTranslation` (the current language filled from the fallback one).
 *
 * HTML and links from the API are made safe here, as they are parsed, so no
 * page can forget: `safeHtml` for every field a page writes as HTML,
 * `safeUrl` and `withSafeUrls` for links, `providerUrl` for where the store
 * itself sends a shopper.
 *
 * This module holds the pieces the domain modules beside it share; each domain's
 * schemas live in `schemas/<domain>.server.ts`.
 */
import { z } from "zod";

import { safeHref, safeHttpUrl } from "~/lib/safe-url";
import { mergeTranslations } from "~/lib/translation";

import { sanitizeHtml } from "../sanitize.server";

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

/** HTML a page writes as it is: cleaned of anything that could run script (`sanitize.server.ts`). */
export const safeHtml = z.string().transform(sanitizeHtml);

/** A link a shopper may follow: null when it is not http(s), mailto, tel or relative (`~/lib/safe-url`). */
export const safeUrl = z
  .string()
  .nullish()
  .transform((url) => safeHref(url));

/** An absolute http(s) URL the store may redirect to, or null. */
export const providerUrl = z
  .string()
  .nullable()
  .transform((url) => safeHttpUrl(url));

/**
 * A list of links without the ones whose URL is refused. Such an entry is
 * dropped rather than shown as text or pointed elsewhere: a link that goes
 * nowhere is a dead end in a menu, and one the CMS sent as script is not
 * worth showing. An entry with no URL at all (a menu title) stays; the
 * children of a dropped entry are shown as `buildMenuTree` shows any orphan.
 */
export function withSafeUrls<T extends { url: string | null }>(items: T[]): T[] {
  return items.flatMap((item) => {
    if (item.url === null) return [item];
    const url = safeHref(item.url);
    return url === null ? [] : [{ ...item, url }];
  });
}
