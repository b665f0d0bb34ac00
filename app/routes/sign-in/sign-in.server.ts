import { signInForm } from "~/lib/forms/auth";
import { signIn } from "~/services/auth.server";
import { handleForms, on } from "~/services/form-door.server";
import { SIGN_IN_PER_EMAIL, SIGN_IN_PER_IP, byIp, hashed } from "~/services/rate-limit.server";

/** Signs in and follows `redirect` when it stays on this site; a refusal shows on the fields the form has (spec 8). */
export function signInAction(request: Request) {
  return handleForms(
    request,
    on(signInForm, ({ email, password, redirect }) => signIn(request, { email, password }, redirect), {
      // Guessing one account's password, and trying many accounts from one address.
      limit: ({ email }) => [byIp(SIGN_IN_PER_EMAIL, request, hashed(email)), byIp(SIGN_IN_PER_IP, request)],
    }),
  );
}
