import { signUpForm } from "./sign-up.form";
import { signUp } from "~/services/auth.server";
import { handleForms, on } from "~/services/form-door.server";
import { SIGN_UP, byIp } from "~/services/rate-limit.server";

export const REGISTERED = "Registration was successful, follow the instructions in the e-mail sent to you";

export function signUpAction(request: Request) {
  return handleForms(
    request,
    on(signUpForm, async (account) => {
      await signUp(request, account);
      return { message: REGISTERED };
    }, { limit: () => [byIp(SIGN_UP, request)] }),
  );
}
