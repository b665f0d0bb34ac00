// Spec 8 "Body error_code 503: Redirect to /404". The 404 page is the one page that must never need the API.
export const NOT_FOUND_PATH = "/404";

export function isNotFoundPage(path: string): boolean {
  return new URL(path, "http://store.invalid").pathname.replace(/\/+$/, "") === NOT_FOUND_PATH;
}
