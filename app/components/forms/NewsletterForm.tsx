import { useFetcher } from "@remix-run/react";
import { useState } from "react";

import type { FormResult } from "~/lib/forms/form";
import { newsletterForm } from "~/lib/forms/newsletter";

import { DoorForm, useFormResult } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

/**
 * The newsletter sign-up (spec 2/4/5/8): posts to /newsletter. The success
 * text stays until the email changes; a failure shows the API's first
 * message, or "Server error", under the field. `id` keeps the footer's, the
 * error page's and the newsletter page's forms apart.
 */
export function NewsletterForm({ id }: { id: string }) {
  const fetcher = useFetcher();
  const answer = useFormResult(newsletterForm, fetcher);
  // The success text stays until the email changes after it (an error leaves its field the same way).
  const [dismissed, setDismissed] = useState<FormResult | undefined>();
  const success = answer?.ok && answer !== dismissed ? answer : undefined;

  return (
    <DoorForm
      form={newsletterForm}
      id={id}
      fetcher={fetcher}
      action="/newsletter"
      className="newsletter-form"
      onChange={() => setDismissed(answer)}
    >
      <div className="newsletter-form__row">
        <TextInput name="email" label="Email address" type="email" autoComplete="email" />
        <SubmitButton busyText="Subscribing…" className="button newsletter-form__submit">
          Subscribe
        </SubmitButton>
      </div>
      {success ? (
        <p className="field-success" role="status">
          {success.message}
        </p>
      ) : null}
    </DoorForm>
  );
}
