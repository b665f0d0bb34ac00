import { useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";
import { z } from "zod";

import { Dialog } from "~/components/Dialog";
import type { EmailUsLabels } from "~/components/SiteForms";
import { DoorForm, useFormResult } from "~/components/forms/DoorForm";
import { Select, SubmitButton, TextArea, TextInput } from "~/components/forms/Fields";
import { email, requiredText } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";
import { maxCharactersHint, MESSAGE_MAX } from "~/lib/forms/messages";

// Spec 5 "Email-us".

export const EMAIL_US_SUBJECTS = [
  "order inquiry",
  "wholesale inquiry",
  "product repair inquiry",
  "return or exchange inquiry",
  "other",
] as const;

export const emailUsSchema = z.object({
  subject: z
    .union([z.enum(EMAIL_US_SUBJECTS), z.literal("")])
    .optional()
    .transform((value) => (value ? value : undefined)),
  question: requiredText("Message", MESSAGE_MAX),
  first_name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
  email: email(),
  /** Spec 7: the question's `slug` is the full URL of the page the shopper wrote from. */
  page: z.string().max(2048).optional(),
});

/** Spec 8: an "Error!" alert with the first message, plus the field errors of a 400. */
export const emailUsForm = defineForm("email-us", emailUsSchema, { apiErrors: "fields and message", honeypot: true });

export const THANK_YOU = "Thank you for your message. Our client care team will answer within one business day.";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spec 8: the "Error!" alert is the store's Dialog with JavaScript, in the page without. */
export function EmailUsForm({ labels }: { labels: EmailUsLabels }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const result = useFormResult(emailUsForm, fetcher);
  const [dismissed, setDismissed] = useState<unknown>();
  if (result?.ok) {
    return (
      <div className="thank-you" role="status">
        <h3>Thank you</h3>
        <p>{THANK_YOU}</p>
      </div>
    );
  }
  const alert = result && result === fetcher.data && result.message && dismissed !== result ? result.message : null;
  return (
    <DoorForm form={emailUsForm} fetcher={fetcher} action="/email-us" fetcherMessageElsewhere defaultValues={{ subject: "" }}>
      <input type="hidden" name="page" value={`${location.pathname}${location.search}`} />
      <Select name="subject" label={`${labels.subject} (optional)`}>
        <option value="">Choose a subject</option>
        {EMAIL_US_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {capitalize(subject)}
          </option>
        ))}
      </Select>
      <TextArea name="question" label={labels.text_area} hint={maxCharactersHint(MESSAGE_MAX)} />
      <div className="field-row">
        <TextInput name="first_name" label={labels.full_name} autoComplete="given-name" />
        <TextInput name="last_name" label={labels.last_name} autoComplete="family-name" />
      </div>
      <TextInput name="email" label={labels.email} type="email" autoComplete="email" />
      <SubmitButton busyText="Sending…">{labels.button_text}</SubmitButton>
      {alert ? (
        <Dialog kind="alert" title="Error!" onClose={() => setDismissed(result)}>
          <p>{alert}</p>
        </Dialog>
      ) : null}
    </DoorForm>
  );
}
