// RFC 9110 conditional GET for public pages.

/** Weak: the same build and data render the same page, the nonce aside. */
export function pageEtag(buildId: string, renderKey: string): string {
  return `W/"${buildId}.${renderKey}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** RFC 9110 15.4.5. */
export function notModifiedHeaders(full: Headers): Headers {
  const headers = new Headers();
  for (const name of ["ETag", "Cache-Control", "Vary", "Expires", "Content-Location"]) {
    const value = full.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
