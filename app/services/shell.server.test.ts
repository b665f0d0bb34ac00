/** The page shell against the mock API in-process, with the mock's fault switch. */
import { server } from "../../mock-api/node";
import { addFault, clearFaults } from "../../mock-api/faults";
import { resetStore, store } from "../../mock-api/store";
import { oneSizePieces } from "../../mock-api/testing";

import { OPTIONAL_BUDGET_MS, clearApiCache } from "./api.server";
import { env } from "./env.server";
import { mirrorEvent } from "./event-mirror.server";
import { commitSession, getSession } from "./session.server";
import { loadShell } from "./shell.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetStore();
  clearFaults();
  clearApiCache();
});

const madeToOrder = () => oneSizePieces().flatMap((p) => p.configurations).find((c) => !c.track_inventory)!;

async function withCart() {
  const added = await fetch("http://127.0.0.1:4010/api/v1/carts/items", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ product_configuration_id: madeToOrder().id, quantity: 2 }),
  });
  const cartId = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;
  const session = await getSession(new Request("http://store.test/"));
  session.set("cart_unique_id", cartId);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return (path = "/") => new Request(`http://store.test${path}`, { headers: { Cookie: cookie } });
}

describe("loadShell", () => {
  it("runs no third party on a page whose address holds a token, nor where the card is taken", async () => {
    store.enabled_integrations = [62, 2, 4];
    for (const path of ["/about", "/checkout/c-1?step=shipping", "/checkout/success"]) {
      expect((await loadShell(new Request(`http://store.test${path}`))).integrations.length, path).toBeGreaterThan(0);
    }
    const free = ["/recover-password/4f9c2a", "/verify/4f9c2a", "/recover-password/4f9c2a.data", "/checkout/c-1?step=payment", "/checkout/c-1.data?step=review"];
    for (const path of free) {
      expect((await loadShell(new Request(`http://store.test${path}`))).integrations, path).toEqual([]);
    }
  });

  it("keeps the server's events for the next page that runs the tag manager or the pixel", async () => {
    store.enabled_integrations = [62, 2, 4];
    const page = await withCart();
    await mirrorEvent(page("/checkout/c-1?step=review"), { event_id: "purchase" });
    expect((await loadShell(page("/checkout/c-1?step=review"))).storeEvents).toEqual([]);
    expect((await loadShell(page("/checkout/success"))).storeEvents.map((event) => event.event_id)).toEqual(["purchase"]);
    expect((await loadShell(page("/checkout/success"))).storeEvents).toEqual([]);
  });

  it("shows the cart it loaded", async () => {
    const request = await withCart();
    const shell = await loadShell(request());
    // Two of one piece, and the campaign's gift with it, which the count leaves out.
    expect(shell.cartCount).toBe(2);
    expect(shell.cart).toMatchObject({ failed: false });
    expect(shell.cart.lines).toHaveLength(2);
    expect(shell.cart.lines[1]).toMatchObject({ title: "Travel Jewelry Roll", quantity: 1, price: 0, locked: true, editHref: null });
  });

  it("carries the API's delay notice to the drawer", async () => {
    const request = await withCart();
    expect((await loadShell(request())).cart.delayNotice).toBeNull();
    store.high_order_volume = true;
    expect((await loadShell(request())).cart.delayNotice).toBe("High order volumes: shipping and delivery may take longer than usual.");
  });

  it("says the cart failed when get-cart fails, and shows no count rather than 0", async () => {
    const request = await withCart();
    addFault({ path: "/api/v1/carts", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    const shell = await loadShell(request());
    expect(shell.cart).toEqual({ lines: [], subtotal: 0, shippingNote: null, digitalOnly: false, failed: true, delayNotice: null });
    expect(shell.cartCount).toBeNull();
  });

  it("waits for a slow cart about a second, not the API's timeout: the page comes without it and says it could not be loaded", async () => {
    const request = await withCart();
    expect(env.SHELL_CART_WAIT_MS).toBe(1000);
    expect(env.API_TIMEOUT_MS).toBeGreaterThan(3000);
    addFault({ path: "/api/v1/carts", method: "GET", delay_ms: 4000, status: 200, body: { data: null }, times: 1 });
    const started = Date.now();
    const shell = await loadShell(request("/about"));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(2500);
    expect(shell.cart).toMatchObject({ lines: [], failed: true });
    expect(shell.cartCount).toBeNull();
  });

  it("calls a cart the API no longer knows empty, not failed", async () => {
    const request = await withCart();
    addFault({ path: "/api/v1/carts", method: "GET", status: 404, body: { errors: [{ code: 404, message: "Not found" }] } });
    const shell = await loadShell(request());
    expect(shell.cart.failed).toBe(false);
    expect(shell.cartCount).toBe(0);
  });

  it("does not wait for a slow campaign past the optional budget", async () => {
    addFault({ path: "/api/v1/campaign-discount", delay_ms: 3_000 });
    const started = Date.now();
    const shell = await loadShell(new Request("http://store.test/"));
    expect(Date.now() - started).toBeLessThan(OPTIONAL_BUDGET_MS + 500);
    expect(shell.campaign.loaded).toBe(false);
  });

  it("prepares the campaign's promotion banner, its options made safe, and keeps the top bar", async () => {
    const shell = await loadShell(new Request("http://store.test/"));
    expect(shell.campaign.topBarText).toBe("Complimentary travel jewelry roll with any purchase through April 30");
    expect(shell.campaign.promotionBanner).toEqual({
      pages: ["/", "/shop-all*"],
      image: { src: "/media/collections/celeste.svg", alt: "A diamond tennis bracelet in white gold under a starlit sky" },
      html: expect.stringContaining("<strong>The Solstice edit.</strong>"),
      link: { href: "/shop-all", text: "Discover the edit" },
      colors: { background: "#27313f", text: "#f7f3ee" },
    });
  });

  it("leaves out what a hostile campaign plants in its banner", async () => {
    const campaign = store.campaign!;
    campaign.translations[0].promotion_banner_text = '<p onmouseover="alert(1)">Solstice</p><script>alert(2)</script>';
    campaign.promotion_banner_file = "javascript:alert(3)";
    // The background is refused, and white text would not read on the banner's own light one.
    campaign.promotion_banner_options = { link: "javascript:alert(4)", background_color: "red;background:url(x)", text_color: "#ffffff", onclick: "alert(5)" };
    const banner = (await loadShell(new Request("http://store.test/"))).campaign.promotionBanner;
    expect(banner).toEqual({ pages: ["/", "/shop-all*"], image: null, html: "<p>Solstice</p>", link: null, colors: null });
  });

  it("lays the top banner block on its picture when its background_type is 3, and never on an address that could run script", async () => {
    store.campaign!.translations[0].top_bar_text = "";
    const block = store.blocks.find((b) => b.slug === "header-top-banner")!.translations[0].content as Record<string, unknown>;
    expect((await loadShell(new Request("http://store.test/"))).campaign.topBanner).toMatchObject({ image: null, style: { backgroundColor: "#efe6da" } });
    Object.assign(block, { background_type: 3, image: "/media/collections/celeste.svg" });
    clearApiCache();
    expect((await loadShell(new Request("http://store.test/"))).campaign.topBanner).toEqual({
      html: expect.any(String),
      image: "/media/collections/celeste.svg",
      style: { backgroundColor: "#efe6da", backgroundImage: 'url("/media/collections/celeste.svg")' },
    });
    clearApiCache();
    Object.assign(block, { image: "javascript:alert(1)" });
    expect((await loadShell(new Request("http://store.test/"))).campaign.topBanner).toMatchObject({ image: null, style: { backgroundColor: "#efe6da" } });
  });

  it("has no promotion banner when the campaign asks for none", async () => {
    store.campaign!.promotion_banner = false;
    expect((await loadShell(new Request("http://store.test/"))).campaign.promotionBanner).toBeNull();
  });

  describe("in a maintenance window (every call answers error_code 503)", () => {
    const maintenance = () => {
      addFault({ path: "/api/v1/*", status: 503, body: { error_code: 503, message: "Down for maintenance" } });
      // A read still on its way from an earlier test must not stand in for the window's answers.
      clearApiCache();
    };

    it("sends any page to /404", async () => {
      const page = await withCart();
      maintenance();
      const thrown = await loadShell(page("/about")).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toBe("/404");
    });

    it("draws /404 with its defaults, never redirecting it to itself", async () => {
      const page = await withCart();
      maintenance();
      for (const path of ["/404", "/404.data"]) {
        const shell = await loadShell(page(path));
        expect(shell.settings.companyName, path).toBe("Maison Lumière");
        expect(shell.menus.header, path).toEqual([]);
        expect(shell.cart.failed, path).toBe(true);
        expect(shell.cartCount, path).toBeNull();
      }
    });
  });
});
