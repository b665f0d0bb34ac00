/** What server.mjs answers before anything reads a request (scripts/request-guards.mjs), over raw HTTP: no client tidies the path. */
import { request as httpRequest } from "node:http";

import { STORE_URL, expect, hasJavaScript, test } from "./support";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(STORE_URL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname: target.hostname, port: target.port, method, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

test.describe("request guards", () => {
  test.skip(() => hasJavaScript(), "HTTP only: one run is enough");

  test("methods the store does not serve get 405 with what it does, and nothing else", async () => {
    for (const method of ["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND", "PURGE"]) {
      const answer = await raw(method, "/");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
      expect(answer.body, method).toBe("Method not allowed\n");
    }
    expect((await raw("HEAD", "/about")).status).toBe(200);
  });

  test("a path has one spelling: dot segments and doubled slashes are redirected to it, on this site", async () => {
    const dots = await raw("GET", "/media/../profile?tab=1");
    expect(dots.status).toBe(301);
    expect(dots.headers.location).toBe("/profile?tab=1");
    const encoded = await raw("GET", "/build/%2e%2e/about");
    expect(encoded.headers.location).toBe("/about");
    // Never a protocol-relative address, which a browser would read as another site.
    const slashes = await raw("GET", "//evil.example/path");
    expect(slashes.status).toBe(301);
    expect(slashes.headers.location).toBe("/evil.example/path");
    expect((await raw("POST", "/media/../cart")).status).toBe(400);
  });

  test("a page has one address: a trailing slash or capitals are redirected to it; tokens keep their case", async () => {
    for (const [path, to] of [
      ["/about/", "/about"],
      ["/Shop-All/Rings/?page=2", "/shop-all/rings?page=2"],
      ["/FAQ", "/faq"],
    ]) {
      const answer = await raw("GET", path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(to);
      expect((await raw("GET", to)).status, to).toBe(200);
    }
    expect((await raw("GET", "/recover-password/AbCdEf")).status).not.toBe(301);
  });
});
