import { signInForm } from "~/site-forms/sign-in.form";
import { signIn } from "~/services/auth.server";
import { handleForms, on } from "~/services/form-door.server";
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_EMAIL, SIGN_IN_PER_IP, byIp, countingWrongGuesses, hashed } from "~/services/rate-limit.server";

/** Signs in and follows `redirect` when it stays on this site; a refusal shows on the fields the form has (spec 8). */
export function signInAction(request: Request) {
  return handleForms(
    request,
    on(
      signInForm,
      // The account's own count is of wrong passwords in a row: the shopper who knows the password starts it again.
      ({ email, password, redirect }) => countingWrongGuesses([accountLimit(email)], () => signIn(request, { email, password }, redirect)),
      {
        // Guessing one account's password, trying many accounts from one address, and one account from many.
        limit: ({ email }) => [byIp(SIGN_IN_PER_EMAIL, request, hashed(email)), byIp(SIGN_IN_PER_IP, request), accountLimit(email)],
      },
    ),
  );
}

const accountLimit = (email: string) => ({ rule: SIGN_IN_PER_ACCOUNT, key: hashed(email) });
