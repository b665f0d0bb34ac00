import { Link } from "@remix-run/react";
import { ErrorAlert } from "./ErrorAlert";

export function AccountResult({ result, next }: { result?: { ok: boolean; message?: string | null }; next?: { to: string; label: string } }) {
  if (!result?.message) return null;
  if (result.ok) {
    return (
      <div className="notice-success" role="status">
        <p>{result.message}</p>
        {next ? (
          <Link to={next.to} className="button">
            {next.label}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <ErrorAlert message={result.message} />
  );
}
