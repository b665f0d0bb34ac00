// A post answered before its body was read (403, 413, 415): closing on unread bytes makes the kernel reset the
// connection and the client can lose the answer, so up to `limit` bytes are read and dropped. A body declared longer
// than that still closes it.
import type { IncomingMessage, ServerResponse } from "node:http";

export const DRAIN_LIMIT_BYTES = 1_048_576;

export function settleUnreadBody(req: IncomingMessage, res: ServerResponse, limit = DRAIN_LIMIT_BYTES) {
  if (req.complete || req.method === "GET" || req.method === "HEAD") return;
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    res.setHeader("Connection", "close");
    return;
  }
  let drained = 0;
  // The app has answered: whatever it still had reading the body (Remix's stream) no longer needs it.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limit) req.socket.destroy();
  });
  req.resume();
}
