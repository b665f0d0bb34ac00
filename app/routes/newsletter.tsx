import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { NewsletterForm } from "~/components/forms/enhanced";
import { handleNewsletter } from "~/services/newsletter.server";

export async function action({ request }: ActionFunctionArgs) {
  return handleNewsletter(request);
}

export const meta: MetaFunction = () => [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];

/**
 * The form's own page: where a post made without JavaScript lands, with the
 * result, and the form again on an error.
 */
export default function Newsletter() {
  const posted = useActionData<typeof action>();
  // Whichever newsletter form was posted, this page's form shows the answer.
  const result = posted ? ("ok" in posted ? posted : { ok: false as const, fieldErrors: { email: posted.fieldErrors.email } }) : undefined;
  return (
    <section className="container narrow section">
      <h1 className="section__title">The letter</h1>
      {result?.ok ? (
        <>
          <p role="status">{result.message}</p>
          <Link to="/" className="button">
            Continue shopping
          </Link>
        </>
      ) : (
        <NewsletterForm id="newsletter-page" result={result} />
      )}
    </section>
  );
}
