/** Around the msw handlers: journal the call, carry out a wire fault, and hand full answers to the contract check. */
import type { IncomingMessage, ServerResponse } from "node:http";

import { collectChunks } from "./chunks";
import { CONSOLE_PAGES } from "./console/pages";
import { FAULT_ID_HEADER, isApiCall, isFaultable, takeFault } from "./faults";
import { bodyOf, type JournalEntry, openEntry, queryOf } from "./journal";
import { applyWireFault } from "./wire";

const UNJOURNALED = new Set<string>([...Object.values(CONSOLE_PAGES), "/favicon.ico"]);

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export type AnswerCheck = (entry: JournalEntry, answer: Answer) => void;

/** The QA controls and the console: reading the journal must not fill it. */
const isJournaled = (pathname: string) => !pathname.startsWith("/__qa") && !UNJOURNALED.has(pathname);

/** A body this long is a stand-in's upload, not kept whole; an answer this long is not checked (cut off, it would read as drift). */
const MAX_KEPT_BYTES = 1_048_576;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** Sees the body as whoever reads it does, without reading it itself (that would race msw for the chunks). */
function observeBody(req: IncomingMessage, onBody: (text: string) => void) {
  const body = collectChunks(MAX_KEPT_BYTES);
  const emit = req.emit.bind(req) as (event: string | symbol, ...args: unknown[]) => boolean;
  req.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === "data") body.add(args[0]);
    if (event === "end") onBody(body.buffer().toString("utf8"));
    return emit(event, ...args);
  }) as IncomingMessage["emit"];
}

function tapAnswer(res: ServerResponse, onAnswer: (text: string) => void) {
  const answer = collectChunks(MAX_KEPT_BYTES);
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    answer.add(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    answer.add(chunk, rest[0]);
    if (!answer.overflowed) onAnswer(answer.buffer().toString("utf8"));
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
}

export function withTraffic(app: Listener, onAnswer?: AnswerCheck): Listener {
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://mock.invalid");
    const method = req.method ?? "GET";
    if (method === "OPTIONS" || !isJournaled(url.pathname)) {
      app(req, res);
      return;
    }
    const started = performance.now();
    const entry = openEntry({
      method,
      path: url.pathname,
      query: queryOf(url.searchParams),
      request_id: header(req, "x-request-id"),
      bearer: /^Bearer\s+\S/i.test(header(req, "authorization") ?? ""),
    });
    observeBody(req, (text) => {
      entry.body = bodyOf(text, header(req, "content-type") ?? undefined);
    });
    const wire = isFaultable(url.pathname) ? takeFault(method, url.pathname, "wire") : undefined;
    let answerText: string | null = null;
    if (!wire && onAnswer && isApiCall(url.pathname)) tapAnswer(res, (text) => (answerText = text));

    res.once("close", () => {
      entry.duration_ms = Math.round(performance.now() - started);
      if (res.headersSent) entry.status = res.statusCode;
      const faultId = Number(res.getHeader(FAULT_ID_HEADER));
      if (entry.fault === null && faultId > 0) entry.fault = { id: faultId };
      entry.outcome ??= res.writableFinished ? "answered" : "client-gave-up";
      if (answerText !== null && entry.fault === null && onAnswer) {
        onAnswer(entry, { status: res.statusCode, contentType: String(res.getHeader("content-type") ?? ""), text: answerText });
      }
    });

    if (!wire?.wire) {
      app(req, res);
      return;
    }
    const { wire: kind } = wire;
    entry.fault = { id: wire.id, wire: kind };
    const act = () => {
      if (req.socket.destroyed) return;
      entry.outcome = applyWireFault(kind, req, res, app);
    };
    if (wire.delay_ms) setTimeout(act, wire.delay_ms).unref();
    else act();
  };
}
