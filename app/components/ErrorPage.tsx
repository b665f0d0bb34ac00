import { Link } from "@remix-run/react";

import { NewsletterForm } from "./LazyForms";

/**
 * Spec 2 "Error page": the status and ERROR; a 404 adds "page not found",
 * "This page could not be found", a "comeback" heading, a way home and the
 * subscribe block. A form the door refused says why, with a way back.
 */
export function ErrorPage({ status, refusal }: { status: number; refusal?: { message: string; back: string } | null }) {
  if (status !== 404) {
    return (
      <section className="error-page container">
        <h1 className="error-page__status">
          {status} <span>ERROR</span>
        </h1>
        {refusal ? (
          <>
            <p>{refusal.message}</p>
            <Link to={refusal.back} className="button">
              {refusal.back === "/" ? "Back to home" : "Back to the page"}
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
