/**
 * Where the shopper's browser fetches the API's media from.
 *
 * The API answers with absolute media URLs on its own origin
 * (`https://api.example.com/media/...`), which a shopper's browser may not be
 * able to reach and which carry none of the store's cache rules. Every API
 * body is rewritten, as text before it is parsed, onto the public media base:
 * 1. the API's `settings.cdn_domain` (GET /bootstrap, spec 6 integration type
 *    8 "CDN domain"), a bare host (`cdn.example.com`, read as https) or an
 *    http(s) URL;
 * 2. else `MEDIA_URL`;
 * 3. else "" : root-relative `/media/...`, served from the store's own origin
 *    by routes/media.$.tsx, which proxies the API's media.
 *
 * Anything else in `cdn_domain` (another scheme, no host, a query) is
 * ignored, with a warning: it would become every image's address.
 */
import { type Env, env as serverEnv } from "./env.server";

type MediaEnv = Pick<Env, "API_URL" | "MEDIA_URL">;

type State = {
  /** "" (the store's origin) or an http(s) URL without a trailing slash. */
  base: string;
  /** The API's media prefix, as JSON text may spell it: plain and with escaped slashes. */
  plain: string;
  escaped: string;
  plainTo: string;
  escapedTo: string;
};

let state = stateFor(null, serverEnv);
let warned: string | null = null;

/** A bare host or an http(s) URL made a media base (no trailing slash); null when it is not one. */
export function mediaBaseFrom(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const candidate = /^[a-z0-9.-]+(?::\d{1,5})?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname || url.username || url.password || url.search || url.hash) return null;
  if (!/^https?:\/\//i.test(candidate)) return null; // "https:cdn.example.com" parses, but is no URL anyone means
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

function stateFor(cdnDomain: string | null | undefined, environment: MediaEnv): State {
  const base = mediaBaseFrom(cdnDomain) ?? environment.MEDIA_URL ?? "";
  const api = new URL(environment.API_URL).origin;
  const escape = (text: string) => text.replaceAll("/", "\\/");
  return {
    base,
    plain: `${api}/media/`,
    escaped: escape(`${api}/media/`),
    plainTo: `${base}/media/`,
    escapedTo: escape(`${base}/media/`),
  };
}

/**
 * Takes the API's `cdn_domain` (startup.server.ts, from GET /bootstrap).
 * Returns whether the base changed. `environment` is for tests.
 */
export function setMediaBase(cdnDomain: string | null | undefined, environment: MediaEnv = serverEnv): boolean {
  if (cdnDomain?.trim() && mediaBaseFrom(cdnDomain) === null && warned !== cdnDomain) {
    warned = cdnDomain;
    console.warn(`Ignoring the API's cdn_domain ${JSON.stringify(cdnDomain)}: not a host name or an http(s) URL`);
  }
  const next = stateFor(cdnDomain, environment);
  const changed = next.base !== state.base || next.plain !== state.plain;
  state = next;
  return changed;
}

/** "" (root-relative, the store's own origin) or the media base URL. */
export function mediaBase(): string {
  return state.base;
}

/** The media base's origin, for the CSP's img-src; null when media are the store's own. */
export function mediaOrigin(): string | null {
  return state.base ? new URL(state.base).origin : null;
}

/**
 * Every API media URL in a raw JSON body, moved onto the media base. Runs on
 * every response, so it is two string replacements with needles made once,
 * and the body itself when there is nothing to move.
 */
export function rewriteMediaUrls(jsonText: string): string {
  const { plain, escaped, plainTo, escapedTo } = state;
  if (plain === plainTo) return jsonText;
  let text = jsonText;
  if (text.includes(plain)) text = text.replaceAll(plain, plainTo);
  if (text.includes(escaped)) text = text.replaceAll(escaped, escapedTo);
  return text;
}

/** Request headers handed to the API with a media request: what makes a conditional request, nothing of the shopper's. */
const CONDITIONAL_HEADERS = ["if-none-match", "if-modified-since"] as const;

/**
 * Asks the API for one of its media: `path` (already checked, no leading
 * slash) on the API's origin, at `width` when given. Rejects on a timeout or a
 * network failure; `signal` is the shopper's request, so a shopper who goes
 * away stops the transfer.
 */
export function fetchApiMedia(
  path: string,
  { method, width, headers, signal, environment = serverEnv }: {
    method: "GET" | "HEAD";
    width: number | null;
    headers: Headers;
    signal?: AbortSignal;
    environment?: Pick<Env, "API_URL" | "API_TIMEOUT_MS">;
  },
): Promise<Response> {
  const url = new URL(`/media/${path}`, new URL(environment.API_URL).origin);
  if (width !== null) url.searchParams.set("w", String(width));
  const upstream = new Headers({ Accept: "image/*" });
  for (const name of CONDITIONAL_HEADERS) {
    const value = headers.get(name);
    if (value) upstream.set(name, value);
  }
  const timeout = AbortSignal.timeout(environment.API_TIMEOUT_MS);
  return fetch(url, { method, headers: upstream, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
}
