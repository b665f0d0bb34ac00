import { signInForm } from "./sign-in.form";
import { signIn } from "~/services/auth.server";
import { type KnownBrowser, knownBrowser } from "~/services/device-cookie.server";
import { handleForms, on } from "~/services/form-door.server";
import {
  type Limit,
  SIGN_IN_HOLD_MS,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_DEVICE,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
  byIp,
  countingWrongGuesses,
  hashed,
  heldPast,
} from "~/services/rate-limit.server";

/** Signs in and follows `redirect` when it stays on this site; a refusal shows on the fields the form has (spec 8). */
export async function signInAction(request: Request) {
  const browser = await knownBrowser(request);
  return handleForms(
    request,
    on(
      signInForm,
      // The account's own count is of wrong passwords in a row: the shopper who knows the password starts it again.
      async ({ email, password, redirect }) => {
        const account = accountLimit(browser, email);
        if (account.rule === SIGN_IN_PER_ACCOUNT) await heldPast(account, SIGN_IN_HOLD_MS);
        const signedIn = await countingWrongGuesses([account], () => signIn(request, { email, password }, redirect));
        signedIn.headers.append("Set-Cookie", await browser.remember(email));
        return signedIn;
      },
      {
        // Guessing one account's password, trying many accounts from one address, and a known browser's own tries.
        limit: ({ email }) => {
          const account = accountLimit(browser, email);
          return [byIp(SIGN_IN_PER_EMAIL, request, hashed(email)), byIp(SIGN_IN_PER_IP, request), ...(account.rule === SIGN_IN_PER_DEVICE ? [account] : [])];
        },
      },
    ),
  );
}

/** Known browsers count alone and are refused past their limit; others are only slowed, so no stranger locks the owner out. */
function accountLimit(browser: KnownBrowser, email: string): Limit {
  const device = browser.keyFor(email);
  return device ? { rule: SIGN_IN_PER_DEVICE, key: device } : { rule: SIGN_IN_PER_ACCOUNT, key: hashed(email) };
}
