import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { NewsletterPageForm } from "~/components/NewsletterForm";

import { newsletterSchema } from "~/lib/forms/newsletter";
import { ApiError } from "~/services/api.server";
import { subscribe } from "~/services/newsletter.server";

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing.";

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return data(
      { ok: false as const, fieldErrors: { email: parsed.error.issues[0]?.message } },
      { status: 400 },
    );
  }
  try {
    await subscribe(request, parsed.data.email);
  } catch (error) {
    // Spec 8: the first error message, or "Server error", under the email field.
    const message = error instanceof ApiError && error.errors[0]?.message ? error.errors[0].message : "Server error";
    return data({ ok: false as const, fieldErrors: { email: message } }, { status: error instanceof ApiError && error.status < 500 ? error.status : 502 });
  }
  return data({ ok: true as const, message: SUBSCRIBED_MESSAGE });
}

export const meta: MetaFunction = () => [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];

/**
 * The form's own page: where a post made without JavaScript lands, with the
 * result, and the form again on an error.
 */
export default function Newsletter() {
  const result = useActionData<typeof action>();
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
        <NewsletterPageForm result={result} />
      )}
    </section>
  );
}
