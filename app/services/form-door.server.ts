/** Every POST: Origin check (403), urlencoded ≤64 KB (415/413), honeypot, schema, rate limit (429); no password or card in `values`; redirects stay on site. */
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";

import { Honeypot, SpamError } from "remix-utils/honeypot/server";

import { type FieldErrors, type FormDef, type FormResult, HONEYPOT_FIELD, INTENT, type Refused, refusal, shownValues, validate } from "~/lib/forms/form";
import { GENERIC_FAILURE, HONEYPOT_REFUSED, tooManyAttempts } from "~/lib/forms/messages";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { safeRedirect } from "~/lib/safe-redirect";

import { ApiError } from "./api.server";
import { env } from "./env.server";
import { type Limit, attempt } from "./rate-limit.server";

export const MAX_FORM_BYTES = 64 * 1024;

/** Remix answers an `Origin` that is not `Host` with a bare 500 behind a rewriting proxy: server.mjs passes it on under this name. */
export const ORIGIN_HEADER = "x-storefront-origin";

export type PostRefusal = { refused: true; message: string; back: string };

export const REFUSED = {
  403: "This form was refused because it was not sent from this store's pages. Nothing was sent or changed.",
  413: "This form was refused because what was sent is too large. Nothing was sent or changed.",
  415: "This form was refused because it was not sent as a form. Nothing was sent or changed.",
  400: "This form was refused because it could not be read. Nothing was sent or changed.",
} as const;

function refusePost(request: Request, status: keyof typeof REFUSED): never {
  throw data<PostRefusal>({ refused: true, message: REFUSED[status], back: backPath(request) }, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

function backPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return allowedOrigins(request).has(url.origin) ? safeRedirect(`${url.pathname}${url.search}`) : "/";
  } catch {
    return "/";
  }
}

/** X-Forwarded-* are trusted only because server.mjs passes them on from TRUSTED_PROXIES alone; anyone can send them. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || null;
  const host = first("X-Forwarded-Host") ?? url.host;
  const proto = first("X-Forwarded-Proto") ?? url.protocol.replace(/:$/, "");
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

function allowedOrigins(request: Request): Set<string> {
  return new Set([requestOrigin(request), env.SITE_URL]);
}

/** A browser always sends `Origin` or `Sec-Fetch-Site` with a POST; a client sending neither is not a browser a page could steer. */
export function checkOrigin(request: Request): void {
  const origin = request.headers.get(ORIGIN_HEADER) ?? request.headers.get("Origin");
  if (origin !== null) {
    if (!allowedOrigins(request).has(origin)) refusePost(request, 403);
    return;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin" && site !== "none") refusePost(request, 403);
}

async function readBody(request: Request, max: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > max) refusePost(request, 413);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not cancelled: that would close the connection before the 413 is written. Node discards the rest once it is.
      reader.releaseLock();
      refusePost(request, 413);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    refusePost(request, 400);
  }
}

const mediaType = (request: Request) => (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();

export async function readForm(request: Request): Promise<URLSearchParams> {
  checkOrigin(request);
  if (mediaType(request) !== "application/x-www-form-urlencoded") refusePost(request, 415);
  return new URLSearchParams(await readBody(request, MAX_FORM_BYTES));
}

export function refusalStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("data" in error) || !("init" in error)) return null;
  const refusal = (error as { data: unknown }).data as Partial<PostRefusal> | null;
  return refusal?.refused === true ? ((error as { init?: ResponseInit }).init?.status ?? null) : null;
}

export async function readJson(request: Request, max: number): Promise<unknown> {
  checkOrigin(request);
  if (mediaType(request) !== "application/json") refusePost(request, 415);
  const text = await readBody(request, max);
  try {
    return JSON.parse(text);
  } catch {
    refusePost(request, 400);
  }
}

export type Refusal = { refused: true; fieldErrors: FieldErrors; message?: string };
export const refuse = (fieldErrors: FieldErrors, message?: string): Refusal => ({ refused: true, fieldErrors, message });

export type Saved = Response | Refusal | { message?: string; headers?: HeadersInit } | void;

/** Random per form, so two forms on a page share no element id; no time-stamp, as cached pages would make it lie. */
const honeypot = new Honeypot({ nameFieldName: HONEYPOT_FIELD, randomizeNameFieldName: true, validFromFieldName: null });

