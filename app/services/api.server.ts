// Spec 4 "Caching", 7, 8: a 401 ends the session; `error_code` 503 redirects to /404 except on /404 itself, so maintenance never loops.
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";

import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { type Query, toSearchParams } from "~/lib/query-string";
import { NOT_FOUND_PATH, isNotFoundPage } from "~/lib/not-found";
import { contextOf } from "~/lib/request-context";
import { signInUrl } from "~/lib/safe-redirect";

import { cached, clearMemoryCache, refreshed } from "./api-cache.server";
import { clientIp } from "./client-ip.server";
import { env } from "./env.server";
import { IDEMPOTENCY_HEADER } from "./idempotency.server";
import { rewriteMediaUrls } from "./media.server";
import { apiCallDuration, apiCallFailures, endpointLabel } from "./metrics.server";
import { cacheVersionResponse, errorBody } from "./schemas/common.server";
import { currentPath, endSession, getToken } from "./session.server";

export const API_VERSION = "v1";
/** Spec 7: "en" until GET /languages names the default (startup.server.ts). */
export const DEFAULT_LANGUAGE = "en";
let language = DEFAULT_LANGUAGE;

export function apiLanguage(): string {
  return language;
}

export function setApiLanguage(slug: string | null | undefined) {
  if (slug && /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i.test(slug)) language = slug;
}
export const CACHE_TTL_MS = 600_000;
export const CACHE_VERSION_TTL_MS = 180_000;
/** Stale reads are served while one request refreshes them; a new `cv` invalidates at once. */
export const CACHE_STALE_MS = 3_600_000;
/** Optional calls are decoration: no page waits longer for one; a slower answer still lands in the cache. */
export const OPTIONAL_BUDGET_MS = 800;
export const OPTIONAL_FRESH_MS = 60_000;
export const OPTIONAL_RETRY_MS = 10_000;

export type CacheGroup =
  | "system_settings"
  | "product"
  | "collection"
  | "page"
  | "posts"
  | "payment_gateways"
  | "payment_methods"
  | "block"
  | "catalog";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiCall<S extends z.ZodTypeAny> = {
  schema: S;
  method?: Method;
  query?: Query;
  body?: unknown;
  /** Cached reads are shared by every shopper, so they never carry the bearer token. */
  cache?: CacheGroup;
  optional?: boolean;
  timeoutMs?: number;
  /** A retry with the same `Idempotency-Key` never charges or orders twice. */
  idempotencyKey?: string;
};

