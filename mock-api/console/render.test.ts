// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { issueAccountToken } from "../accounts";
import { createCart, QA_GIFT_CAMPAIGN_ID } from "../cart";
import { addFault, clearFaults } from "../faults";
import { DEMO_EMAIL, TRAVEL_ROLL_SKU } from "../seed";
import { recordEvent, recordMessage, resetStore, store } from "../store";
import { pageQuery } from "./forms";
import { html } from "./markup";
import { consolePage, safeHref } from "./render";
import { consoleModel, type ConsoleModel } from "./view";

afterEach(() => {
  resetStore();
  clearFaults();
});

const STORE = "http://127.0.0.1:3000";
const HOSTILE = `</td></tr></table><script>alert("x")</script><img src=x onerror=alert(1)>`;

function render(query = "", forms: ConsoleModel["forms"] = {}) {
  const markup = consolePage(consoleModel({ storeUrl: STORE, query: pageQuery(new URLSearchParams(query)), notice: null, forms }));
  return { markup, document: new DOMParser().parseFromString(markup, "text/html") };
}

describe("html", () => {
  it("escapes what it is given unless it built it", () => {
    expect(html`<p>${"<b>&'\""}</p>`.toString()).toBe("<p>&lt;b&gt;&amp;&#39;&quot;</p>");
    expect(html`<p>${html`<b>${"<i>"}</b>`}${[1, "<", null, false]}</p>`.toString()).toBe("<p><b>&lt;i&gt;</b>1&lt;</p>");
  });

  it("makes links of http(s) URLs only", () => {
    expect(safeHref("https://shop.example/p?x=1")).toBe("https://shop.example/p?x=1");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,<script>")).toBeNull();
    expect(safeHref("/relative")).toBeNull();
  });
});

