import type { ReactNode } from "react";

/** Spec 8: a failure the shopper must read, titled "Error!", announced as it appears. */
export function ErrorAlert({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div className="alert" role="alert">
      <p className="alert__title">Error!</p>
      <p>{message}</p>
      {children}
    </div>
  );
}
