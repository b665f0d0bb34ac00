import { type IncomingMessage, type ServerResponse, Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

import { settleUnreadBody } from "./unread-body";

/** A server that refuses every post with a 415 once it has read a first chunk, as the store's form door does. */
async function refusingServer(settle: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    if (req.method === "GET") return res.end("next");
    req.once("data", () => {
      req.pause();
      res.statusCode = 415;
      settle(req, res);
      res.end("refused");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function send(port: number, agent: Agent, method: string, body: Buffer | null, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string; socket: unknown }>((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port, method, path: "/", agent, headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, socket: call.socket }));
    });
    call.on("error", reject);
    call.end(body ?? undefined);
  });
}

describe("settleUnreadBody", () => {
  it("answers a refused post of 512 KB whole, and the same connection serves the next request", async () => {
    const { server, port } = await refusingServer(settleUnreadBody);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(port, agent, "POST", Buffer.alloc(512 * 1024, "a"), { "Content-Type": "text/plain" });
      expect(refused).toMatchObject({ status: 415, text: "refused" });
      const next = await send(port, agent, "GET", null);
      expect(next).toMatchObject({ status: 200, text: "next" });
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it("closes the connection after the answer when the body is declared longer than it reads", async () => {
    const { server, port } = await refusingServer((req, res) => settleUnreadBody(req, res, 1024));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await new Promise<string | undefined>((resolve) => {
        const call = request({ host: "127.0.0.1", port, method: "POST", path: "/", agent, headers: { "Content-Length": "4096" } }, (res) => {
          resolve(res.headers.connection);
          res.resume();
        });
        call.on("error", () => resolve("reset"));
        call.write(Buffer.alloc(2048, "a"));
      });
      expect(answer).toBe("close");
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
