/** QA controls and the console are left out, or reading the journal would fill it; bodies are redacted (no password, card or token). */
import { globToRegExp } from "./glob";

export const JOURNAL_LIMIT = 2_000;
/** Longer bodies keep their first characters and say so. */
export const BODY_LIMIT = 8_192;
export const REDACTED = "[redacted]";

export type Outcome = "answered" | "reset" | "closed-after-headers" | "truncated" | "hung" | "client-gave-up";

export interface JournalEntry {
  seq: number;
  received_at: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** The store's X-Request-Id, to find its log lines. */
  request_id: string | null;
  /** Whether a bearer token came: enough to assert "no call as a guest", never the token. */
  bearer: boolean;
  body: unknown;
  /** Null until answered, and when a wire fault sent no status line. */
  status: number | null;
  duration_ms: number | null;
  outcome: Outcome | null;
  /** The fault switch's entry that answered instead of the API. */
  fault: { id: number; wire?: string } | null;
}

let entries: JournalEntry[] = [];
let nextSeq = 1;

/** Names whose values are secrets wherever they appear in a body or a query. */
const SECRET_KEY = /pass(word)?|secret|token|authorization|^number$|card_?number|^cvc$|^cvv$|security_code|nonce/i;
/** A card number however it is labelled: 13 to 19 digits, spaced or not. */
const CARD_NUMBER = /\b(?:\d[ -]?){12,18}\d\b/;

export function redact(value: unknown, key = ""): unknown {
  if (key && SECRET_KEY.test(key) && value !== null && value !== "") return REDACTED;
  if (typeof value === "string") return CARD_NUMBER.test(value) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redact(item, name)]));
  }
  return value;
}

export function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name).map((item) => redact(item, name) as string);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/** JSON when it parses (redacted by key), else the text, which may hold anything: kept only when it holds no card number. */
export function bodyOf(text: string, contentType: string | undefined): unknown {
  if (text === "") return null;
  if (/json/i.test(contentType ?? "") || /^\s*[[{]/.test(text)) {
    try {
      return redact(JSON.parse(text));
    } catch {
      // Not JSON after all: kept as text below.
    }
  }
  if (/x-www-form-urlencoded/i.test(contentType ?? "")) return queryOf(new URLSearchParams(text));
  const kept = redact(text);
  return typeof kept === "string" && kept.length > BODY_LIMIT ? `${kept.slice(0, BODY_LIMIT)}… (${kept.length} characters)` : kept;
}

export type NewEntry = Pick<JournalEntry, "method" | "path" | "query" | "request_id" | "bearer">;

export function openEntry(fields: NewEntry, now = new Date()): JournalEntry {
  const entry: JournalEntry = {
    seq: nextSeq++,
    received_at: now.toISOString(),
    ...fields,
    body: null,
    status: null,
    duration_ms: null,
    outcome: null,
    fault: null,
  };
  entries.push(entry);
  if (entries.length > JOURNAL_LIMIT) entries = entries.slice(-JOURNAL_LIMIT);
  return entry;
}

export interface JournalFilter {
  /** The URL's path alone; * matches anything. */
  path?: string;
  method?: string;
  since?: string;
  /** Entries after this sequence number, to read on where the last read stopped. */
  after?: number;
}

export function journal(filter: JournalFilter = {}): JournalEntry[] {
  const path = filter.path ? globToRegExp(filter.path) : null;
  const method = filter.method?.toUpperCase();
  const since = filter.since ? Date.parse(filter.since) : null;
  return entries
    .filter(
      (entry) =>
        (!path || path.test(entry.path)) &&
        (!method || entry.method === method) &&
        (since === null || Date.parse(entry.received_at) >= since) &&
        (filter.after === undefined || entry.seq > filter.after),
    )
    .map((entry) => structuredClone(entry));
}

export function clearJournal(): void {
  entries = [];
}
