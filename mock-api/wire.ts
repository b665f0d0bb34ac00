/** Each returns the journal's outcome (null: answered in full, with a broken body). */
import type { IncomingMessage, ServerResponse } from "node:http";

import { collectChunks } from "./chunks";
import type { WireFault } from "./faults";
import type { Outcome } from "./journal";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** JSON cut off mid-value. */
export const MALFORMED_JSON = '{"data": {"id": 1, "title": "Solitaire';
/** Valid JSON without the API's `data` or `errors` envelope. */
export const WRONG_SHAPE = { result: "unexpected", items: "not a list" };
/** What close-after-headers promises and never sends. */
const PROMISED_BYTES = 2048;

const closeSocket = (res: ServerResponse) => res.socket?.end();

/** Headers promise the whole length; the connection closes after half. */
function truncated(req: IncomingMessage, res: ServerResponse, app: Listener) {
  const answer = collectChunks();
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  res.write = ((chunk: unknown, encoding?: unknown) => {
    answer.add(chunk, encoding);
    return true;
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    answer.add(chunk, encoding);
    const body = answer.buffer();
    res.removeHeader("Transfer-Encoding");
    res.setHeader("Content-Length", String(body.length));
    write(body.subarray(0, Math.floor(body.length / 2)));
    closeSocket(res);
    return res;
  }) as ServerResponse["end"];
  app(req, res);
}

export function applyWireFault(wire: WireFault, req: IncomingMessage, res: ServerResponse, app: Listener): Outcome | null {
  switch (wire) {
    case "reset":
      req.socket.resetAndDestroy();
      return "reset";
    case "close-after-headers":
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(PROMISED_BYTES) });
      res.flushHeaders();
      closeSocket(res);
      return "closed-after-headers";
    case "truncate":
      truncated(req, res, app);
      return "truncated";
    case "malformed-json":
      res.writeHead(200, { "Content-Type": "application/json" }).end(MALFORMED_JSON);
      return null;
    case "wrong-shape":
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(WRONG_SHAPE));
      return null;
    case "hang":
      // Read and dropped, so the client's request completes and only the answer never comes.
      req.resume();
      return "hung";
  }
}
