import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { NewPasswordFields, SubmitButton, TextInput } from "~/components/forms/Fields";
import { confirmed, email, newPasswordPair, requiredText } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";

export const signUpSchema = z
  .object({ first_name: requiredText("First name", 100), last_name: requiredText("Last name", 100), email: email(), ...newPasswordPair })
  .superRefine(confirmed);

export const signUpForm = defineForm("sign-up", signUpSchema, { honeypot: true });

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
