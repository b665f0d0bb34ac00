/**
 * The one-line notice an action leaves for the page it redirects to
 * (post/redirect/get): kept here by a short id rather than written into the
 * URL, so no link from elsewhere can make the console say something it did
 * not do. Read once; the newest few are kept.
 */
const KEPT = 50;

export type NoticeKind = "done" | "refused";

export interface Notice {
  kind: NoticeKind;
  text: string;
}

const notices = new Map<string, Notice>();
let last = 0;

/** Keeps a notice and returns its id, for `/?notice={id}`. */
export function leaveNotice(text: string, kind: NoticeKind = "done"): string {
  last += 1;
  const id = String(last);
  notices.set(id, { kind, text });
  // A Map iterates oldest first.
  for (const old of notices.keys()) {
    if (notices.size <= KEPT) break;
    notices.delete(old);
  }
  return id;
}

/** The notice left under that id, once: a reload of the page shows it no more. */
export function takeNotice(id: string | null): Notice | null {
  if (id === null || !notices.has(id)) return null;
  const notice = notices.get(id)!;
  notices.delete(id);
  return notice;
}
