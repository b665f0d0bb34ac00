import { useShell } from "~/lib/shell";

/** What the last save said (services/notice.server.ts), once, where the page puts it. */
export function PageNotice() {
  const shell = useShell();
  if (!shell?.notice) return null;
  return (
    <div className="notice-success" role="status">
      <p>{shell.notice}</p>
    </div>
  );
}
