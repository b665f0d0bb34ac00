import { Link, useFetcher } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { signInValidator } from "~/lib/forms/validators";

import { SubmitButton, TextInput } from "./Fields";

export const SIGN_IN_FORM_ID = "sign-in";

/**
 * Sign in (spec 5): email and password. Posts to /sign-in, which signs in,
 * merges the cart and sends the shopper on to `redirect` when it is on this site.
 */
export function SignInForm({ redirect, errors }: { redirect?: string | null; errors?: Record<string, string> }) {
  const fetcher = useFetcher();
  return (
    <ValidatedForm id={SIGN_IN_FORM_ID} validator={signInValidator} fetcher={fetcher} method="post" action="/sign-in" className="stack" noValidate>
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      <TextInput formId={SIGN_IN_FORM_ID} name="email" label="Email" type="email" autoComplete="email" serverError={errors?.email} />
      <TextInput formId={SIGN_IN_FORM_ID} name="password" label="Password" type="password" autoComplete="current-password" serverError={errors?.password} />
      <p className="small">
        <Link to="/recover-password">Forgot your password?</Link>
      </p>
      <SubmitButton formId={SIGN_IN_FORM_ID} busyText="Signing in…">
        Sign in
      </SubmitButton>
    </ValidatedForm>
  );
}
