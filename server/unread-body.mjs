/**
 * A post answered before its body was read (a refusal: 403, 413, 415). Closing the connection on unread bytes makes
 * the kernel reset it, and the client can lose the answer; so up to `limit` bytes are read and dropped, and the
 * connection stays open for the next request. A body declared longer than that still closes it.
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function settleUnreadBody(req, res, limit = DRAIN_LIMIT_BYTES) {
  if (req.complete || req.method === "GET" || req.method === "HEAD") return;
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    res.setHeader("Connection", "close");
    return;
  }
  let drained = 0;
  // The app has answered: whatever it still had reading the body (Remix's stream) no longer needs it.
  req.removeAllListeners("data");
  req.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > limit) req.socket.destroy();
  });
  req.resume();
}

export const DRAIN_LIMIT_BYTES = 1_048_576;
