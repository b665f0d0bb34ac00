// Security: public only for a sessionless GET/HEAD 200 the route declares public; must agree with deploy/varnish/store.vcl.
export const PRIVATE_NO_STORE = "private, no-store";
export const PUBLIC_PAGE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
export const SESSION_COOKIE = "__session";

/** Must match the VCL's list. */
export const VISITOR_FREE_PATH = /^\/(?:build\/|media\/|robots\.txt$|sitemap\.xml$|favicon\.svg$)/;

export type Answer = {
  method: string;
  path: string;
  status: number;
  cookie: string | null | undefined;
  setsCookie: boolean;
  cacheControl: string | null | undefined;
};

export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`).test(cookie ?? "");
}

const isPublic = (value: string | null | undefined): value is string =>
  Boolean(value && /(?:^|,)\s*public\b/.test(value) && !/\b(?:private|no-store)\b/.test(value));

export function answerCacheControl({ method, path, status, cookie, setsCookie, cacheControl }: Answer): string {
  if (setsCookie) return PRIVATE_NO_STORE;
  if (VISITOR_FREE_PATH.test(path)) return cacheControl ?? PRIVATE_NO_STORE;
  const readOnly = method === "GET" || method === "HEAD";
  return readOnly && (status === 200 || status === 304) && !hasSessionCookie(cookie) && isPublic(cacheControl) ? cacheControl : PRIVATE_NO_STORE;
}

export type CachingAnswer = Answer & { vary?: string | null; cacheVersion?: string | null };
export type Caching = { cacheControl: string; vary: string | null; cacheVersionTag: string | null };

/** Vary: Cookie, so a browser asks again once it has a session. */
export function answerCaching(answer: CachingAnswer): Caching {
  const cacheControl = answerCacheControl(answer);
  if (VISITOR_FREE_PATH.test(answer.path)) return { cacheControl, vary: answer.vary ?? null, cacheVersionTag: null };
  const names = (answer.vary ?? "").split(",").map((name) => name.trim()).filter(Boolean);
  const varies = names.includes("*") || names.some((name) => name.toLowerCase() === "cookie");
  return {
    cacheControl,
    vary: (varies ? names : [...names, "Cookie"]).join(", "),
    cacheVersionTag: cacheControl === PRIVATE_NO_STORE ? null : (answer.cacheVersion ?? null),
  };
}

/**
 * The rule once per answer (each request's context holds one): the document render decides, and the server's last
 * look at the headers reads that decision. Another status, or a cookie set on an answer decided public, decides again.
 */
export function cachingRule(): (answer: CachingAnswer) => Caching {
  let decided: { status: number; caching: Caching } | null = null;
  return (answer) => {
    const stale = !decided || decided.status !== answer.status || (answer.setsCookie && decided.caching.cacheControl !== PRIVATE_NO_STORE);
    if (stale) decided = { status: answer.status, caching: answerCaching(answer) };
    return decided!.caching;
  };
}

type HeadersArgs = { loaderHeaders: Headers; actionHeaders: Headers; parentHeaders: Headers };

export function pageHeaders({ loaderHeaders, actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const own = loaderHeaders.get("Cache-Control");
  const personal = [parentHeaders, actionHeaders].some((source) => /\b(?:private|no-store)\b/.test(source.get("Cache-Control") ?? ""));
  headers.set("Cache-Control", !personal && isPublic(own) ? own : PRIVATE_NO_STORE);
  return headers;
}
