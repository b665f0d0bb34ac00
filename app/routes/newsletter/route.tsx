import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { RouteError } from "~/components/RouteError";
import { useSiteForms } from "~/components/SiteForms";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { subscribeAction } from "./newsletter.server";

/** A 429's Retry-After reaches the document; a form's answer keeps it private. */
export const headers = pageHeaders;

export function action({ request }: ActionFunctionArgs) {
  return subscribeAction(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Newsletter" }, { name: "robots", content: "noindex" }]);

/** Where a post made without JavaScript lands, from the footer, the error page or here. */
export default function Newsletter() {
  const posted = useActionData<typeof action>();
  const { NewsletterForm } = useSiteForms();
  return (
    <section className="container narrow section">
      <h1 className="section__title">The letter</h1>
      {posted?.ok ? (
        <>
          <p role="status">{posted.message}</p>
          <Link to="/" className="button">
            Continue shopping
          </Link>
        </>
      ) : (
        <NewsletterForm id="newsletter-page" />
      )}
    </section>
  );
}

export const ErrorBoundary = RouteError;
