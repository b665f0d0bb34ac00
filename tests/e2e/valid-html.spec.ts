/**
 * Valid HTML, as the Nu HTML Checker reads it (npm's vnu-jar, run by the JDK `npm run test:e2e` makes sure of): every
 * page type as the store sends it to a shopper, late boot markup and streamed data included.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import vnuJar from "vnu-jar";

import { Shopper, addToBagOver } from "./http-shopper";
import { STORE_URL, SHOPPER_USER_AGENT, catalog, expect, hasJavaScript, test } from "./support";

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number };

async function checkHtml(pages: Record<string, string>): Promise<VnuMessage[]> {
  const folder = mkdtempSync(join(tmpdir(), "store-vnu-"));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = join(folder, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    // vnu exits 1 when it finds errors: its report is on stderr either way.
    const run = await promisify(execFile)("java", ["-jar", vnuJar, "--format", "json", ...files], { maxBuffer: 32 * 1024 * 1024 }).catch(
      (failed: { stderr?: string }) => ({ stderr: failed.stderr ?? "" }),
    );
    return (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test.describe("valid HTML", () => {
  test.skip(() => hasJavaScript(), "HTTP only: one run is enough");
  test.describe.configure({ timeout: 90_000 });

  test("home, a listing, a product, a content page, search, sign-up, a checkout step and the 404 have no error", async () => {
    const { data } = await catalog("count=1");
    const shopper = new Shopper(undefined, SHOPPER_USER_AGENT);
    const pages: Record<string, string> = {};
    for (const [name, path] of [
      ["home", "/"],
      ["listing", "/shop-all/rings"],
      ["product", `/product/${data[0].slug}`],
      ["content", "/about"],
      ["search", "/search?search=ring"],
      ["sign-up", "/sign-up"],
      ["not-found", "/no-such-page"],
    ]) {
      const page = await shopper.get(STORE_URL, path);
      expect(page.status, path).toBe(name === "not-found" ? 404 : 200);
      pages[name] = page.body;
    }
    await addToBagOver(shopper, STORE_URL);
    const begun = await shopper.get(STORE_URL, "/checkout");
    expect(begun.location, "the checkout's first step").toMatch(/^\/checkout\/[^?]+\?step=/);
    const step = await shopper.get(STORE_URL, begun.location!);
    expect(step.status).toBe(200);
    pages["checkout-step"] = step.body;

    // A page the checker must refuse, in the same run: a checker that read nothing would find nothing.
    pages.canary = '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><link rel="x-late-modulepreload" href="/a.js"></body></html>';
    const messages = await checkHtml(pages);
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal" || message.type === "non-document-error")
      .map((message) => `${message.url.split("/").pop()}:${message.lastLine ?? "?"}: ${message.message} ${message.extract ?? ""}`);
    expect(errors.filter((error) => error.startsWith("canary.html")), "the checker did not read the canary").toHaveLength(1);
    expect(errors.filter((error) => !error.startsWith("canary.html"))).toEqual([]);
  });
});
