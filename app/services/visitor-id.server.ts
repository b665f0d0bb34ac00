/**
 * The visitor id of a request. The server sets a random one with a visitor's
 * first private answer (visitor.server.ts); with JavaScript the browser replaces it
 * with its fingerprint (lib/visitor-fingerprint.ts).
 */
import { uidFromCookies } from "~/lib/visitor-id";

export { UID_COOKIE } from "~/lib/visitor-id";

export function readUid(request: Request): string | undefined {
  return uidFromCookies(request.headers.get("Cookie") ?? "");
}
