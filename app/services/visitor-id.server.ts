import { uidFromCookies } from "~/lib/visitor-id";

export { UID_COOKIE } from "~/lib/visitor-id";

export function readUid(request: Request): string | undefined {
  return uidFromCookies(request.headers.get("Cookie") ?? "");
}
