import { Link } from "@remix-run/react";

/** The settings logo, or the company name set in type when there is none (spec 2 "Header"). */
export function Logo({ src, companyName, className }: { src: string | null; companyName: string; className?: string }) {
  return (
    <Link to="/" className={`logo ${className ?? ""}`} aria-label={`${companyName}, home`}>
      {src ? (
        // The link is named by its aria-label; the alt is for text browsers, which read no aria-label.
        <img src={src} alt={companyName} width="180" height="40" className="logo__image" />
      ) : (
        <span className="logo__text">{companyName}</span>
      )}
    </Link>
  );
}
