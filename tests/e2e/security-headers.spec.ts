import { type AddressInfo } from "node:net";
import { createServer } from "node:http";

import { type APIResponse } from "@playwright/test";

import { CSP_MESSAGE, MOCK_API_URL, STORE_URL, expect, hasJavaScript, mockApi, open, test } from "./support";

async function productPath(): Promise<string> {
  const [first] = await mockApi.get<Array<{ slug: string }>>("/system-catalog?count=1");
  return `/product/${first.slug}`;
}

function directives(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()["content-security-policy"] ?? "";
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function nonceOf(response: APIResponse): string {
  const source = directives(response).get("script-src")?.find((value) => value.startsWith("'nonce-"));
  expect(source, "script-src has a nonce").toBeDefined();
  return source!.slice("'nonce-".length, -1);
}

function expectDocumentHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = directives(response);
  const nonce = nonceOf(response);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  expect(policy.get("form-action")).toEqual(["'self'", MOCK_API_URL]);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBe("geolocation=(self), camera=(), microphone=(), payment=(self)");
  // The test server is plain http.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test.describe("security headers", () => {
  test.skip(() => hasJavaScript(), "HTTP only: one run is enough");

  test("the home page, a product, a 404 and an error page carry them, each with a nonce of its own", async ({ request }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    expectDocumentHeaders(home);
    const product = await request.get(await productPath());
    expect(product.status()).toBe(200);
    expectDocumentHeaders(product);
    expect(nonceOf(product)).not.toBe(nonceOf(home));

    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expectDocumentHeaders(missing);

    // A post from another site: the form door's 403, rendered by the error boundary.
    const refused = await request.post("/email-us", { headers: { Origin: "https://elsewhere.example" }, form: { email: "a@b.co" } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("error-page");
    expectDocumentHeaders(refused);
  });

  test("a page served again from the render cache still carries a nonce of its own, the same in its body and its policy", async ({ request }) => {
    const answers = [await request.get("/about"), await request.get("/about")];
    const nonces = answers.map(nonceOf);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, answer] of answers.entries()) {
      const body = await answer.text();
      const inBody = [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inBody.length).toBeGreaterThan(2);
      expect(new Set(inBody)).toEqual(new Set([nonces[i]]));
    }
  });

  test("route data, resource routes and static files are nosniff with the referrer policy", async ({ request }) => {
    for (const path of ["/_root.data", "/robots.txt", "/healthz", "/favicon.svg"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  test("every inline script and style of a page carries the response's nonce", async ({ request }) => {
    const response = await request.get(await productPath());
    const nonce = nonceOf(response);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);
    // The route data, the module entry and the product's JSON-LD block (its product group and breadcrumbs) at least.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.filter((tag) => tag.includes('type="application/ld+json"'))).toHaveLength(1);
    for (const tag of scripts) {
      const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
      if (src !== undefined) expect(new URL(src, STORE_URL).origin, tag).toBe(STORE_URL);
      else expect(tag, "an inline script without the nonce").toContain(`nonce="${nonce}"`);
    }
    const styles = [...html.matchAll(/<style\b[^>]*>/gi)].map(([tag]) => tag);
    expect(styles.length).toBeGreaterThanOrEqual(1);
    for (const tag of styles) expect(tag, "an inline style without the nonce").toContain(`nonce="${nonce}"`);
  });
});

test.describe("in the browser", () => {
  test.skip(() => !hasJavaScript(), "about what scripts may run");

  test("a product page hydrates under the policy without an error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await open(page, await productPath());
    // The lazily loaded forms arrived through import() under script-src 'self'.
    await expect(page.getByRole("button", { name: "Add to bag" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("from a 404 to the home page, the document's new <style> keeps the nonce", async ({ page }) => {
    await open(page, "/no-such-page");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("404");
    // Leaving the root's error boundary rendered the <head> again; a refused <style> has no sheet.
    expect(await page.evaluate(() => [...document.querySelectorAll("style")].map((style) => style.sheet !== null))).toEqual([true]);
  });
});

test.describe("what the policy refuses", () => {
  test.skip(() => !hasJavaScript(), "about what scripts may run");
  test.use({ failOnCspViolation: false });

  test("a script without the nonce is refused and reported", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.route(`${STORE_URL}/about`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>document.documentElement.dataset.injected = 'ran'</script></body>");
      // The body is handed on decoded, so without the original's encoding and length.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => name !== "content-encoding" && name !== "content-length"),
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await open(page, "/about");
    await expect(page.locator("html")).not.toHaveAttribute("data-injected", "ran");
    await expect.poll(() => messages.some((text) => CSP_MESSAGE.test(text) && text.includes("script-src"))).toBe(true);
  });

  test("another site cannot frame the store's pages", async ({ page }) => {
    // Another origin on this machine (Chrome lets no public page frame loopback at all). robots.txt
    // has no framing rule, so it shows that this origin can frame the store's at all.
    const framing = createServer((_request, response) => {
      response.setHeader("Content-Type", "text/html");
      response.end(`<!doctype html><title>Framing</title>
        <iframe name="page" src="${STORE_URL}/about"></iframe><iframe name="file" src="${STORE_URL}/robots.txt"></iframe>`);
    });
    await new Promise<void>((resolve) => framing.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`http://127.0.0.1:${(framing.address() as AddressInfo).port}/`);
      await expect(page.frameLocator('iframe[name="file"]').locator("body")).toContainText("Disallow:");
      await expect.poll(() => page.frame({ name: "page" })?.url()).toMatch(/^chrome-error:/);
      await expect(page.frameLocator('iframe[name="page"]').locator("#main")).toHaveCount(0);
    } finally {
      framing.close();
    }
  });
});
