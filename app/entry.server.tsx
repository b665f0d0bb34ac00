// Crawlers get the whole page at once (`onAllReady`); people get the shell first and the rest streams in.
import { PassThrough, Transform } from "node:stream";

import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { loadForms } from "./lib/lazy-part";
import { NonceProvider } from "./components/Nonce";
import { pageFields } from "./lib/analytics";
import { notModified, notModifiedHeaders, pageEtag } from "./lib/conditional";
import { createBootRewriter } from "./lib/late-boot";
import { currentCacheVersion } from "./services/api.server";
import { currentBuildId } from "./services/redis.server";
import { landingVisitMarkup } from "./services/landing-visit.server";
import { PAGE_KEY_HEADER, keepPage } from "./services/page-cache.server";
import { keepRender, keptRender, renderKey } from "./services/render-cache.server";
import { createNonce, documentHeaders } from "./services/security-headers.server";
import type { Shell } from "./services/shell.server";
import { handleDocumentVisit } from "./services/visitor.server";

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const context = remixContext.staticHandlerContext;
  const matches = context.matches.map((match) => ({
    handle: remixContext.routeModules[match.route.id]?.handle,
    data: context.loaderData?.[match.route.id],
  }));
  const forBot = isbot(request.headers.get("user-agent") ?? "");
  const url = new URL(request.url);
  // Decided here, once: the server applies this decision to the answer, and the render cache keeps only what is public.
  const { cacheControl } = loadContext.caching({
    method: request.method,
    path: url.pathname,
    status: responseStatusCode,
    cookie: request.headers.get("Cookie"),
    setsCookie: responseHeaders.has("Set-Cookie"),
    cacheControl: responseHeaders.get("Cache-Control"),
    vary: responseHeaders.get("Vary"),
    cacheVersion: currentCacheVersion(),
  });
  responseHeaders.set("Cache-Control", cacheControl);
  const cacheKey = renderKey({
    method: request.method,
    url: request.url,
    status: responseStatusCode,
    cacheControl,
    forBot,
    data: [context.loaderData, context.actionData, context.errors],
  });
  const fields = pageFields(url.pathname, matches);
  handleDocumentVisit(request, responseStatusCode, responseHeaders, fields, loadContext.caching);
  const shell = context.loaderData?.root as Pick<Shell, "integrations"> | undefined;
  const nonce = createNonce();
  for (const [name, value] of Object.entries(documentHeaders(nonce, undefined, shell?.integrations ?? []))) {
    responseHeaders.set(name, value);
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (cacheKey) {
    // A 304 carries no policy naming a nonce its cached copy lacks.
    const etag = pageEtag(currentBuildId(), cacheKey);
    responseHeaders.set("ETag", etag);
    if (notModified(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers: notModifiedHeaders(responseHeaders) });
  }
  const pageKey = cacheKey ? request.headers.get(PAGE_KEY_HEADER) : null;
  const keepWhole = () => {
    if (cacheKey && pageKey) keepPage(pageKey, { renderKey: cacheKey, status: responseStatusCode, headers: responseHeaders, nonce });
  };
  const kept = cacheKey ? keptRender(cacheKey, nonce) : null;
  if (kept !== null) {
    keepWhole();
    return new Response(bodyOf(kept), { headers: responseHeaders, status: responseStatusCode });
  }

  // Forms render at once on the server, never streamed in later: without JavaScript a streamed form would stay hidden.
  await loadForms();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Called after the render below has begun: `abort` is there by then.
    const timer = setTimeout(() => abort(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        // React's own inline scripts (revealing streamed Suspense boundaries) carry it too.
        nonce,
        [forBot ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = cacheKey ? keeping(cacheKey, nonce, () => responseStatusCode === 200, keepWhole) : new PassThrough();
          // The timer must not hold this request's data for ABORT_DELAY.
          body.once("close", () => clearTimeout(timer));
          const page = lateBoot(landingVisitMarkup({ path: url.pathname, fields }, nonce));
          page.pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, Remix logs them itself.
          if (shellRendered) loadContext.log.error({ err: error }, "render failed after the shell");
        },
      },
    );
  });
}

/** Remix's boot markup made inert, to start on the shopper's first intent (lib/late-boot.ts). */
function lateBoot(beforeBodyEnd: string): Transform {
  const rewriter = createBootRewriter({ beforeBodyEnd });
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = rewriter.push(decoder.decode(chunk, { stream: true }));
      done(null, text || undefined);
    },
    flush(done) {
      const text = rewriter.push(decoder.decode()) + rewriter.end();
      done(null, text || undefined);
    },
  });
}

/** A Response given bytes copies them first: a stream avoids the copy. */
function bodyOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

function keeping(key: string, nonce: string, ok: () => boolean, kept: () => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (ok()) {
        keepRender(key, Buffer.concat(chunks).toString("utf8"), nonce);
        kept();
      }
      done();
    },
  });
}
