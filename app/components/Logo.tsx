import { Link } from "@remix-run/react";

/** The settings logo, or the company name set in type when there is none (spec 2 "Header"). */
export function Logo({ src, companyName, className }: { src: string | null; companyName: string; className?: string }) {
  return (
    <Link to="/" className={`logo ${className ?? ""}`} aria-label={`${companyName}, home`}>
      {src ? (
        <img src={src} alt="" width="180" height="40" className="logo__image" />
      ) : (
        <span className="logo__text">{companyName}</span>
      )}
    </Link>
  );
}
