import { Link } from "@remix-run/react";

import { NewsletterForm } from "~/site-forms";

/** Spec 2 "Error page". */
export type ErrorNotice = { message: string; href: string; label: string };

export function ErrorPage({ status, notice }: { status: number; notice?: ErrorNotice | null }) {
  if (status !== 404) {
    return (
      <section className="error-page container">
        <h1 className="error-page__status">
          {status} <span>ERROR</span>
        </h1>
        {notice ? (
          <>
            <p>{notice.message}</p>
            <Link to={notice.href} className="button" reloadDocument>
              {notice.label}
            </Link>
          </>
        ) : null}
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
