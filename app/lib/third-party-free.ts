// No third-party script on the token pages (their address is a secret), order tracking (an e-mail, a billing ZIP code and
// what they find) or the checkout from the payment step on (the card form): only the earlier steps and the
// confirmation run them, so an unknown checkout address is on the safe side.
import { isTokenPage } from "./token-paths";

const TRACKING = /^\/+track-your-order\/*$/i;

const CHECKOUT = /^\/+checkout\/+([^/]+)(\/.*)?$/i;
const STEPS_BEFORE_PAYMENT = new Set(["contact", "address", "shipping"]);

export function isThirdPartyFree(path: string): boolean {
  // Split by hand: a path starting "//" is no host here.
  const [pathname, search = ""] = path.split("#")[0].split(/\?(.*)/s);
  if (isTokenPage(pathname) || TRACKING.test(pathname)) return true;
  const checkout = CHECKOUT.exec(pathname);
  if (!checkout) return false;
  if (checkout[1].toLowerCase() === "success") return false;
  const step = new URLSearchParams(search).get("step");
  return !(checkout[2] === undefined && step !== null && STEPS_BEFORE_PAYMENT.has(step));
}
