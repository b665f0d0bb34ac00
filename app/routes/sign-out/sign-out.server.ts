import { signOutForm } from "./sign-out.form";
import { signOut } from "~/services/auth.server";
import { handleForms, on } from "~/services/form-door.server";

/** Only the store's own pages can sign a shopper out: a post from another site is refused at the door. */
export function signOutAction(request: Request) {
  return handleForms(request, on(signOutForm, () => signOut(request)));
}
