import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { z } from "zod";

import { DoorForm, useFormResult } from "~/components/forms/DoorForm";
import { SubmitButton, TextInput } from "~/components/forms/Fields";
import { email } from "~/lib/forms/fields";
import { defineForm, type FormResult } from "~/lib/forms/form";

/** Spec 5 "Newsletter". */
export const newsletterSchema = z.object({ email: email() });

/** Spec 8: the API's first message, or "Server error", under the email field. */
export const newsletterForm = defineForm("newsletter", newsletterSchema, { apiErrors: { field: "email", fallback: "Server error" }, honeypot: true });

/** `id` keeps the footer's, the error page's and the newsletter page's forms apart. */
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
