// Security: no third-party script on token pages, order tracking or checkout from payment on; unknown checkout paths count as free.
import { isTokenPage } from "./token-paths";

const TRACKING = /^\/+track-your-order\/*$/i;

const CHECKOUT = /^\/+checkout\/+([^/]+)(\/.*)?$/i;
const STEPS_BEFORE_PAYMENT = new Set(["contact", "address", "shipping"]);

export function isThirdPartyFree(path: string): boolean {
  // Not `new URL`: a path starting "//" would parse as a host.
  const [pathname, search = ""] = path.split("#")[0].split(/\?(.*)/s);
  if (isTokenPage(pathname) || TRACKING.test(pathname)) return true;
  const checkout = CHECKOUT.exec(pathname);
  if (!checkout) return false;
  if (checkout[1].toLowerCase() === "success") return false;
  const step = new URLSearchParams(search).get("step");
  return !(checkout[2] === undefined && step !== null && STEPS_BEFORE_PAYMENT.has(step));
}
