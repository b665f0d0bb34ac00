/** API images on our origin (no CDN): plain path segments and `w`/`format=png` only, else 404/502; SVGs get a no-script CSP. */
// `format=png` rasterises an SVG (resvg: no script, nothing fetched) for og:image readers that take no SVG.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { MEDIA_WIDTHS, clampWidth, isSafeMediaPath } from "~/lib/media";
import { fetchApiMedia } from "~/services/media.server";

/** Images never change at a URL (a new image is a new file): a month, then a day served stale. */
export const MEDIA_CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";
/** An SVG opened directly: its own styles and data: images render, nothing else loads or runs. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
const PREFIX = "/media/";
const PASSED_ON = ["etag", "last-modified"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The path as it was sent, still percent-encoded: anything encoded is refused, never decoded.
  const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : "";
  if (!isSafeMediaPath(path)) return notFound();

  const format = url.searchParams.get("format");
  if (format !== null && format !== "png") return notFound();
  const width = clampWidth(url.searchParams.get("w"));

  let upstream: Response;
  try {
    upstream = await fetchApiMedia(path, {
      // A PNG is drawn from the whole SVG: the client's validators name the PNG, not the source.
      method: request.method === "HEAD" && !format ? "HEAD" : "GET",
      width: format ? null : width,
      headers: format ? new Headers() : request.headers,
      signal: request.signal,
    });
  } catch {
    return failed();
  }

  if (upstream.status === 304) {
    return new Response(null, { status: 304, headers: imageHeaders(upstream, null) });
  }
  const type = upstream.headers.get("content-type") ?? "";
  if (!upstream.ok || !/^image\/[a-z0-9.+-]+\s*(?:;|$)/i.test(type)) {
    // Not awaited: nothing of it is read, and the answer need not wait for the stream to close.
    upstream.body?.cancel().catch(() => undefined);
    return upstream.ok || upstream.status === 404 || upstream.status === 410 ? notFound() : failed();
  }
  if (format && /^image\/svg\+xml/i.test(type)) return drawn(await upstream.text(), width ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1], request.method === "HEAD");
  return new Response(upstream.body, { status: 200, headers: imageHeaders(upstream, type) });
}

/** An SVG too large to be a picture is not drawn. */
const MAX_SVG_CHARS = 2_000_000;

async function drawn(svg: string, width: number, head: boolean): Promise<Response> {
  if (svg.length > MAX_SVG_CHARS) return notFound();
  const { Resvg } = await import("@resvg/resvg-js");
  let png: Buffer;
  try {
    png = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: true } }).render().asPng();
  } catch {
    return notFound();
  }
  const headers = new Headers({ "Cache-Control": MEDIA_CACHE_CONTROL, "Content-Type": "image/png", "Content-Length": String(png.length) });
  return new Response(head ? null : new Uint8Array(png), { status: 200, headers });
}

function imageHeaders(upstream: Response, type: string | null): Headers {
  const headers = new Headers({ "Cache-Control": MEDIA_CACHE_CONTROL });
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (type) {
    headers.set("Content-Type", type);
    // fetch() decodes a compressed body, whose Content-Length is then wrong.
    const length = upstream.headers.get("content-length");
    if (length && !upstream.headers.has("content-encoding")) headers.set("Content-Length", length);
  }
  if (!type || /^image\/svg\+xml/i.test(type)) headers.set("Content-Security-Policy", SVG_POLICY);
  return headers;
}

function notFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
}

/** No detail of what went wrong upstream reaches the browser. */
function failed() {
  return new Response(null, { status: 502, headers: { "Cache-Control": "no-store" } });
}
