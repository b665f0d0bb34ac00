/** Kept by short id, not in the redirect URL, so no outside link can make the console claim something it did not do. */
const KEPT = 50;

export type NoticeKind = "done" | "refused";

export interface Notice {
  kind: NoticeKind;
  text: string;
}

const notices = new Map<string, Notice>();
let last = 0;

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

export function takeNotice(id: string | null): Notice | null {
  if (id === null || !notices.has(id)) return null;
  const notice = notices.get(id)!;
  notices.delete(id);
  return notice;
}
