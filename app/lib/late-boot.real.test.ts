// The late boot on the installed Remix's real output (this app built into a folder of its own, rendered through entry.server.tsx):
// an upgrade that changes Remix's boot markup fails here, where late-boot.test.ts's own document would not.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

import { type ServerBuild, createRequestHandler } from "@remix-run/node";

import { setupMockApi } from "../../mock-api/testing";
import { CRAWLER_USER_AGENT, SHOPPER_USER_AGENT } from "../../tests/user-agents";

import { LATE_MODULE, LATE_PRELOAD, LATE_SCRIPT, lateBootScript } from "./late-boot";
import { requestContext } from "./request-context";

setupMockApi();

// jsdom ships no types (and @types/jsdom is not installed): typed as far as this file uses it.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options?: { runScripts?: "outside-only"; url?: string }) => { window: Window & typeof globalThis };
};

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const UPGRADE = "Remix's boot markup is not what lib/late-boot.ts makes inert (an upgrade of @remix-run/react?)";
const PAGE = "http://store.test/about";

let folder = "";
let build: ServerBuild;
const pages = { shopper: { status: 0, html: "" }, crawler: { status: 0, html: "" } };

beforeAll(async () => {
  // Under node_modules, so that the build's imports (react, @remix-run/*) resolve and Node loads it as server.mjs does.
  mkdirSync(join(ROOT, "node_modules/.cache"), { recursive: true });
  folder = mkdtempSync(join(ROOT, "node_modules/.cache/late-boot-real-"));
  await promisify(execFile)(process.execPath, [join(ROOT, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      REMIX_SERVER_BUILD_PATH: join(folder, "index.js"),
      REMIX_ASSETS_BUILD_DIRECTORY: join(folder, "assets"),
    },
  });
  build = (await import(/* @vite-ignore */ pathToFileURL(join(folder, "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  for (const [who, userAgent] of [["shopper", SHOPPER_USER_AGENT], ["crawler", CRAWLER_USER_AGENT]] as const) {
    const response = await handle(new Request(PAGE, { headers: { "User-Agent": userAgent, Accept: "text/html" } }), requestContext());
    pages[who] = { status: response.status, html: await response.text() };
  }
}, 60_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const parse = (html: string) => new JSDOM(html, { runScripts: "outside-only", url: PAGE }).window;

const inertScripts = (document: Document) =>
  [...document.querySelectorAll<HTMLScriptElement>(`script[type="${LATE_SCRIPT}"], script[type="${LATE_MODULE}"]`)];

/** The inline late boot: bootOnIntent as the build compiled it, called as lateBootScript calls it. */
function lateBoot(document: Document) {
  const inline = lateBootScript();
  const start = inline.indexOf(")(window,");
  const call = inline.slice(start, inline.indexOf(";", start) + 1);
  return [...document.scripts].find((script) => script.text.startsWith("(function bootOnIntent(") && script.text.includes(call));
}

const describeElement = (element: Element) => element.outerHTML.slice(0, 160);

/** The module preloads kept inert in templates, by their paths. */
const latePreloads = (document: Document) =>
  [...document.querySelectorAll<HTMLTemplateElement>(`template[data-late="${LATE_PRELOAD}"]`)].map(
    (template) => template.content.querySelector("link[rel=modulepreload]")?.getAttribute("href") ?? "",
  );

describe.each(["shopper", "crawler"] as const)("the late boot, on a page of this app as the installed Remix renders it for a %s", (who) => {
  it("renders the page through entry.server.tsx", () => {
    expect(pages[who].status).toBe(200);
    expect(pages[who].html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(pages[who].html).toContain("</html>");
  });

  it("ends the document after everything React streams, so nothing stands after </html>", () => {
    const { html } = pages[who];
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.indexOf("</body>")).toBe(html.length - "</body></html>".length);
    expect(html.lastIndexOf("window.__remixContext.streamController.close();")).toBeLessThan(html.indexOf("</body>"));
  });

  it("leaves nothing live that would boot the page before the shopper's first intent", () => {
    const { document, HTMLLinkElement } = parse(pages[who].html);
    const live = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script, link")].filter((element) => {
      if (element instanceof HTMLLinkElement) {
        // A template's links are inert: they are not the document's.
        return element.rel === "modulepreload" || /\.m?js$/.test(element.href.split(/[?#]/)[0]);
      }
      if (element.hasAttribute("src") || element.type === "module") return true;
      return (element.type === "" || element.type === "text/javascript") && /__remix|\bimport\s*\(|\bimport\s+[*{"]/.test(element.text);
    });
    expect(live.map(describeElement), `${UPGRADE}: these would still boot the page at once`).toEqual([]);
  });

  it("makes every Remix data script, the module script and every module preload inert, and keeps all they hold", () => {
    const { document } = parse(pages[who].html);
    const remixData = [...document.scripts].filter((script) => script.text.startsWith("window.__remixContext"));
    expect(remixData.filter((script) => script.type !== LATE_SCRIPT).map(describeElement), `${UPGRADE}: live data scripts`).toEqual([]);
    // Single fetch's stream: the context, its data, its end.
    const data = remixData.map((script) => script.text);
    expect(data[0], `${UPGRADE}: no inline script hands over window.__remixContext`).toMatch(/^window\.__remixContext = \{/);
    expect(data.some((text) => text.startsWith("window.__remixContext.streamController.enqueue(")), `${UPGRADE}: no data in the stream`).toBe(true);
    expect(data.at(-1), `${UPGRADE}: the stream does not end`).toBe("window.__remixContext.streamController.close();");

    const modules = [...document.scripts].filter((script) => script.type === LATE_MODULE);
    expect(modules, `${UPGRADE}: not exactly one inert module script`).toHaveLength(1);
    const { entry, routes, url: manifest } = build.assets;
    for (const module of [manifest, routes.root.module, routes["routes/$"].module, entry.module]) {
      expect(modules[0].text, `${UPGRADE}: the module script does not import ${module}`).toContain(module);
    }

    const preloads = latePreloads(document);
    // The whole route manifest first: the store discovers no route lazily.
    const page = [manifest, ...[entry, routes.root, routes["routes/$"]].flatMap((module) => [module.module, ...(module.imports ?? [])])];
    expect(new Set(preloads), `${UPGRADE}: the late preloads are not the page's modules`).toEqual(new Set(page));
    for (const href of preloads) expect(existsSync(join(folder, "assets", href.slice(build.publicPath.length))), href).toBe(true);
  });

  it("keeps the late boot script in the head, with the nonce of Remix's scripts", () => {
    const { document } = parse(pages[who].html);
    const late = lateBoot(document);
    expect(late, "the late boot script (lib/document-inline.server.ts) is not in the document").toBeDefined();
    expect(late!.parentElement).toBe(document.head);
    expect(new Set(inertScripts(document).map((script) => script.getAttribute("nonce")))).toEqual(new Set([late!.getAttribute("nonce")]));
  });

  it("revives Remix's boot as it rendered it, by the document's own late boot script, on the first intent", async () => {
    const window = parse(pages[who].html);
    const { document } = window;
    const inert = inertScripts(document).map((script) => [script.type === LATE_MODULE ? "module" : "", script.nonce, script.text]);
    const preloads = latePreloads(document).map((href) => new URL(href, PAGE).href);
    window.eval(lateBoot(document)!.text);
    window.dispatchEvent(new window.Event("pointerdown"));
    if (document.readyState === "loading") await new Promise((loaded) => document.addEventListener("DOMContentLoaded", loaded, { once: true }));
    expect(document.querySelectorAll(`[type^="text/x-late"], template[data-late]`), "left inert after the first intent").toHaveLength(0);
    const revived = [...document.scripts].filter((script) => script.text.startsWith("window.__remixContext") || script.type === "module");
    expect(revived.map((script) => [script.type, script.nonce, script.text]), `${UPGRADE}: revived, these are not Remix's boot`).toEqual(inert);
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href)).toEqual(preloads);
    window.close();
  });
});