function isSpam(posted: URLSearchParams): boolean {
  try {
    // Honeypot reads a form with has/get/keys, which URLSearchParams has too.
    honeypot.check(posted as unknown as FormData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}

type Options<I = never> = {
  limit?: (input: I, request: Request) => Limit[];
  names?: Record<string, string>;
  refused?: (result: Refused, status: number) => Response | undefined | Promise<Response | undefined>;
  offsite?: (url: string) => boolean;
};

export type FormReply = ReturnType<typeof data<FormResult>>;

export type FormHandler = { form: FormDef; answer: (posted: URLSearchParams, request: Request) => Promise<FormReply> };

export function on<S extends z.ZodTypeAny>(
  form: FormDef<S>,
  save: (input: z.output<S>, posted: URLSearchParams) => Saved | Promise<Saved>,
  options: Options<z.output<S>> = {},
): FormHandler {
  const answer = async (posted: URLSearchParams, request: Request): Promise<FormReply> => {
    const read = (name: string) => posted.get(name);
    if (form.honeypot && isSpam(posted)) return refused(saying(form, shownValues(form, read), HONEYPOT_REFUSED), 400, options);
    const checked = validate(form, read);
    if (!checked.ok) return refused(checked.result, 422, options);
    const limited = options.limit ? await attempt(options.limit(checked.data, request)) : null;
    if (limited) {
      const message = tooManyAttempts(limited.retryAfterS);
      return refused(saying(form, shownValues(form, read), message), 429, options, { "Retry-After": String(limited.retryAfterS) });
    }
    let outcome: Saved;
    try {
      outcome = await save(checked.data, posted);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refused(fromApi(form, error, shownValues(form, read), options.names), error.status >= 500 ? 502 : 400, options);
    }
    if (outcome instanceof Response) throw keptOnSite(outcome, options);
    if (outcome && "refused" in outcome) {
      return refused(refusal(form, outcome.fieldErrors, shownValues(form, read), outcome.message), 422, options);
    }
    const result: FormResult = { intent: form.id, ok: true, ...(outcome?.message ? { message: outcome.message } : {}) };
    const headers = new Headers(outcome?.headers);
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    return data(result, { headers });
  };
  return { form, answer };
}

export async function handleForms(request: Request, ...handlers: FormHandler[]): Promise<FormReply> {
  const posted = await readForm(request);
  const intent = posted.get(INTENT);
  const handler = intent === null && handlers.length === 1 ? handlers[0] : handlers.find((h) => h.form.id === intent);
  if (!handler) throw data({ message: "This form is not known here." }, { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  return handler.answer(posted, request);
}

async function refused<I>(result: Refused, status: number, options: Options<I>, headers: Record<string, string> = {}): Promise<FormReply> {
  const elsewhere = await options.refused?.(result, status);
  if (elsewhere) throw keptOnSite(elsewhere, options);
  return data<FormResult>(result, { status, headers: { ...headers, "Cache-Control": PRIVATE_NO_STORE } });
}

function saying(form: FormDef, values: Record<string, string>, message: string): Refused {
  return typeof form.apiErrors === "object" ? refusal(form, { [form.apiErrors.field]: message }, values) : refusal(form, {}, values, message);
}

export function fromApi(form: FormDef, error: ApiError, values: Record<string, string>, names: Record<string, string> = {}): Refused {
  // Only the API's own words: never the store's description of what failed ("API error 400").
  const first = error.apiMessage;
  const fieldErrors: FieldErrors = {};
  for (const [property, message] of Object.entries(error.fieldErrors)) {
    const name = names[property] ?? property;
    if (form.fields.includes(name) && !(name in fieldErrors)) fieldErrors[name] = message;
  }
  const failed = error.status >= 500;
  const rule = form.apiErrors;
  let message: string | undefined;
  if (typeof rule === "object") {
    return refusal(form, { [rule.field]: failed ? rule.fallback : first || rule.fallback }, values);
  } else if (failed) {
    message = GENERIC_FAILURE;
  } else if (rule === "fields and message" || (rule === "fields" && Object.keys(fieldErrors).length === 0)) {
    message = first ?? (Object.keys(fieldErrors).length === 0 ? GENERIC_FAILURE : undefined);
  }
  return refusal(form, fieldErrors, values, message);
}

/** Step 6: a redirect off the site goes home instead, and says so in the log. */
function keptOnSite(response: Response, options: Options): Response {
  const location = response.headers.get("Location");
  if (location === null || safeRedirect(location, "") === location || options.offsite?.(location)) return response;
  console.error(`The form door stopped a redirect off the site: ${location.slice(0, 200)}`);
  return redirect("/", { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}