describe("consolePage", () => {
  it("is one page: an h1, an h2 per section, reached from the sections list", () => {
    const { document } = render();
    expect([...document.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["QA console"]);
    const sections = [...document.querySelectorAll("main > section")].map((s) => [s.id, s.querySelector("h2")?.textContent]);
    expect(sections).toEqual([
      ["state", "State"],
      ["scenarios", "Scenarios"],
      ["faults", "Faults"],
      ["outbox", "Outbox"],
      ["test-data", "Test data"],
      ["events", "Events"],
      ["carts", "Carts"],
    ]);
    const nav = [...document.querySelectorAll('nav[aria-label="Sections"] a')].map((a) => a.getAttribute("href"));
    expect(nav).toEqual(sections.map(([id]) => `#${id}`));
    expect(document.querySelector('[role="status"]')?.textContent).toBe("");
  });

  it("labels every field and names every button", () => {
    const { document } = render();
    for (const field of document.querySelectorAll("input:not([type=hidden]), select, textarea")) {
      expect(document.querySelector(`label[for="${field.id}"]`), `a label for #${field.id}`).not.toBeNull();
    }
    for (const button of document.querySelectorAll("button")) expect((button.getAttribute("aria-label") ?? button.textContent)?.trim()).not.toBe("");
    for (const table of document.querySelectorAll("table")) expect(table.querySelectorAll("th").length).toBeGreaterThan(0);
  });

  it("escapes what clients posted: faults' bodies, events, outbox messages", () => {
    addFault({ path: "/api/v1/pages/*", status: 502, bodyText: HOSTILE, headers: { "Content-Type": "text/html" } });
    addFault({ path: "/api/v1/bootstrap", body: { html: HOSTILE } });
    recordEvent({ event_id: "visit", url: HOSTILE });
    recordEvent({ event: HOSTILE }, "tag_manager");
    recordMessage({ type: "hint", to: "a@example.com", product_id: 1, url: "javascript:alert(1)", name: HOSTILE, message: HOSTILE });
    recordMessage({
      type: "question", to: "care@example.com", from: "b@example.com", subject: HOSTILE, question: HOSTILE,
      first_name: HOSTILE, last_name: "L", name: "n", slug: HOSTILE,
    });
    const { markup, document } = render(`event=${encodeURIComponent(HOSTILE)}`);
    expect(markup).not.toContain("<script>");
    expect(markup).not.toContain("<img");
    expect(document.querySelectorAll("script, img, [onerror]")).toHaveLength(0);
    // Shown as the JSON of the text, as typed.
    expect(document.querySelector("#faults")?.textContent).toContain(JSON.stringify(HOSTILE));
    expect(document.querySelector("#outbox")?.textContent).toContain(HOSTILE);
    // The hint's URL is shown, never a link.
    expect(document.querySelector('#outbox a[href^="javascript"]')).toBeNull();
    expect(document.querySelector("#outbox")?.textContent).toContain("javascript:alert(1)");
  });

  it("links verification and recovery e-mails to the store, newest first", () => {
    const demo = store.users[0];
    const recovery = issueAccountToken(demo, "recovery");
    recovery.created_at = "2030-01-01T00:00:02.000Z";
    const verification = issueAccountToken(demo, "verification");
    verification.created_at = "2030-01-01T00:00:01.000Z";
    const { document } = render();
    const links = [...document.querySelectorAll("#outbox a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      [`Set a new password for ${DEMO_EMAIL}`, `${STORE}/recover-password/${recovery.token}`],
      [`Verify ${DEMO_EMAIL}`, `${STORE}/verify/${verification.token}`],
    ]);
  });

  it("shows a refused form again with what was typed, each error under its field, the first one focused", () => {
    const { document } = render("", {
      fault: { values: { path: "api v1", status: "999", body_type: "json", body: "{oops" }, errors: { path: "bad path", status: "bad status" } },
    });
    const path = document.querySelector<HTMLInputElement>("#fault-path")!;
    expect(path.value).toBe("api v1");
    expect(path.getAttribute("aria-invalid")).toBe("true");
    expect(path.getAttribute("aria-describedby")).toBe("fault-path-hint fault-path-error");
    expect(document.querySelector("#fault-path-error")?.textContent).toBe("bad path");
    expect(path.hasAttribute("autofocus")).toBe(true);
    expect(document.querySelector<HTMLInputElement>("#fault-status")?.value).toBe("999");
    expect(document.querySelector("#fault-status")?.hasAttribute("autofocus")).toBe(false);
    expect(document.querySelector("#fault-body")?.textContent).toBe("{oops");
    expect(document.querySelector<HTMLInputElement>("#fault-body-json")?.checked).toBe(true);
    // Left unticked when posted without it.
    expect(document.querySelector<HTMLInputElement>("#fault-bump-cv")?.checked).toBe(false);
    expect(render().document.querySelector<HTMLInputElement>("#fault-bump-cv")?.checked).toBe(true);
  });

  it("shows a cart's lines with the locked gifts, QA's and the campaign's, and says when a cart is gone", () => {
    const cart = createCart();
    const [piece] = store.products;
    cart.lines.push({ id: 1, product_configuration_id: piece.default_config.id, quantity: 2, size: null, gift_campaign_id: null, gift_campaign_qty: 0 });
    cart.lines.push({ id: 2, product_configuration_id: piece.default_config.id, quantity: 1, size: null, gift_campaign_id: QA_GIFT_CAMPAIGN_ID, gift_campaign_qty: 1 });
    const { document } = render(`cart=${cart.unique_id}`);
    const rows = [...document.querySelectorAll("#carts table")[0].querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["1", piece.default_config.sku, expect.any(String), "2", expect.stringMatching(/^\$/), "no"],
      ["2", piece.default_config.sku, expect.any(String), "1", "$0.00", `yes, gift (campaign ${QA_GIFT_CAMPAIGN_ID})`],
      [expect.any(String), TRAVEL_ROLL_SKU, "Travel Jewelry Roll", "1", "$0.00", `yes, gift (campaign ${store.campaign!.id})`],
    ]);
    expect(document.querySelector('#carts button')?.textContent).toBe("Show cart");
    expect([...document.querySelectorAll("#carts button")].map((b) => b.textContent)).toContain("Add a locked gift line");

    expect(render("cart=gone-after-a-reset").document.querySelector("#carts .error-box")?.textContent).toBe(
      "No cart has the id gone-after-a-reset. A reset forgets every cart.",
    );
  });

  it("lists the test data: the demo shopper, the guest orders to track, the codes, the gift cards' live balances and the cards' outcomes", () => {
    const rows = (document: Document, caption: string) => {
      const table = [...document.querySelectorAll("#test-data table")].find((t) => t.querySelector("caption")?.textContent === caption);
      expect(table, `the table "${caption}"`).toBeDefined();
      return [...table!.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent));
    };
    const { document } = render();
    const section = document.querySelector("#test-data")!;

    const demo = [...section.querySelectorAll(".demo dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(demo).toEqual([
      ["E-mail", "demo@maison-lumiere.example"],
      ["Password", "Lumiere-2026!"],
    ]);
    expect(section.querySelector<HTMLAnchorElement>(".demo a")?.getAttribute("href")).toBe(`${STORE}/?drawer=1`);

    expect(rows(document, "Guest orders to track")).toContainEqual(["ML-100240", "sophie.martin@example.com", "60614", "Track ML-100240"]);
    expect(section.querySelector('a[href*="ML-100240"]')?.getAttribute("href")).toBe(
      `${STORE}/track-your-order?number=ML-100240`,
    );

    const discounts = rows(document, "Discount codes");
    expect(discounts).toContainEqual(["WELCOME10", "10 %", "never", "active"]);
    expect(discounts).toContainEqual(["LUMIERE50", "$50.00", "never", "active"]);
    expect(discounts).toContainEqual(["WINTER2024", "20 %", expect.stringContaining("2024-03-31"), "expired"]);

    expect(rows(document, "Gift cards")).toEqual([
      ["GIFT-100-LUMIERE", "$100.00", "$100.00"],
      ["GIFT-500-LUMIERE", "$500.00", "$500.00"],
      ["GIFT-15-PERCENT", "15 %", "— (percent card)"],
      ["GIFT-EMPTY", "$100.00", "$0.00"],
    ]);

    const cards = rows(document, "Test cards");
    expect(cards).toContainEqual(["4242 4242 4242 4242", "Visa", "approved"]);
    expect(cards).toContainEqual(["4000 0000 0000 0002", "Visa", "declined: Your card was declined."]);
    expect(cards).toContainEqual(["4000 0000 0000 9995", "Visa", "declined: Your card has insufficient funds."]);

    // An order spends $25.50 of a card (as place-order.ts does): the next page shows what is left, not the seed's worth.
    store.gift_cards.find((card) => card.code === "GIFT-100-LUMIERE")!.balance_cents! -= 2_550;
    expect(rows(render().document, "Gift cards")[0]).toEqual(["GIFT-100-LUMIERE", "$100.00", "$74.50"]);
  });

  it("filters the events by id and by source, and says what it shows", () => {
    recordEvent({ event_id: "visit" });
    recordEvent({ event_id: "search", search_query: "ring" });
    recordEvent({ command: "track", name: "PageView", params: null }, "pixel");
    const shown = (query: string) => [...render(query).document.querySelectorAll("#events tbody tr td:nth-child(2)")].map((td) => td.textContent);
    expect(shown("")).toEqual(["PageView", "search", "visit"]);
    expect(shown("event=search")).toEqual(["search"]);
    expect(shown("source=pixel")).toEqual(["PageView"]);
    const unknown = render("source=nope").document;
    expect(unknown.querySelector("#events-source-error")?.textContent).toMatch(/^Unknown source: nope\./);
    expect([...render("").document.querySelectorAll("#events-event option")].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(["All events", "visit", "scroll_depth", "PageView"]),
    );
  });
});
