import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

/** What the last save said (services/notice.server.ts), once, where the page puts it. */
export function PageNotice() {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  if (!shell?.notice) return null;
  return (
    <div className="notice-success" role="status">
      <p>{shell.notice}</p>
    </div>
  );
}
