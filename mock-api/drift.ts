/** Kept apart from the journal (which specs clear and resets empty) so a whole run's drift is read once at its end. */
import { responseProblems } from "./contract/conformance";
import type { JournalEntry } from "./journal";
import type { Answer } from "./traffic";

export const DRIFT_LIMIT = 200;

export interface Drift {
  seq: number;
  method: string;
  path: string;
  status: number;
  /** "unlisted": no operation of the document has this method and path. */
  problems: string[] | "unlisted";
}

let drifts: Drift[] = [];

/** The answer's body as JSON, or why it is none: a JSON answer that does not parse is drift too. */
function jsonOf(answer: Answer): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (answer.text === "") return { ok: true, value: null };
  if (!/json/i.test(answer.contentType)) return { ok: false, problem: `answered ${answer.contentType || "no Content-Type"}, not JSON` };
  try {
    return { ok: true, value: JSON.parse(answer.text) };
  } catch {
    return { ok: false, problem: "answered JSON that does not parse" };
  }
}

/** The traffic layer's check of every API answer the fault switch did not make. */
export function checkAnswer(entry: JournalEntry, answer: Answer): void {
  const body = jsonOf(answer);
  const problems = body.ok ? responseProblems(entry.method, entry.path, answer.status, body.value) : [body.problem];
  if (problems !== null && problems.length === 0) return;
  drifts.push({ seq: entry.seq, method: entry.method, path: entry.path, status: answer.status, problems: problems ?? "unlisted" });
  if (drifts.length > DRIFT_LIMIT) drifts = drifts.slice(-DRIFT_LIMIT);
}

export const driftSeen = (): Drift[] => structuredClone(drifts);

export function clearDrift(): void {
  drifts = [];
}
