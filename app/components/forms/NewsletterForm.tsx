import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ValidatedForm } from "remix-validated-form";

import { newsletterValidator } from "~/lib/forms/validators";

import { SubmitButton, TextInput } from "./Fields";

type Result = { ok: true; message: string } | { ok: false; fieldErrors: { email?: string } };

/**
 * The newsletter sign-up (spec 2/4/5/8): posts to /newsletter. The success
 * text stays until the email changes; a failure shows the API's first message,
 * or "Server error", under the field.
 */
export function NewsletterForm({ id: formId, result }: { id: string; result?: Result }) {
  const fetcher = useFetcher<Result>();
  const answer = fetcher.data ?? result;
  // An answer stays until the email changes after it.
  const [dismissed, setDismissed] = useState<Result | undefined>();
  const shownFor = answer !== dismissed ? answer : undefined;

  return (
    <ValidatedForm
      id={formId}
      validator={newsletterValidator}
      fetcher={fetcher}
      method="post"
      action="/newsletter"
      className="newsletter-form"
      noValidate
      onChange={() => setDismissed(answer)}
    >
      <div className="newsletter-form__row">
        <TextInput
          formId={formId}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          serverError={shownFor && !shownFor.ok ? shownFor.fieldErrors.email : undefined}
        />
        <SubmitButton formId={formId} busyText="Subscribing…" className="button newsletter-form__submit">
          Subscribe
        </SubmitButton>
      </div>
      {shownFor?.ok ? (
        <p className="field-success" role="status">
          {shownFor.message}
        </p>
      ) : null}
    </ValidatedForm>
  );
}
