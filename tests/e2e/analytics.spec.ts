import { STORE_URL, expect, hasJavaScript, mockApi, open, test } from "./support";

type Event = { body: { event_id: string; url?: string; uid?: string; referrer?: string } };

async function visits() {
  const { data } = (await mockApi.events()) as unknown as { data: Event[] };
  return data.filter((event) => event.body.event_id === "visit").map((event) => event.body);
}

test.describe("analytics", () => {
  test("every page view sends one visit event with the visitor's id, the landing one too, and a shareable page sets no cookie", async ({ page, context }) => {
    await mockApi.clearEvents();
    const uid = async () => (await context.cookies()).find((cookie) => cookie.name === "uid")?.value;
    const first = await page.goto("/about", { referer: "https://news.example/story" });
    // The page may be shared by a cache: it sets no cookie. The browser asks for an id (resources/visit), and the
    // landing visit goes with it.
    expect(await first?.headerValue("set-cookie")).toBeNull();
    await expect.poll(uid).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(visits).toHaveLength(1);
    const [landing] = await visits();
    expect(landing).toMatchObject({ url: "/about", uid: await uid() });
    // Only the browser knows where it came from; without JavaScript its image cannot say.
    if (hasJavaScript()) expect(landing).toMatchObject({ referrer: "https://news.example/story" });

    await page.getByRole("navigation", { name: "Information" }).getByRole("link", { name: /faq/i }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(visits).toHaveLength(2);
    const [, second] = await visits();
    expect(second.url).toBe("/faq");
    expect(second.uid).toBe(await uid());
    // Not a third: the next page's image finds the id and sends nothing more.
    await page.waitForTimeout(500);
    expect(await visits()).toHaveLength(2);
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
