import { Link, useFetcher } from "@remix-run/react";
import { z } from "zod";

import { DoorForm, useFormResult } from "~/components/forms/DoorForm";
import { SubmitButton, TextInput } from "~/components/forms/Fields";
import { email } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";
import { required } from "~/lib/forms/messages";

export const signInSchema = z.object({
  email: email(),
  password: z.string({ required_error: required("Password") }).min(1, required("Password")).max(128),
  redirect: z.string().max(2048).optional(),
});

/** Spec 8: a sign-in error shows on the field it names, if the form has it; otherwise nothing. */
export const signInForm = defineForm("sign-in", signInSchema, { apiErrors: "fields only", honeypot: true });

export function SignInForm({ redirect }: { redirect?: string | null }) {
  const fetcher = useFetcher();
  const result = useFormResult(signInForm, fetcher);
  // A refused post without JavaScript lands on /sign-in, whose URL no longer says where to go after.
  const target = redirect || (result && !result.ok ? result.values.redirect : undefined);
  return (
    <DoorForm form={signInForm} fetcher={fetcher} action="/sign-in">
      {target ? <input type="hidden" name="redirect" value={target} /> : null}
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <TextInput name="password" label="Password" type="password" autoComplete="current-password" />
      <p className="small">
        <Link to="/recover-password">Forgot your password?</Link>
      </p>
      <SubmitButton busyText="Signing in…">Sign in</SubmitButton>
    </DoorForm>
  );
}
