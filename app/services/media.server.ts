// The API's media origin may be unreachable and ignores the store's cache rules: URLs go onto `cdn_domain`, MEDIA_URL or /media/.
import { type Env, env as serverEnv } from "./env.server";

type MediaEnv = Pick<Env, "API_URL" | "MEDIA_URL">;

type State = {
  base: string;
  /** JSON text may escape the slashes. */
  plain: string;
  escaped: string;
  plainTo: string;
  escapedTo: string;
};

let state = stateFor(null, serverEnv);
let warned: string | null = null;

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

export function mediaBase(): string {
  return state.base;
}

export function mediaOrigin(): string | null {
  return state.base ? new URL(state.base).origin : null;
}

export function rewriteMediaUrls(jsonText: string): string {
  const { plain, escaped, plainTo, escapedTo } = state;
  if (plain === plainTo) return jsonText;
  let text = jsonText;
  if (text.includes(plain)) text = text.replaceAll(plain, plainTo);
  if (text.includes(escaped)) text = text.replaceAll(escaped, escapedTo);
  return text;
}

/** Nothing of the shopper's is forwarded. */
const CONDITIONAL_HEADERS = ["if-none-match", "if-modified-since"] as const;

/** `signal` is the shopper's request, so one who goes away stops the transfer. */
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
