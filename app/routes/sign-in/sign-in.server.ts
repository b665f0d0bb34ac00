import { signInForm } from "~/lib/forms/auth";
import { signIn } from "~/services/auth.server";
import { handleForms, on } from "~/services/form-door.server";

/** Signs in and follows `redirect` when it stays on this site; a refusal shows on the fields the form has (spec 8). */
export function signInAction(request: Request) {
  return handleForms(
    request,
    on(signInForm, ({ email, password, redirect }) => signIn(request, { email, password }, redirect)),
  );
}
