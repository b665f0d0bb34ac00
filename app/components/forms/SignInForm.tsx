import { Link, useFetcher } from "@remix-run/react";

import { signInForm } from "~/lib/forms/auth";

import { DoorForm, useFormResult } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

/**
 * Sign in (spec 5): email and password. Posts to /sign-in, which signs in,
 * merges the cart and sends the shopper on to `redirect` when it is on this site.
 */
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
