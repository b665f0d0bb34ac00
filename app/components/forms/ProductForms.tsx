/** The product page's two forms (spec 2), posted to the product page: drop a hint and ask a question. */
import { useFetcher } from "@remix-run/react";

import { HINT_MESSAGE_MAX, MESSAGE_MAX, maxCharactersHint } from "~/lib/forms/messages";
import { hintForm, questionForm } from "~/lib/forms/product";

import { DoorForm, useFormResult } from "./DoorForm";
import { SubmitButton, TextArea, TextInput } from "./Fields";

function Sent({ message }: { message?: string }) {
  return (
    <p className="field-success" role="status">
      {message}
    </p>
  );
}

/** Drop a hint: sends this piece's link to someone's email. */
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

/** Ask a question: posts to /questions with this page's address. */
export function QuestionForm() {
  const fetcher = useFetcher();
  const result = useFormResult(questionForm, fetcher);
  if (result?.ok) return <Sent message={result.message} />;
  return (
    <DoorForm form={questionForm} fetcher={fetcher}>
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
