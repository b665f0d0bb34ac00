/**
 * What the access log records of a request's URL: the path only. Query
 * strings carry e-mails, ZIP codes and provider tokens, and the e-mailed
 * links' tokens sign their holder in or reset a password (lib/token-paths.ts),
 * so neither is written down.
 */
import { withoutToken } from "./token-paths";

export function logPath(url: string): string {
  return withoutToken(url.split(/[?#]/)[0] ?? "");
}
