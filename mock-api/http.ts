/** Every body has the API's shape: `{ data }`, or `{ errors: [{ code, property, message }] }` with the status. */
import { HttpResponse } from "msw";

export interface ApiError {
  code: number;
  property: string | null;
  message: string;
}

export const originOf = (request: Request) => new URL(request.url).origin;

/** The store keeps media paths root-relative so one store serves any host name the API is reached by. */
export function withOrigin<T>(value: T, origin: string): T {
  if (typeof value === "string") {
    return (value.startsWith("/media/") ? `${origin}${value}` : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withOrigin(item, origin)) as T;
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = withOrigin(item, origin);
    return copy as T;
  }
  return value;
}

export function ok(request: Request, data: unknown, init?: ResponseInit) {
  return HttpResponse.json({ data: withOrigin(data, originOf(request)) }, init);
}

export function okPage(request: Request, data: unknown[], meta: PageMeta) {
  return HttpResponse.json({ data: withOrigin(data, originOf(request)), meta });
}

export interface PageMeta {
  total: number;
  page: number;
    /** After capping; not the number of items on this page. */
  count: number;
  last_page: number;
}

export function errors(status: number, list: ApiError[]) {
  return HttpResponse.json({ errors: list }, { status });
}

export function apiError(status: number, message: string, property: string | null = null) {
  return errors(status, [{ code: status, property, message }]);
}

export const notFound = () => apiError(404, "Not found");

/** Null when missing or not valid JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
