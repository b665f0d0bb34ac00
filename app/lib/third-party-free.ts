/**
 * The pages no third-party script may run on: the token pages, whose address
 * is a secret (lib/token-paths.ts), and the checkout from the payment step
 * on, where the store's own form takes the card number. Only the steps
 * before payment and the confirmation run them, so an unknown checkout
 * address is on the safe side.
 *
 * The server gives these pages no integrations (services/shell.server.ts) and
 * a policy that allows none; a browser already running third parties opens
 * them as a new document (components/ThirdPartyGate.tsx).
 */
import { isTokenPage } from "./token-paths";

const CHECKOUT = /^\/+checkout\/+([^/]+)(\/.*)?$/i;
const STEPS_BEFORE_PAYMENT = new Set(["contact", "address", "shipping"]);

/** `path`: a path with its query, as in a link or a redirect (`/checkout/c-1?step=payment`). */
export function isThirdPartyFree(path: string): boolean {
  // Split by hand: a path starting "//" is no host here.
  const [pathname, search = ""] = path.split("#")[0].split(/\?(.*)/s);
  if (isTokenPage(pathname)) return true;
  const checkout = CHECKOUT.exec(pathname);
  if (!checkout) return false;
  if (checkout[1].toLowerCase() === "success") return false;
  const step = new URLSearchParams(search).get("step");
  return !(checkout[2] === undefined && step !== null && STEPS_BEFORE_PAYMENT.has(step));
}
