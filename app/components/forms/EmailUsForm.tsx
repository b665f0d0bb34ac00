import { useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";
import { ValidatedForm } from "remix-validated-form";

import { EMAIL_US_SUBJECTS } from "~/lib/forms/email-us";
import { MESSAGE_MAX, maxCharactersHint } from "~/lib/forms/messages";
import { emailUsValidator } from "~/lib/forms/validators";

import { Select, SubmitButton, TextArea, TextInput } from "./Fields";
import { ErrorAlert } from "../ErrorAlert";

export type EmailUsLabels = {
  title: string;
  subTitle: string;
  subject: string;
  full_name: string;
  last_name: string;
  email: string;
  text_area: string;
  button_text: string;
};

export type EmailUsResult = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export const EMAIL_US_FORM_ID = "email-us";
export const THANK_YOU = "Thank you for your message. Our client care team will answer within one business day.";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Email us (spec 2/5/8). Labels come from the email-us block. After success a
 * thank-you state; a failure shows an alert titled "Error!" with the first
 * message, and the field errors of a 400 under their fields.
 */
export function EmailUsForm({ labels, result, errors }: { labels: EmailUsLabels; result?: EmailUsResult; errors?: Record<string, string> }) {
  const fetcher = useFetcher<EmailUsResult>();
  const location = useLocation();
  const answer = fetcher.data ?? result;
  const [dismissed, setDismissed] = useState<EmailUsResult | undefined>();

  if (answer?.ok) {
    return (
      <div className="thank-you" role="status">
        <h3>Thank you</h3>
        <p>{THANK_YOU}</p>
      </div>
    );
  }
  const failure = answer && !answer.ok ? answer : undefined;
  const serverErrors = { ...errors, ...failure?.fieldErrors };

  return (
    <ValidatedForm id={EMAIL_US_FORM_ID} validator={emailUsValidator} fetcher={fetcher} method="post" action="/email-us" className="stack" noValidate>
      <input type="hidden" name="page" value={`${location.pathname}${location.search}`} />
      {failure && dismissed !== failure ? (
        <ErrorAlert message={failure.message}>
          <button type="button" className="text-link link-button" onClick={() => setDismissed(failure)}>
            OK
          </button>
        </ErrorAlert>
      ) : null}
      <Select formId={EMAIL_US_FORM_ID} name="subject" label={`${labels.subject} (optional)`} serverError={serverErrors.subject} defaultValue="">
        <option value="">Choose a subject</option>
        {EMAIL_US_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {capitalize(subject)}
          </option>
        ))}
      </Select>
      <TextArea
        formId={EMAIL_US_FORM_ID}
        name="question"
        label={labels.text_area}
        hint={maxCharactersHint(MESSAGE_MAX)}
        serverError={serverErrors.question}
      />
      <div className="field-row">
        <TextInput formId={EMAIL_US_FORM_ID} name="first_name" label={labels.full_name} autoComplete="given-name" serverError={serverErrors.first_name} />
        <TextInput formId={EMAIL_US_FORM_ID} name="last_name" label={labels.last_name} autoComplete="family-name" serverError={serverErrors.last_name} />
      </div>
      <TextInput formId={EMAIL_US_FORM_ID} name="email" label={labels.email} type="email" autoComplete="email" serverError={serverErrors.email} />
      <SubmitButton formId={EMAIL_US_FORM_ID} busyText="Sending…">
        {labels.button_text}
      </SubmitButton>
    </ValidatedForm>
  );
}
