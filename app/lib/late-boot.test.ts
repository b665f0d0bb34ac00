// @vitest-environment jsdom
import { INTENT_EVENTS } from "./first-intent";
import {
  LATE_MODULE,
  LATE_PRELOAD,
  LATE_SCRIPT,
  bootOnIntent,
  createBootRewriter,
  inertBootMarkup,
  lateBootScript,
} from "./late-boot";

/** The end of a document as Remix and React render it (root.tsx, <Scripts>, single fetch's stream). */
const DOCUMENT = [
  '<head><script nonce="N">(function bootOnIntent(){})();</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script></head><body><main><p>Rings &lt;3</p></main>',
  '<script nonce="N">((STORAGE_KEY, restoreKey) => {})("positions", null)</script>',
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/root-B.js"/>',
  '<script nonce="N">window.__remixContext = {"state":{"loaderData":{}}};window.__remixContext.stream = 1;</script>',
  '<script nonce="N" type="module" async="">import * as route0 from "/build/root-B.js";\nimport("/build/entry.client-A.js");</script>',
  "<!--$--><script nonce=\"N\">window.__remixContext.streamController.enqueue(\"[{\\\"_1\\\":2}]\\n\");</script>",
  '<!--$--><script nonce="N">window.__remixContext.streamController.close();</script><!--/$--><!--/$--></body></html>',
].join("");

