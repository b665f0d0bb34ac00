// The path only: query strings carry e-mails, ZIP codes and provider tokens, and token pages' paths are secrets.
import { withoutToken } from "./token-paths";

export function logPath(url: string): string {
  return withoutToken(url.split(/[?#]/)[0] ?? "");
}
