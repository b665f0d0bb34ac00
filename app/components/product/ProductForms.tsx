import { useActionData, useFetcher } from "@remix-run/react";

import { Field, TextAreaField } from "~/components/Field";
import { HINT_MESSAGE_MAX, MESSAGE_MAX, maxCharactersHint } from "~/lib/forms/messages";

export type ProductFormResult =
  | { intent: "hint" | "question"; ok: true; message: string }
  | { intent: "hint" | "question"; ok: false; message?: string; fieldErrors: Record<string, string> };

/** The product route's action result for one of its forms, from a fetcher or a post without JavaScript. */
function useFormResult(intent: ProductFormResult["intent"]) {
  const fetcher = useFetcher<ProductFormResult>({ key: `product-${intent}` });
  const posted = useActionData<ProductFormResult>();
  const result = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  return { fetcher, result, busy: fetcher.state !== "idle" };
}

export function isOpenAfterPost(posted: ProductFormResult | undefined, intent: ProductFormResult["intent"]) {
  return posted?.intent === intent;
}

function Outcome({ result }: { result?: ProductFormResult }) {
  if (!result) return null;
  if (result.ok)
    return (
      <p className="field-success" role="status">
        {result.message}
      </p>
    );
  return result.message ? (
    <p className="form-error" role="alert">
      {result.message}
    </p>
  ) : null;
}

/** Drop a hint (spec 2): sends this piece's link to someone's email. */
export function DropAHint() {
  const { fetcher, result, busy } = useFormResult("hint");
  const errors = result && !result.ok ? result.fieldErrors : {};
  if (result?.ok) return <Outcome result={result} />;
  return (
    <fetcher.Form method="post" className="stack" noValidate>
      <input type="hidden" name="intent" value="hint" />
      <p className="small">We will send them a link to this piece. Nothing else, and we keep no list.</p>
      <Field label="Their email" name="email" type="email" autoComplete="off" required error={errors.email} />
      <Field label="Your name (optional)" name="name" autoComplete="name" maxLength={100} error={errors.name} />
      <TextAreaField label="A note (optional)" name="message" hint={maxCharactersHint(HINT_MESSAGE_MAX)} error={errors.message} />
      <Outcome result={result} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Sending…" : "Send the hint"}
      </button>
    </fetcher.Form>
  );
}

/** Ask a question (spec 2): posts to /questions with this page's address. */
export function AskQuestion() {
  const { fetcher, result, busy } = useFormResult("question");
  const errors = result && !result.ok ? result.fieldErrors : {};
  if (result?.ok) return <Outcome result={result} />;
  return (
    <fetcher.Form method="post" className="stack" noValidate>
      <input type="hidden" name="intent" value="question" />
      <div className="field-row">
        <Field label="First name" name="first_name" autoComplete="given-name" required error={errors.first_name} />
        <Field label="Last name" name="last_name" autoComplete="family-name" required error={errors.last_name} />
      </div>
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextAreaField label="Your question" name="question" required hint={maxCharactersHint(MESSAGE_MAX)} error={errors.question} />
      <Outcome result={result} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Sending…" : "Send question"}
      </button>
    </fetcher.Form>
  );
}
