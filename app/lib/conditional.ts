// RFC 9110's conditional GET for the store's public pages: a weak ETag from what made the page (the build and the render
// key, services/render-cache.server.ts), and If-None-Match compared weakly, so a browser or a CDN that has the page
// hears 304 and no body.

/** The page's validator: the same build and the same data render the same page (the nonce aside). */
export function pageEtag(buildId: string, renderKey: string): string {
  return `W/"${buildId}.${renderKey}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether the client's If-None-Match names this ETag (weak comparison), or any (`*`). */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** What a 304 carries (RFC 9110 15.4.5): what the 200 would have said about caching, and nothing about the body. */
export function notModifiedHeaders(full: Headers): Headers {
  const headers = new Headers();
  for (const name of ["ETag", "Cache-Control", "Vary", "Expires", "Content-Location"]) {
    const value = full.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
