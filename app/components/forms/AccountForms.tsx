import { PASSWORD_HINT } from "~/lib/forms/messages";
import { recoverPasswordForm, resetPasswordForm, signUpForm } from "~/lib/forms/auth";

import { DoorForm } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

/** Create an account (spec 2 /sign-up). A success shows the spec's registration message on the page. */
export function SignUpForm() {
  return (
    <DoorForm form={signUpForm}>
      <div className="field-row">
        <TextInput name="first_name" label="First name" autoComplete="given-name" />
        <TextInput name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <NewPasswordFields labels={["Password", "Confirm password"]} />
      <SubmitButton busyText="Creating your account…">Create account</SubmitButton>
    </DoorForm>
  );
}

/** Ask for a recovery link (spec 2 /recover-password). */
export function RecoverPasswordForm() {
  return (
    <DoorForm form={recoverPasswordForm}>
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <SubmitButton busyText="Sending…">Send recovery link</SubmitButton>
    </DoorForm>
  );
}

/** Choose a new password from a recovery link (spec 2 /recover-password/{token}). */
export function ResetPasswordForm() {
  return (
    <DoorForm form={resetPasswordForm}>
      <NewPasswordFields labels={["New password", "Confirm new password"]} />
      <SubmitButton busyText="Saving…">Save new password</SubmitButton>
    </DoorForm>
  );
}

/** A new password and its confirmation, with the rule as a hint (spec 5 passwordChar, confirm). */
function NewPasswordFields({ labels }: { labels: [string, string] }) {
  return (
    <>
      <TextInput name="password" label={labels[0]} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <TextInput name="password_confirmation" label={labels[1]} type="password" autoComplete="new-password" />
    </>
  );
}
