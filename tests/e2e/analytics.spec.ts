import { expect, hasJavaScript, mockApi, open, test } from "./support";

type Event = { body: { event_id: string; url?: string; uid?: string } };

async function visits() {
  const { data } = (await mockApi.events()) as unknown as { data: Event[] };
  return data.filter((event) => event.body.event_id === "visit").map((event) => event.body);
}

test.describe("analytics", () => {
  test("every page view sends one visit event with the visitor's id", async ({ page, context }) => {
    await mockApi.clearEvents();
    await page.goto("/about");
    await expect.poll(visits).toHaveLength(1);
    const uid = (await context.cookies()).find((cookie) => cookie.name === "uid")?.value;
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole("navigation", { name: "Information" }).getByRole("link", { name: /faq/i }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(visits).toHaveLength(2);
    const [first, second] = await visits();
    expect(first).toMatchObject({ url: "/about", uid });
    expect(second).toMatchObject({ url: "/faq", uid });
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
});
