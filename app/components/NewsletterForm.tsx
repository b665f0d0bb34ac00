import { Form, useFetcher } from "@remix-run/react";
import { useId } from "react";

type Result = { ok: true; message: string } | { ok: false; fieldErrors: { email?: string } };

/**
 * The newsletter sign-up (spec 2 "Footer"). A real form posting to
 * /newsletter, so it works without JavaScript; with it, a fetcher keeps the
 * shopper on the page.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<Result>();
  return (
    <fetcher.Form method="post" action="/newsletter" className="newsletter-form" noValidate>
      <NewsletterFields result={fetcher.data} busy={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}

/** The same form as a page, for the answer to a post made without JavaScript. */
export function NewsletterPageForm({ result }: { result?: Result }) {
  return (
    <Form method="post" action="/newsletter" className="newsletter-form" noValidate>
      <NewsletterFields result={result} busy={false} />
    </Form>
  );
}

function NewsletterFields({ result, busy }: { result?: Result; busy: boolean }) {
  const id = useId();
  const error = result && !result.ok ? result.fieldErrors.email : undefined;
  return (
    <>
      <label htmlFor={`${id}-email`}>Email address</label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {result?.ok ? (
        <p className="field-success" role="status">
          {result.message}
        </p>
      ) : null}
    </>
  );
}