export type FieldError = { code?: number | string; property?: string | null; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, errors: FieldError[], message?: string) {
    super(message ?? errors[0]?.message ?? `API error ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }

  /** Never the store's own failure text ("API error 400"), which is for the log. */
  get forShopper(): string {
    return (this.status < 500 && this.apiMessage) || GENERIC_FAILURE;
  }

  get apiMessage(): string | undefined {
    return this.errors.find((error) => error.message)?.message;
  }

  /** Spec 5: a code-400 error that names a property belongs under that field. */
  get fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const error of this.errors) {
      if (error.property && Number(error.code ?? this.status) === 400 && !(error.property in fields)) {
        fields[error.property] = error.message;
      }
    }
    return fields;
  }
}

export function clearApiCache() {
  clearMemoryCache();
  lastCacheVersion = null;
}

export function apiUrl(path: string, query?: Query): string {
  const params = toSearchParams(query);
  const search = params.size > 0 ? `?${params.toString()}` : "";
  return `${env.API_URL}/api/${API_VERSION}${path}${search}`;
}

export async function api<S extends z.ZodTypeAny>(
  request: Request | null,
  path: string,
  call: ApiCall<S>,
): Promise<z.output<S>> {
  const method = call.method ?? "GET";
  if (call.optional && method === "GET") {
    const cv = await getCacheVersion();
    const url = call.cache ? apiUrl(path, { ...call.query, cv }) : apiUrl(path, call.query);
    const key = `${language} ${call.cache ? url : `${url} cv=${cv}`}`;
    const policy = { ttlMs: call.cache ? CACHE_TTL_MS : OPTIONAL_FRESH_MS, staleMs: Infinity, retryMs: OPTIONAL_RETRY_MS };
    const pending = cached(key, policy, () => sendOptional(url, call));
    // A first load lands in the cache for the next page whoever waits; its failure is nobody's to handle.
    pending.catch(() => undefined);
    return withinBudget(pending, OPTIONAL_BUDGET_MS);
  }
  if (call.cache && method === "GET") {
    const cv = await getCacheVersion();
    const url = apiUrl(path, { ...call.query, cv });
    const policy = { ttlMs: CACHE_TTL_MS, staleMs: CACHE_STALE_MS, retryMs: OPTIONAL_RETRY_MS };
    // Shared, so the read belongs to no shopper; each caller turns a 401 into its own sign-out.
    return cached(`${language} ${url}`, policy, () => send(null, url, method, call, null)).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return unauthorized(request);
      return underMaintenance(request, error);
    });
  }
  const token = request ? await getToken(request) : null;
  return send(request, apiUrl(path, call.query), method, call, token, request ? clientIp(request) : null).catch((error: unknown) =>
    underMaintenance(request, error),
  );
}

export class MaintenanceError extends ApiError {
  constructor(message?: string) {
    super(503, [], message ?? "The API is down for maintenance");
    this.name = "MaintenanceError";
  }
}

/** Spec 8 "Body error_code 503": on /404 itself a redirect would loop, so there it is a plain failure. */
function underMaintenance(request: Request | null, error: unknown): never {
  if (error instanceof MaintenanceError && !(request && isNotFoundPage(currentPath(request)))) throw redirect(NOT_FOUND_PATH);
  throw error;
}

function sendOptional<S extends z.ZodTypeAny>(url: string, call: ApiCall<S>): Promise<z.output<S>> {
  return send(null, url, "GET", call, null).catch((error: unknown) => {
    if (error instanceof Response) throw new ApiError(error.status, [], `Optional call answered ${error.status}`);
    throw error;
  });
}

function withinBudget<T>(pending: Promise<T>, budgetMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(504, [], `No answer within ${budgetMs} ms`)), budgetMs);
  });
  return Promise.race([pending, overBudget]).finally(() => clearTimeout(timer));
}

function outcomeOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 504) return "timeout";
    if (error.message === UNREACHABLE || error.message.startsWith(BROKEN_OFF)) return "unreachable";
    if (error.message.startsWith(DRIFT)) return "drift";
    return error.status >= 500 ? "5xx" : "4xx";
  }
  return "4xx";
}

async function send<S extends z.ZodTypeAny>(
  request: Request | null,
  url: string,
  method: Method,
  call: ApiCall<S>,
  token: string | null,
  shopperIp: string | null = null,
): Promise<z.output<S>> {
  const endpoint = endpointLabel(pathOf(url).replace(/^\/api\/[^/]+/, ""));
  const started = performance.now();
  let outcome = "ok";
  try {
    return await sendOnce(request, url, method, call, token, shopperIp);
  } catch (error) {
    outcome = outcomeOf(error);
    throw error;
  } finally {
    apiCallDuration.observe({ endpoint, method, outcome }, (performance.now() - started) / 1000);
    if (outcome !== "ok") apiCallFailures.inc({ endpoint, method, reason: outcome });
  }
}

const UNREACHABLE = "The API could not be reached";
const BROKEN_OFF = "The API's answer broke off for";

function transportError(error: unknown, message: string): ApiError {
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  return new ApiError(timedOut ? 504 : 502, [], timedOut ? "The API did not answer in time" : message);
}
const DRIFT = "Unexpected response from";

async function sendOnce<S extends z.ZodTypeAny>(
  request: Request | null,
  url: string,
  method: Method,
  call: ApiCall<S>,
  token: string | null,
  shopperIp: string | null,
): Promise<z.output<S>> {
  const headers = new Headers({
    Accept: "application/json",
    "Accept-Language": language,
    lang: language,
  });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const requestId = request ? contextOf(request)?.requestId : undefined;
  if (requestId) headers.set("X-Request-Id", requestId);
  // The API's own limits and fraud checks see the shopper, not the storefront.
  if (shopperIp) headers.set("X-Forwarded-For", shopperIp);
  if (call.body !== undefined) headers.set("Content-Type", "application/json");
  if (call.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, call.idempotencyKey);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs ?? env.API_TIMEOUT_MS),
    });
  } catch (error) {
    throw transportError(error, UNREACHABLE);
  }

  const body = await readJson(response).catch((error: unknown) => {
    throw transportError(error, `${BROKEN_OFF} ${method} ${pathOf(url)}`);
  });
  const failure = errorBody.safeParse(body);
  const problem = failure.success ? failure.data : {};
  const bodyStatus = problem.error_code ?? Number(problem.errors?.[0]?.code);

  if (response.status === 401 || bodyStatus === 401) await unauthorized(request);
  if (problem.error_code === 503) throw new MaintenanceError(problem.message);
  if (!response.ok || problem.error_code) {
    const status = response.ok ? (problem.error_code ?? 500) : response.status;
    const errors = problem.errors ?? [];
    if (status === 404 || status === 403) {
      throw data({ message: errors[0]?.message ?? problem.message ?? null }, { status });
    }
    throw new ApiError(status, errors, errors[0]?.message ?? problem.message);
  }
  if (body === undefined) throw new ApiError(502, [], `The API sent a body that is not JSON for ${method} ${pathOf(url)}`);

  const parsed = call.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`API response drift on ${method} ${pathOf(url)}:`, parsed.error.issues.slice(0, 5));
    throw new ApiError(502, [], `${DRIFT} ${method} ${pathOf(url)}`);
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return {};
  try {
    return JSON.parse(rewriteMediaUrls(text));
  } catch {
    return undefined;
  }
}

function pathOf(url: string) {
  return new URL(url).pathname;
}

/** Spec 4 "Session": a 401 removes the token and opens the sign-in drawer with the way back. */
async function unauthorized(request: Request | null): Promise<never> {
  const path = request ? currentPath(request) : null;
  // Already on the sign-in drawer: redirecting again would loop while the API keeps answering 401.
  if (!request || path === null || new URL(request.url).searchParams.has("drawer")) {
    throw new ApiError(401, [], "Unauthorized");
  }
  throw redirect(signInUrl(path), { headers: { "Set-Cookie": await endSession(request) } });
}

/** Spec 8 "Failures swallowed silently"; redirects (401, error_code 503) still happen. */
export async function orFallback<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isRedirect(error)) throw error;
    return fallback;
  }
}

export function asRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    const status = error.status === 504 ? 504 : error.status >= 400 && error.status < 500 ? error.status : 502;
    throw data({ message: status < 500 ? error.forShopper : null }, { status });
  }
  throw error;
}

export type RouteFailure = { failed: true; message: string; retry: string };

/** Spec 8: the 503 page for a call rejected to the caller (get cart, checkout cart). */
export function failedPage(message: string, retry: string): never {
  throw data<RouteFailure>({ failed: true, message, retry }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } });
}

export function isNotFound(error: unknown): boolean {
  return error !== null && typeof error === "object" && "init" in error && (error as { init?: { status?: number } }).init?.status === 404;
}

export function isRedirect(error: unknown): error is Response {
  return error instanceof Response && error.status >= 300 && error.status < 400;
}

let lastCacheVersion: string | null = null;

const cacheVersionKey = () => `cv ${env.API_URL}`;

// Spec 4 "Caching": after `pollMs` the known `cv` is served while one refresh runs, so no page waits for it.
export function getCacheVersion(pollMs: number = env.CACHE_VERSION_POLL_MS): Promise<string> {
  return pollMs === 0 ? refreshCacheVersion(pollMs) : cached(cacheVersionKey(), { ttlMs: pollMs, staleMs: Infinity }, fetchCacheVersion).then(noteCacheVersion);
}

export function refreshCacheVersion(pollMs: number = env.CACHE_VERSION_POLL_MS): Promise<string> {
  return refreshed(cacheVersionKey(), { ttlMs: pollMs, staleMs: Infinity }, fetchCacheVersion).then(noteCacheVersion);
}

let knownCacheVersion: string | null = null;
const cacheVersionListeners = new Set<(cv: string) => void>();

export function currentCacheVersion(): string | null {
  return knownCacheVersion;
}

export function onCacheVersionChange(listener: (cv: string) => void): () => void {
  cacheVersionListeners.add(listener);
  return () => cacheVersionListeners.delete(listener);
}

function noteCacheVersion(cv: string): string {
  const previous = knownCacheVersion;
  knownCacheVersion = cv;
  if (previous !== null && previous !== cv) for (const listener of cacheVersionListeners) listener(cv);
  return cv;
}

async function fetchCacheVersion(): Promise<string> {
  try {
    const response = await fetch(`${env.API_URL}/cv`, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
    });
    const parsed = cacheVersionResponse.safeParse(response.ok ? await response.json() : null);
    if (!parsed.success) throw new Error(`GET /cv answered ${response.status}`);
    lastCacheVersion = String(parsed.data.data.cv);
  } catch (error) {
    console.error("Cache version refresh failed:", error instanceof Error ? error.message : error);
  }
  return lastCacheVersion ?? "0";
}
