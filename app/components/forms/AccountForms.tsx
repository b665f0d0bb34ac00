import { ValidatedForm } from "remix-validated-form";

import { PASSWORD_HINT } from "~/lib/forms/messages";
import { recoverRequestValidator, resetPasswordValidator, signUpValidator } from "~/lib/forms/validators";

import { SubmitButton, TextInput } from "./Fields";

type Errors = { errors?: Record<string, string> };

/** Create an account (spec 2 /sign-up). A success shows the spec's registration message on the page. */
export function SignUpForm({ errors }: Errors) {
  const id = "sign-up";
  return (
    <ValidatedForm id={id} validator={signUpValidator} method="post" className="stack" noValidate>
      <div className="field-row">
        <TextInput formId={id} name="first_name" label="First name" autoComplete="given-name" serverError={errors?.first_name} />
        <TextInput formId={id} name="last_name" label="Last name" autoComplete="family-name" serverError={errors?.last_name} />
      </div>
      <TextInput formId={id} name="email" label="Email" type="email" autoComplete="email" serverError={errors?.email} />
      <NewPasswordFields formId={id} labels={["Password", "Confirm password"]} errors={errors} />
      <SubmitButton formId={id} busyText="Creating your account…">
        Create account
      </SubmitButton>
    </ValidatedForm>
  );
}

/** Ask for a recovery link (spec 2 /recover-password). */
export function RecoverRequestForm({ errors }: Errors) {
  const id = "recover-password";
  return (
    <ValidatedForm id={id} validator={recoverRequestValidator} method="post" className="stack" noValidate>
      <TextInput formId={id} name="email" label="Email" type="email" autoComplete="email" serverError={errors?.email} />
      <SubmitButton formId={id} busyText="Sending…">
        Send recovery link
      </SubmitButton>
    </ValidatedForm>
  );
}

/** Choose a new password from a recovery link (spec 2 /recover-password/{token}). */
export function ResetPasswordForm({ errors }: Errors) {
  const id = "reset-password";
  return (
    <ValidatedForm id={id} validator={resetPasswordValidator} method="post" className="stack" noValidate>
      <NewPasswordFields formId={id} labels={["New password", "Confirm new password"]} errors={errors} />
      <SubmitButton formId={id} busyText="Saving…">
        Save new password
      </SubmitButton>
    </ValidatedForm>
  );
}

/** A new password and its confirmation, with the rule as a hint (spec 5 passwordChar, confirm). */
function NewPasswordFields({ formId, labels, errors }: { formId: string; labels: [string, string]; errors?: Record<string, string> }) {
  return (
    <>
      <TextInput formId={formId} name="password" label={labels[0]} type="password" autoComplete="new-password" hint={PASSWORD_HINT} serverError={errors?.password} />
      <TextInput
        formId={formId}
        name="password_confirmation"
        label={labels[1]}
        type="password"
        autoComplete="new-password"
        serverError={errors?.password_confirmation}
      />
    </>
  );
}
