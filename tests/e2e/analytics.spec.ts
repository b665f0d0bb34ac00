import { STORE_URL, expect, hasJavaScript, hydrated, madeToOrderPiece, mockApi, open, test } from "./support";

type Event = { body: { event_id: string; url?: string; uid?: string } };

async function visits() {
  const { data } = (await mockApi.events()) as unknown as { data: Event[] };
  return data.filter((event) => event.body.event_id === "visit").map((event) => event.body);
}

test.describe("analytics", () => {
  test("every page view sends one visit event; a shareable page sets no id, the visitor's id comes where an event needs it", async ({ page, context }) => {
    await mockApi.clearEvents();
    const uid = async () => (await context.cookies()).find((cookie) => cookie.name === "uid")?.value;
    const first = await page.goto("/about");
    // The page may be shared by a cache: it sets no cookie, so its visit has no id of the visitor's.
    expect(await first?.headerValue("set-cookie")).toBeNull();
    await expect.poll(visits).toHaveLength(1);
    expect((await visits())[0].uid).toBeUndefined();
    if (hasJavaScript()) {
      // The page's JavaScript gives the browser an id as it starts; the fingerprint replaces it later.
      await hydrated(page);
      await expect.poll(uid).toMatch(/^[0-9a-f-]{36}$/);
    }

    await page.getByRole("navigation", { name: "Information" }).getByRole("link", { name: /faq/i }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(visits).toHaveLength(2);
    const [, second] = await visits();
    expect(second.url).toBe("/faq");
    expect(second.uid).toBe(await uid());
    if (!hasJavaScript()) {
      expect(await uid()).toBeUndefined();
      // Without JavaScript the id comes with the first private answer: here, the bag's.
      await page.goto(await madeToOrderPiece());
      await page.getByRole("button", { name: "Add to bag" }).click();
      await expect(page.getByText("Added to your bag.")).toBeVisible();
      expect(await uid()).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(async () => (await visits()).at(-1)?.uid).toBe(await uid());
    }
  });

  test("opening a drawer is not a page view", async ({ page }) => {
    await mockApi.clearEvents();
    await open(page, "/about");
    await expect.poll(visits).toHaveLength(1);
    await page.getByRole("link", { name: /Cart, 0 items/ }).click();
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await visits()).toHaveLength(hasJavaScript() ? 1 : 2);
  });

  test("a forged purchase beacon is refused and reaches neither the API's events nor the statistics", async ({ page }) => {
    await mockApi.enableIntegrations([35]);
    await mockApi.clearEvents();
    const beacon = (data: Record<string, unknown>) => page.request.post("/resources/events", { headers: { Origin: STORE_URL }, data });
    for (const forged of [
      { event_id: "purchase", order_id: "ML-999999", product_price: "0.01", cart_id: "forged" },
      { event_id: "add_to_cart", product_id: 1, product_price: "0.01", weight: 99 },
      { event_id: "visit", url: "/about", order_id: "ML-999999" },
    ]) {
      expect((await beacon(forged)).status(), forged.event_id).toBe(400);
    }
    // What a page does send still goes through: once it has arrived, anything forged would have too.
    expect((await beacon({ event_id: "search", search_query: "forged beacon check" })).status()).toBe(202);
    const arrived = async (source: string) => mockApi.eventsFrom<{ event_id: string; search_query?: string; order_id?: string }>(source);
    for (const source of ["api", "statistics"]) {
      await expect.poll(async () => (await arrived(source)).map((event) => event.search_query)).toContain("forged beacon check");
      const received = await arrived(source);
      expect(received.map((event) => event.event_id)).toEqual(["search"]);
      expect(JSON.stringify(received)).not.toContain("ML-999999");
    }
  });
});
