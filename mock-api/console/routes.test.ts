import { describe, expect, it } from "vitest";

import { FAULT_MESSAGES, getGlobalDelay, listFaults } from "../faults";
import { QA_GIFT_CAMPAIGN_ID } from "../cart";
import { store } from "../store";
import { api, BASE, cartOf, cartWith, postJson, priced, setupMockApi } from "../testing";
import { ACTIONS } from "./render";
import { SCENARIO_ACTIONS } from "./scenarios-section";

setupMockApi({ campaign: false });

const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  api(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });

async function submit(path: string, form: Record<string, string>) {
  const response = await post(path, form);
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(/^\/\?(cart=[^&]+&)?notice=\d+#[a-z-]+$/);
  const page = await (await api(location)).text();
  return { location, page, notice: /role="status">([^<]*)</.exec(page)![1] };
}

describe("GET /", () => {
  it("serves the console as HTML that runs no script, frames nowhere and is never cached", async () => {
    const response = await api("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(await response.text()).toContain("<h1>QA console</h1>");
  });

  it("is not under /api/v1, which stays the API's", async () => {
    for (const path of ["/api/v1/", "/api/v1/__qa/console/reset"]) {
      const response = await api(path, { method: path.endsWith("reset") ? "POST" : "GET" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ code: 404, property: null, message: "Not found" }] });
    }
  });

  it("is never broken or slowed by faults or the global delay", async () => {
    await postJson("/__qa/faults", { path: "*", status: 500 });
    await postJson("/__qa/delay", { delay_ms: 5000 });
    const started = performance.now();
    expect((await api("/")).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("the console's forms", () => {
  it("add a fault, which the API then answers with, and show its notice once", async () => {
    const cvBefore = store.cv;
    const { page, location, notice } = await submit(ACTIONS.addFault, {
      method: "GET", path: "/api/v1/pages/*", status: "503", body_type: "default", body: "", delay_ms: "", times: "", content_type: "", bump_cv: "on",
    });
    const [fault] = listFaults();
    expect(fault).toMatchObject({ method: "GET", path: "/api/v1/pages/*", status: 503 });
    expect(notice).toBe(`Fault ${fault.id} added: GET /api/v1/pages/* answers 503; cv bumped to ${Number(cvBefore) + 1}.`);
    expect(location.endsWith("#faults")).toBe(true);
    expect(listFaults()).toHaveLength(1);
    expect((await api("/api/v1/pages/about")).status).toBe(503);
    expect(page).toContain("<code>/api/v1/pages/*</code>");
    // The notice is read once: a reload does not say it again.
    expect(await (await api(location)).text()).toContain('role="status"></p>');
  });

  it("add a wire fault from the form; refuse one with a status, keeping the choice", async () => {
    const { notice, page } = await submit(ACTIONS.addFault, { path: "/api/v1/carts", wire: "truncate", delay_ms: "5", body_type: "default", body: "" });
    const [fault] = listFaults();
    expect(fault).toMatchObject({ path: "/api/v1/carts", wire: "truncate", delay_ms: 5 });
    expect(notice).toBe(`Fault ${fault.id} added: any method /api/v1/carts waits 5 ms, then breaks on the wire (truncate).`);
    expect(page).toContain("wire: send half of the real answer, then close the connection");
    const refused = await post(ACTIONS.addFault, { path: "/cv", wire: "hang", status: "500", body_type: "default", body: "" });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain(`<p class="error" id="fault-wire-error">${FAULT_MESSAGES.wireAlone}</p>`);
    expect(form).toContain('<option value="hang" selected>');
    expect(listFaults()).toHaveLength(1);
  });

  it("refuse a bad fault with the switch's messages, keep what was typed, and change nothing", async () => {
    const response = await post(ACTIONS.addFault, { path: "api/v1 pages", status: "999", body_type: "default", body: "" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(`The fault was not added: ${FAULT_MESSAGES.pathStart}`);
    expect(page).toContain(`<p class="error" id="fault-status-error">${FAULT_MESSAGES.status}</p>`);
    expect(page).toContain('value="api/v1 pages"');
    expect(page).toContain('value="999"');
    expect(listFaults()).toEqual([]);
    // The same words as the JSON endpoint's.
    const json = (await (await postJson("/__qa/faults", { path: "/cv", status: 999 })).json()) as { errors: Array<{ message: string }> };
    expect(json.errors[0].message).toBe(FAULT_MESSAGES.status);
    // Going to the refused form's address shows the console.
    const again = await api(ACTIONS.addFault, { redirect: "manual" });
    expect([again.status, again.headers.get("Location")]).toEqual([303, "/"]);
  });

  it("add a preset, bumping cv; remove one fault; clear them all", async () => {
    const cvBefore = Number(store.cv);
    const preset = await submit(ACTIONS.preset, { preset: "api-down" });
    const [first, second] = listFaults().map((f) => f.id);
    expect(preset.notice).toBe(`Preset “API down” added as faults ${first} and ${second}; cv bumped to ${cvBefore + 1}.`);
    expect((await api("/api/v1/bootstrap")).status).toBe(500);
    expect((await api("/cv")).status).toBe(500);

    expect((await submit(ACTIONS.removeFault, { id: String(first) })).notice).toBe(`Fault ${first} removed.`);
    expect(listFaults().map((f) => f.id)).toEqual([second]);
    const gone = await submit(ACTIONS.removeFault, { id: String(first) });
    expect(gone.notice).toBe(`Fault ${first} is no longer active: a fault with times leaves once used up.`);
    expect(gone.page).toContain('class="notice refused"');

    expect((await submit(ACTIONS.clearFaults, {})).notice).toBe("All faults cleared: the API answers normally.");
    expect(listFaults()).toEqual([]);
    expect((await submit(ACTIONS.preset, { preset: "nope" })).notice).toBe("Unknown preset.");
  });

  it("reset everything: the carts go, the seed comes back", async () => {
    const cart = await cartWith(priced(100)[0].id);
    await postJson("/__qa/delay", { delay_ms: 40 });
    const { notice } = await submit(ACTIONS.reset, {});
    expect(notice).toMatch(/^Everything reset to the seed: carts, faults, events, the outbox and e-mail links are gone; cv is now \d+\.$/);
    expect((await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`)).status).toBe(404);
    expect(getGlobalDelay()).toBe(0);
    const page = await (await api(`/?cart=${cart.unique_id}`)).text();
    expect(page).toContain(`No cart has the id <code>${cart.unique_id}</code>.`);
  });

  it("bump cv, set the delay, switch the delay notice", async () => {
    const cv = Number(store.cv);
    expect((await submit(ACTIONS.cv, {})).notice).toBe(`cv bumped to ${cv + 1}: the store is told at once and reads its cached calls afresh on its next page (a store the mock does not tell sees it at its next check of cv).`);
    expect((await submit(ACTIONS.delay, { delay_ms: "25" })).notice).toBe("Global delay set to 25 ms.");
    expect(getGlobalDelay()).toBe(25);
    const refused = await post(ACTIONS.delay, { delay_ms: "fast" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(`The delay was not changed: ${FAULT_MESSAGES.delay}`);
    expect(page).toContain('value="fast"');
    expect(getGlobalDelay()).toBe(25);
    expect((await submit(ACTIONS.notices, { high_order_volume: "on" })).notice).toBe("Delay notice switched on.");
    expect(store.high_order_volume).toBe(true);
  });

  it("add a locked gift line to a cart, once", async () => {
    const [piece, gift] = priced(100, 50);
    const cart = await cartWith(piece.id);
    const { location, page } = await submit(ACTIONS.gift, { cart: cart.unique_id, product_configuration_id: String(gift.id) });
    expect(location).toMatch(new RegExp(`^/\\?cart=${cart.unique_id}&notice=\\d+#carts$`));
    expect(page).toMatch(/Locked gift line added to cart [0-9a-f]+ \(.+\)\./);
    expect(page).toContain("yes, gift (campaign 2)");
    expect(store.carts[cart.unique_id].lines.at(-1)).toMatchObject({ product_configuration_id: gift.id, gift_campaign_id: QA_GIFT_CAMPAIGN_ID });

    const twice = await post(ACTIONS.gift, { cart: cart.unique_id, product_configuration_id: String(gift.id) });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("No gift line added: This cart already has a gift.");
    const unknown = await post(ACTIONS.gift, { cart: cart.unique_id, product_configuration_id: "999999" });
    expect(await unknown.text()).toContain(`<p class="error" id="gift-piece-error">The selected product_configuration_id is invalid.</p>`);
    const noCart = await post(ACTIONS.gift, { cart: "no-such-cart", product_configuration_id: String(gift.id) });
    expect(await noCart.text()).toContain("No gift line added: No cart has the id no-such-cart.");
  });

  it("clear the events and the outbox's hints and questions", async () => {
    await postJson("/api/v1/events/frontend-event", { event_id: "visit" });
    expect((await submit(ACTIONS.clearEvents, {})).notice).toBe("Events cleared.");
    expect(store.events).toEqual([]);
    await postJson("/api/v1/questions", { question: "Resize?", first_name: "A", last_name: "B", email: "a@example.com" });
    expect((await submit(ACTIONS.clearOutbox, {})).notice).toBe("Hints and questions cleared from the outbox.");
    expect(store.outbox).toEqual([]);
  });

  it("refuse a post from another site with a 403, and do nothing", async () => {
    await cartWith(priced(100)[0].id);
    const elsewhere: Array<Record<string, string>> = [{ Origin: "https://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of elsewhere) {
      const response = await post(ACTIONS.reset, {}, headers);
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/^Refused: this form was posted from /);
    }
    expect(Object.keys(store.carts)).toHaveLength(1);
    // Its own page's posts pass.
    expect((await post(ACTIONS.cv, {}, { Origin: BASE, "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
  });

  it("say so for an unknown action or a form too large, never a 500", async () => {
    const unknown = await post("/__qa/console/nothing", {});
    expect(unknown.status).toBe(303);
    expect(await (await api(unknown.headers.get("Location")!)).text()).toContain("That console action does not exist.");
    const large = await post(ACTIONS.addFault, { path: "/cv", body_type: "text", body: "x".repeat(300 * 1024) });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain("The form is too large: at most 256 KB.");
    expect(listFaults()).toEqual([]);
  });
});

describe("the Scenarios forms, posted without JavaScript", () => {
  const FROM_THE_PAGE = { Origin: BASE, "Sec-Fetch-Site": "same-origin" };

  it("set a scenario, which the API then behaves by, show it active, and reset it", async () => {
    const [piece] = priced(300);
    const cart = await cartWith(piece.id);
    const set = await post(SCENARIO_ACTIONS.set, { scenario: "sold-out-line", cart_unique_id: ` ${cart.unique_id} ` }, FROM_THE_PAGE);
    expect(set.status).toBe(303);
    expect(set.headers.get("Location")).toMatch(/^\/\?notice=\d+#scenarios$/);
    const page = await (await api(set.headers.get("Location")!)).text();
    expect(/role="status">([^<]*)</.exec(page)![1]).toMatch(new RegExp(`, line ${cart.items[0].id} of cart ${cart.unique_id}, is sold out: stock 0, inventory tracked\\.$`));
    expect(page).toContain("Active: <strong>Sold-out line</strong>");
    const line = (await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).items[0];
    expect([line.stock_qty, line.track_inventory]).toEqual([0, true]);

    const reset = await submit(SCENARIO_ACTIONS.reset, { scenario: "sold-out-line" });
    expect(reset.notice).toMatch(/^Stock restored: .+\.$/);
    expect(reset.page).toContain("Active: <strong>none</strong>");
    expect((await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).items[0].stock_qty).toBe(piece.stock_qty);
    expect((await submit(SCENARIO_ACTIONS.reset, { scenario: "sold-out-line" })).notice).toBe("Sold-out line was not active: nothing to undo.");
  });

  it("take a number field as the JSON endpoint does, and an empty one as its default", async () => {
    expect((await submit(SCENARIO_ACTIONS.set, { scenario: "partial-gift-card", balance: "12.50" })).notice).toBe(
      "Gift card GIFT-250-PARTIAL has USD 12.50 left of USD 250.",
    );
    expect((await submit(SCENARIO_ACTIONS.set, { scenario: "maintenance", message: "" })).notice).toMatch(/^Maintenance: every \/api\/v1 call answers 503/);
    expect(await (await api("/api/v1/bootstrap")).json()).toEqual({ error_code: 503, message: "Down for maintenance" });
  });

  it("refuse bad parameters on the scenario's own form, keeping what was typed, and change nothing", async () => {
    const response = await post(SCENARIO_ACTIONS.set, { scenario: "sold-out-line", cart_unique_id: "no-such-cart" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Sold-out line was not set: No cart has the id no-such-cart.");
    expect(page).toContain('<p class="error" id="scenario-sold-out-line-cart_unique_id-error">No cart has the id no-such-cart.</p>');
    expect(page).toMatch(/id="scenario-sold-out-line-cart_unique_id" name="cart_unique_id" value="no-such-cart"[^>]* aria-invalid="true"/);
    const balance = await (await post(SCENARIO_ACTIONS.set, { scenario: "partial-gift-card", balance: "lots" })).text();
    expect(balance).toMatch(/id="scenario-partial-gift-card-balance" name="balance" value="lots"/);
    expect(balance).toContain("Partial gift card was not set: balance must be an amount in USD above 0 and at most 250");
    expect(store.gift_cards.map((card) => card.code)).not.toContain("GIFT-250-PARTIAL");
    expect((await submit(SCENARIO_ACTIONS.set, { scenario: "nope" })).notice).toBe("Unknown scenario.");
  });

  it("refuse another site's post with a 403, and set nothing", async () => {
    const response = await post(SCENARIO_ACTIONS.set, { scenario: "declining-provider" }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(store.scenarios.providers_decline).toBe(false);
  });
});
