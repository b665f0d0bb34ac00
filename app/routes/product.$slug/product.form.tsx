import { useFetcher } from "@remix-run/react";
import type { ReactElement } from "react";
import { z } from "zod";

import { FieldMessages, describedBy } from "~/components/Field";
import { DoorForm, useFormResult } from "~/components/forms/DoorForm";
import { SubmitButton, TextArea, TextInput } from "~/components/forms/Fields";
import { email, optionalText, requiredText } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";
import { HINT_MESSAGE_MAX, maxCharactersHint, MESSAGE_MAX } from "~/lib/forms/messages";
import { RECIPIENT_LIMITS, type RecipientField } from "~/lib/line-choice";
import type { GiftRecipientProps } from "~/components/product/AddToBag";

export const hintSchema = z.object({
  email: email("Their email"),
  name: optionalText(100),
  message: optionalText(HINT_MESSAGE_MAX),
});

export const questionSchema = z.object({
  first_name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
  email: email(),
  question: requiredText("Your question", MESSAGE_MAX),
});

export const hintForm = defineForm("hint", hintSchema, { honeypot: true });
export const questionForm = defineForm("question", questionSchema, { honeypot: true });

function Sent({ message }: { message?: string }) {
  return (
    <p className="field-success" role="status">
      {message}
    </p>
  );
}

export function HintForm() {
  const fetcher = useFetcher();
  const result = useFormResult(hintForm, fetcher);
  if (result?.ok) return <Sent message={result.message} />;
  return (
    <DoorForm form={hintForm} fetcher={fetcher}>
      <p className="small">We will send them a link to this piece. Nothing else, and we keep no list.</p>
      <TextInput name="email" label="Their email" type="email" autoComplete="off" />
      <TextInput name="name" label="Your name (optional)" autoComplete="name" />
      <TextArea name="message" label="A note (optional)" rows={4} hint={maxCharactersHint(HINT_MESSAGE_MAX)} />
      <SubmitButton busyText="Sending…" className="button">
        Send the hint
      </SubmitButton>
    </DoorForm>
  );
}

/** `about`: the piece a sold-out configuration's shopper asks after, written into the question for them. */
export function QuestionForm({ about }: { about?: string }) {
  const fetcher = useFetcher();
  const result = useFormResult(questionForm, fetcher);
  if (result?.ok) return <Sent message={result.message} />;
  const asking = about ? { question: `Please tell me when the ${about} is back, or whether it can be made for me.` } : undefined;
  return (
    <DoorForm form={questionForm} fetcher={fetcher} defaultValues={asking}>
      <div className="field-row">
        <TextInput name="first_name" label="First name" autoComplete="given-name" />
        <TextInput name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <TextInput name="email" label="Email" type="email" autoComplete="email" />
      <TextArea name="question" label="Your question" rows={4} hint={maxCharactersHint(MESSAGE_MAX)} />
      <SubmitButton busyText="Sending…" className="button">
        Send question
      </SubmitButton>
    </DoorForm>
  );
}

const SEND_AT_ONCE_HINT = "Leave it empty to send the card as soon as your order is placed.";

/** The API judges the e-gift card's fields: the store's today is not the shopper's, so the page sets no date min or max. */
export function GiftRecipientFields({ chosen, invalid }: GiftRecipientProps) {
  function field(name: RecipientField, label: string, control: (props: Record<string, unknown>) => ReactElement, hint?: string) {
    const id = `gift-${name}`;
    const refused = invalid?.field === name;
    const described = [describedBy(id, hint), refused ? invalid.errorId : null].filter(Boolean).join(" ");
    return (
      <div className={`field${refused ? " field--invalid" : ""}`}>
        <label htmlFor={id}>{label}</label>
        {control({ id, name, defaultValue: chosen?.[name] ?? "", "aria-invalid": refused || undefined, "aria-describedby": described || undefined })}
        <FieldMessages id={id} hint={hint} />
      </div>
    );
  }
  return (
    <fieldset className="gift-recipient">
      <legend>Who is it for?</legend>
      <p className="small">We e-mail the card to them with your message.</p>
      {field("recipient_name", "Recipient’s name", (props) => <input type="text" autoComplete="off" maxLength={RECIPIENT_LIMITS.recipient_name} {...props} />)}
      {field("recipient_email", "Recipient’s e-mail", (props) => <input type="email" autoComplete="off" maxLength={RECIPIENT_LIMITS.recipient_email} {...props} />)}
      {field(
        "gift_message",
        "Your message (optional)",
        (props) => <textarea rows={3} maxLength={RECIPIENT_LIMITS.gift_message} {...props} />,
        maxCharactersHint(RECIPIENT_LIMITS.gift_message),
      )}
      {field("send_on", "Delivery date (optional)", (props) => <input type="date" {...props} />, SEND_AT_ONCE_HINT)}
    </fieldset>
  );
}
