import { resetPasswordForm } from "./reset-password.form";
import { resetPassword } from "~/services/auth.server";
import { handleForms, on } from "~/services/form-door.server";

export const PASSWORD_RESTORED = "Your password was restored successfully";

/** The token is the link's; an API error about it is the page's to show, not a field's. */
export function resetPasswordAction(request: Request, token: string) {
  return handleForms(
    request,
    on(resetPasswordForm, async (passwords) => {
      await resetPassword(request, { token, ...passwords });
      return { message: PASSWORD_RESTORED };
    }),
  );
}
