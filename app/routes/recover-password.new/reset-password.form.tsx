import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { NewPasswordFields, SubmitButton } from "~/components/forms/Fields";
import { confirmed, newPasswordPair } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";

export const resetPasswordSchema = z.object(newPasswordPair).superRefine(confirmed);

export const resetPasswordForm = defineForm("reset-password", resetPasswordSchema);

/** Choose a new password on the page a recovery link leads to (spec 2 /recover-password/{token}). */
export function ResetPasswordForm() {
  return (
    <DoorForm form={resetPasswordForm}>
      <NewPasswordFields labels={["New password", "Confirm new password"]} />
      <SubmitButton busyText="Saving…">Save new password</SubmitButton>
    </DoorForm>
  );
}
