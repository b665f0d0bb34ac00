import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { SubmitButton, TextInput } from "~/components/forms/Fields";
import { email } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";

export const recoverRequestSchema = z.object({ email: email() });

export const recoverPasswordForm = defineForm("recover-password", recoverRequestSchema, { honeypot: true });

/** Ask for a recovery link (spec 2 /recover-password). */
export function RecoverPasswordForm() {
  return (
    <DoorForm form={recoverPasswordForm}>
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <SubmitButton busyText="Sending…">Send recovery link</SubmitButton>
    </DoorForm>
  );
}
