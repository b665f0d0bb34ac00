import { recoverPasswordForm } from "./recover-password.form";
import { requestPasswordRecovery } from "~/services/auth.server";
import { handleForms, on } from "~/services/form-door.server";
import { PASSWORD_RECOVERY, byIp } from "~/services/rate-limit.server";

export const RECOVERY_SENT = "Form sent successfully, follow the instructions in the e-mail sent to you";

export function recoverPasswordAction(request: Request) {
  return handleForms(
    request,
    on(recoverPasswordForm, async ({ email }) => {
      await requestPasswordRecovery(request, email);
      return { message: RECOVERY_SENT };
    }, { limit: () => [byIp(PASSWORD_RECOVERY, request)] }),
  );
}
