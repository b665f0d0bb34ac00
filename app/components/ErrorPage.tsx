import { Link } from "@remix-run/react";

import { useSiteForms } from "./SiteForms";

/** Spec 2 "Error page". */
export type ErrorNotice = { message: string; href: string; label: string };

/** One sentence of what happened, beyond the spec's status and ERROR, so no failure is a dead end. */
function failureSentence(status: number): string {
  if (status === 503) return "We cannot reach our catalogue just now. Please try again in a few minutes.";
  if (status >= 500) return "Something went wrong on our side while loading this page. Please try again in a moment.";
  if (status === 403) return "This page is not open to you.";
  return "This request could not be completed.";
}

export function ErrorPage({ status, notice }: { status: number; notice?: ErrorNotice | null }) {
  const { NewsletterForm } = useSiteForms();
  if (status !== 404) {
    return (
      <section className="error-page container">
        <h1 className="error-page__status">
          {status} <span>ERROR</span>
        </h1>
        <p>{notice?.message ?? failureSentence(status)}</p>
        {notice ? (
          <Link to={notice.href} className="button" reloadDocument>
            {notice.label}
          </Link>
        ) : null}
        <p className="error-page__ways">
          <Link to="/">Home</Link> <Link to="/shop-all">Shop all</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="error-page container">
      <h1 className="error-page__status">
        404 <span>ERROR</span>
      </h1>
      <p className="error-page__kicker">page not found</p>
      <p>This page could not be found</p>
      <Link to="/" className="button">
        Back to home
      </Link>
      <div className="error-page__subscribe">
        <h2>comeback</h2>
        <p>Leave your email and we will write when new pieces arrive.</p>
        <NewsletterForm id="newsletter-comeback" />
      </div>
    </section>
  );
}