describe("inertBootMarkup", () => {
  const html = inertBootMarkup(DOCUMENT);

  it("makes Remix's data scripts, its module script and its preloads inert", () => {
    expect(html).toContain(`<script nonce="N" type="${LATE_SCRIPT}">window.__remixContext = {`);
    expect(html).toContain(`<script nonce="N" type="${LATE_SCRIPT}">window.__remixContext.streamController.enqueue(`);
    expect(html).toContain(`<script nonce="N" type="${LATE_SCRIPT}">window.__remixContext.streamController.close();`);
    // A data block takes no `async` (the revived module gets it back).
    expect(html).toContain(`<script nonce="N" type="${LATE_MODULE}">import * as route0`);
    expect(html).toContain(
      `<template data-late="${LATE_PRELOAD}"><link rel="modulepreload" href="/build/entry.client-A.js"/></template>` +
        `<template data-late="${LATE_PRELOAD}"><link rel="modulepreload" href="/build/root-B.js"/></template>`,
    );
    expect(html.match(/<script nonce="N">/g)).toHaveLength(2);
    expect(html.replace(/<template data-late="modulepreload"><link rel="modulepreload"[^>]*><\/template>/g, "")).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
  });

  it("leaves every other script and the page's text as they are", () => {
    expect(html).toContain('<head><script nonce="N">(function bootOnIntent(){})();</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(html).toContain('<script nonce="N">((STORAGE_KEY, restoreKey) => {})');
    expect(html).toContain("<main><p>Rings &lt;3</p></main>");
    expect(
      html
        .replace(/ type="text\/x-late-(script|module)"/g, "")
        .replace(/<template data-late="modulepreload">(<link[^>]*>)<\/template>/g, "$1"),
    ).toBe(DOCUMENT.replace(/ type="module" async=""/, ""));
  });
});

describe("createBootRewriter", () => {
  it("gives the same document however it is cut into chunks", () => {
    const whole = inertBootMarkup(DOCUMENT);
    for (let cut = 0; cut <= DOCUMENT.length; cut++) {
      const rewriter = createBootRewriter();
      const out = rewriter.push(DOCUMENT.slice(0, cut)) + rewriter.push(DOCUMENT.slice(cut)) + rewriter.end();
      if (out !== whole) throw new Error(`cut at ${cut} (${JSON.stringify(DOCUMENT.slice(cut - 20, cut + 20))}) changed the document`);
    }
  });

  it("puts what it is given just before the body's end, however the document is cut", () => {
    const insert = '<script type="application/json" id="landing-visit">"t"</script>';
    const whole = inertBootMarkup(DOCUMENT).replace("</body>", `${insert}</body>`);
    expect(DOCUMENT).toContain("</body>");
    for (let cut = 0; cut <= DOCUMENT.length; cut++) {
      const rewriter = createBootRewriter({ beforeBodyEnd: insert });
      const out = rewriter.push(DOCUMENT.slice(0, cut)) + rewriter.push(DOCUMENT.slice(cut)) + rewriter.end();
      if (out !== whole) throw new Error(`cut at ${cut} (${JSON.stringify(DOCUMENT.slice(cut - 20, cut + 20))}) misplaced the insert`);
    }
  });

  it("keeps </body></html> for the very end, after what React streams once the shell is sent", () => {
    const streamed = `${DOCUMENT}<div hidden id="S:1"><script nonce="N">window.__remixContext.streamController.close();</script></div><script nonce="N">$RC("B:1","S:1")</script>`;
    const insert = '<script type="application/json" id="landing-visit">"t"</script>';
    for (let cut = 0; cut <= streamed.length; cut += 7) {
      const rewriter = createBootRewriter({ beforeBodyEnd: insert });
      const out = rewriter.push(streamed.slice(0, cut)) + rewriter.push(streamed.slice(cut)) + rewriter.end();
      expect(out.endsWith(`$RC("B:1","S:1")</script></body></html>`), `cut at ${cut}`).toBe(true);
      expect(out.match(/<\/body>/g), `cut at ${cut}`).toHaveLength(1);
      expect(out.indexOf(insert)).toBeLessThan(out.indexOf('<div hidden id="S:1">'));
    }
  });

  it("drops the stray NUL React 18's stream leaves beside a multi-byte character", () => {
    const rewriter = createBootRewriter();
    expect(rewriter.push("<span>H\u0000") + rewriter.push("éritage</span>") + rewriter.end()).toBe("<span>Héritage</span>");
  });

  it("gives the same document in chunks of one character", () => {
    const rewriter = createBootRewriter();
    let out = "";
    for (const character of DOCUMENT) out += rewriter.push(character);
    expect(out + rewriter.end()).toBe(inertBootMarkup(DOCUMENT));
  });

  it("holds back only a tag that is not yet decided", () => {
    const rewriter = createBootRewriter();
    expect(rewriter.push("<main><p>Hello</p></main><div>")).toBe("<main><p>Hello</p></main><div>");
    expect(rewriter.push('<p>x</p><script nonce="N">window.__remix')).toBe("<p>x</p>");
    expect(rewriter.push("Context = {};</script><p>")).toBe(`<script nonce="N" type="${LATE_SCRIPT}">window.__remixContext = {};</script><p>`);
    expect(rewriter.push('<script nonce="N">var a = 1;')).toBe('<script nonce="N">var a = 1;');
    expect(rewriter.push("</script><li")).toBe("</script>");
    expect(rewriter.push("nk rel=")).toBe("");
    expect(rewriter.end()).toBe("<link rel=");
  });
});

describe("bootOnIntent", () => {
  const types = [LATE_SCRIPT, LATE_MODULE, LATE_PRELOAD] as const;
  let stop: AbortController;

  /** What the revived scripts did: each adds its name to the root's `data-ran`. */
  const ran = () => document.documentElement.dataset.ran?.split(" ").filter(Boolean);

  beforeEach(() => {
    vi.useFakeTimers();
    stop = new AbortController();
    document.documentElement.dataset.ran = "";
    document.body.innerHTML = [
      `<p id="text">A ring</p>`,
      `<template data-late="${LATE_PRELOAD}"><link rel="modulepreload" href="/build/entry.client-A.js"></template>`,
      `<script type="${LATE_SCRIPT}" nonce="N">document.documentElement.dataset.ran += ' context';</script>`,
      `<script type="${LATE_MODULE}" async nonce="N">import("/build/entry.client-A.js");</script>`,
      `<script type="${LATE_SCRIPT}" nonce="N">document.documentElement.dataset.ran += ' stream';</script>`,
      `<script type="application/ld+json">{}</script>`,
    ].join("");
  });
  afterEach(() => {
    stop.abort();
    vi.useRealTimers();
  });

  /** Every listener the boot adds goes with `stop`, so one test's boot never reaches the next. */
  function start(fallbackMs = 10_000, notIntent = "") {
    const signal = stop.signal;
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) =>
      add(type, listener, { ...(typeof options === "object" ? options : { capture: options }), signal }),
    );
    bootOnIntent(window, INTENT_EVENTS, fallbackMs, types, notIntent);
    vi.mocked(window.addEventListener).mockRestore();
  }

  const live = () =>
    [...document.body.children].map((element) =>
      element instanceof HTMLScriptElement
        ? `script:${element.type || "classic"}${element.async ? ":async" : ""}:${element.nonce}:${element.textContent}`
        : element instanceof HTMLLinkElement
          ? `link:${element.rel}:${new URL(element.href).pathname}`
          : `${element.tagName.toLowerCase()}#${element.id}`,
    );

  const booted = [
    "p#text",
    "link:modulepreload:/build/entry.client-A.js",
    "script:classic:N:document.documentElement.dataset.ran += ' context';",
    'script:module:async:N:import("/build/entry.client-A.js");',
    "script:classic:N:document.documentElement.dataset.ran += ' stream';",
    "script:application/ld+json::{}",
  ];

  it.each(INTENT_EVENTS)("puts Remix's boot back, in order and in place, on the first %s", async (type) => {
    const before = live();
    start();
    vi.advanceTimersByTime(9_000);
    expect(live()).toEqual(before);
    expect(ran()).toEqual([]);
    window.dispatchEvent(new Event(type));
    expect(live()).toEqual(booted);
    // The parser's inert elements are gone, replaced by new ones that run, in order (jsdom may queue them).
    expect(document.querySelectorAll(`[type^="text/x-late"], template[data-late]`)).toHaveLength(0);
    await vi.waitFor(() => expect(ran()).toEqual(["context", "stream"]));
  });

  it("boots once: a later sign of intent or the fallback does nothing more", async () => {
    start();
    window.dispatchEvent(new Event("scroll"));
    await vi.waitFor(() => expect(ran()).toEqual(["context", "stream"]));
    const again = Object.assign(document.createElement("script"), { type: LATE_SCRIPT, textContent: "document.documentElement.dataset.ran += ' again';" });
    document.body.append(again);
    window.dispatchEvent(new Event("pointerdown"));
    vi.advanceTimersByTime(20_000);
    expect(again.isConnected).toBe(true);
    expect(again.type).toBe(LATE_SCRIPT);
    expect(ran()).toEqual(["context", "stream"]);
  });

  it("takes the popup's dialog taking focus as it opens for the page's doing, a focus move elsewhere for the shopper's", () => {
    delete document.documentElement.dataset.bootAt;
    delete document.documentElement.dataset.bootCause;
    document.body.insertAdjacentHTML("beforeend", '<dialog data-popup-key="1"><button id="close">Close</button></dialog><a id="away" href="/">Home</a>');
    start(10_000, "dialog[data-popup-key]");
    document.getElementById("close")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(document.documentElement.dataset.bootAt).toBeUndefined();
    document.getElementById("away")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(document.documentElement.dataset.bootCause).toBe("intent");
  });

  it("boots by itself that long after the page started when the shopper does nothing", () => {
    vi.advanceTimersByTime(400);
    start(3_000);
    vi.advanceTimersByTime(2_599);
    expect(live()).not.toEqual(booted);
    vi.advanceTimersByTime(1);
    expect(live()).toEqual(booted);
  });

  it("marks when the boot began and whether a touch began it, for the real-user figures", () => {
    vi.advanceTimersByTime(700);
    start(3_000);
    window.dispatchEvent(new Event("touchstart"));
    expect(document.documentElement.dataset.bootCause).toBe("intent");
    expect(Number(document.documentElement.dataset.bootAt)).toBeGreaterThanOrEqual(700);
  });

  it("says the timer began a boot nobody asked for", () => {
    start(3_000);
    vi.advanceTimersByTime(3_000);
    expect(document.documentElement.dataset.bootCause).toBe("timer");
  });

  it("boots at once when the page started longer ago than that", () => {
    vi.advanceTimersByTime(5_000);
    start(3_000);
    vi.advanceTimersByTime(0);
    expect(live()).toEqual(booted);
  });

  it("waits for the whole document when the shopper acts while it still loads", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    start();
    window.dispatchEvent(new Event("touchstart"));
    expect(live()).not.toEqual(booted);
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(live()).toEqual(booted);
  });

  it("moves what others added after the parse to the end of the head and the body, where React 18 lets it be", () => {
    document.head.innerHTML = '<meta charset="utf-8"><script src="/first.js"></script><link rel="stylesheet" href="/a.css">';
    start();
    // A tag manager's way: before the first script. And a script at the start of the body, one at its end.
    const beforeFirst = Object.assign(document.createElement("script"), { src: "https://tags.example/t.js" });
    document.head.insertBefore(beforeFirst, document.head.querySelector("script"));
    const atStart = Object.assign(document.createElement("script"), { src: "https://chat.example/w.js" });
    document.body.prepend(atStart);
    const atEnd = Object.assign(document.createElement("div"), { id: "widget" });
    document.body.append(atEnd);
    window.dispatchEvent(new Event("keydown"));
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<script src="/first.js"></script>',
      '<link rel="stylesheet" href="/a.css">',
      '<script src="https://tags.example/t.js"></script>',
    ]);
    // What was at the end already stays; what was before the parsed elements follows it.
    expect(live()).toEqual([...booted, "div#widget", "script:classic::"]);
    // The same elements, moved: a script that has run is not run again.
    expect(document.head.lastElementChild).toBe(beforeFirst);
    expect(document.body.lastElementChild).toBe(atStart);
    expect(atEnd.nextElementSibling).toBe(atStart);
  });

  it("works as the page's inline script, on its own", () => {
    const signal = stop.signal;
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) =>
      add(type, listener, { ...(typeof options === "object" ? options : { capture: options }), signal }),
    );
    new Function(lateBootScript(500))();
    vi.mocked(window.addEventListener).mockRestore();
    vi.advanceTimersByTime(499);
    expect(live()).not.toEqual(booted);
    vi.advanceTimersByTime(1);
    expect(live()).toEqual(booted);
  });
});
