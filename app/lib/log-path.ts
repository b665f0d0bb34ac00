/**
 * What the access log records of a request's URL: the path only. Query
 * strings carry e-mails, ZIP codes and provider tokens, and the e-mailed
 * links' tokens (`/verify/{token}`, `/recover-password/{token}`) sign their
 * holder in or reset a password, so neither is written down.
 */
const TOKEN_PATH = /^(\/+(?:verify|recover-password))\/[^/]+/i;

export function logPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path.replace(TOKEN_PATH, "$1/[token]");
}
