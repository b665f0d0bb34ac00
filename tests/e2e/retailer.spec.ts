import type { Page } from "@playwright/test";

import { expect, hasJavaScript, mockApi, open, test } from "./support";

type Store = { id: number; name: string; lat: number; lon: number };
type Nearby = { origin: { lat: number; lon: number }; stores: Store[] };
type StateGroup = { state: string; code: string; stores: Store[] };

const NO_STORES_NEAR_ZIP = "We couldn't find any stores within 50 miles of that ZIP code. Please try a different ZIP code.";
const GEOLOCATION_FAILURE = "Unable to determine your current location. Please enter a ZIP code or try again later.";
const GENERIC_FAILURE = "An error occurred while processing your request. Please try again later.";

/** Written out here, not imported from the app, so a mistake there cannot agree with itself. */
function miles(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return (2 * 6371000 * Math.asin(Math.sqrt(h))) / 1609.344;
}

/** The store names the page should list for a point: within 50 miles, nearest first. */
const expectedNear = (origin: { lat: number; lon: number }, stores: Store[]) =>
  stores
    .map((store) => ({ name: store.name, d: miles(origin, store) }))
    .filter(({ d }) => d <= 50)
    .sort((a, b) => a.d - b.d)
    .map(({ name }) => name);

const results = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem").filter({ has: page.getByRole("heading") });

async function searchZip(page: Page, zip: string) {
  await open(page, "/find-a-retailer");
  await page.getByLabel("ZIP code").fill(zip);
  await page.getByRole("button", { name: "Search" }).click();
}

async function shownDistances(page: Page) {
  const texts = await results(page).locator(".retailer-card__distance").allTextContents();
  return texts.map((text) => {
    const match = /^(\d+\.\d) miles$/.exec(text.trim());
    if (!match) throw new Error(`unexpected distance "${text}"`);
    return Number(match[1]);
  });
}

test.describe("store finder by ZIP code", () => {
  test("lists the stores within 50 miles, nearest first, with their details", async ({ page }) => {
    const nearby = await mockApi.get<Nearby>("/nearby-locations?zip=10001");
    const expected = expectedNear(nearby.origin, nearby.stores);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(nearby.stores.length);

    await searchZip(page, "10001");
    await expect(page).toHaveURL(/\/find-a-retailer\?zip=10001$/);
    await expect(page.getByRole("heading", { level: 2, name: "Stores near New York, NY 10001" })).toBeVisible();
    await expect(results(page).getByRole("heading")).toHaveText(expected);

    const distances = await shownDistances(page);
    expect(distances).toHaveLength(expected.length);
    expect(distances.every((d, i) => d <= 50 && (i === 0 || distances[i - 1] <= d))).toBe(true);

    const first = results(page).first();
    await expect(first).toContainText("New York");
    await expect(first.getByRole("link").first()).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(page.getByLabel("ZIP code")).toHaveValue("10001");
  });

  test("says so when no store is within 50 miles", async ({ page }) => {
    // Kalispell, Montana: the nearest store is hundreds of miles away.
    const nearby = await mockApi.get<Nearby>("/nearby-locations?zip=59901");
    expect(expectedNear(nearby.origin, nearby.stores)).toEqual([]);

    await searchZip(page, "59901");
    await expect(page.getByRole("status").filter({ hasText: "50 miles" })).toHaveText(NO_STORES_NEAR_ZIP);
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
  });

  test("an unknown ZIP code has no stores either", async ({ page }) => {
    await searchZip(page, "00000");
    await expect(page.getByRole("status").filter({ hasText: "50 miles" })).toHaveText(NO_STORES_NEAR_ZIP);
  });

  test("a malformed ZIP code is refused under the field", async ({ page }) => {
    await searchZip(page, "1234");
    const field = page.getByLabel("ZIP code");
    await expect(page.getByText("Enter a 5-digit ZIP code")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Enter a 5-digit ZIP code");
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
    // With JavaScript the form never leaves; without it the server says the same.
    if (hasJavaScript()) await expect(page).toHaveURL(/\/find-a-retailer$/);
    else await expect(page).toHaveURL(/zip=1234$/);
  });

  test("a malformed ZIP code in the URL gets a 400 and the same message", async ({ page }) => {
    const response = await open(page, "/find-a-retailer?zip=abcde");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Enter a 5-digit ZIP code")).toBeVisible();
  });

  test("an API failure is an alert, and the directory still shows", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/nearby-locations", status: 500 });
    const response = await open(page, "/find-a-retailer?zip=10001");
    expect(response?.status()).toBe(502);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("alert").filter({ hasText: "error" })).toHaveText(GENERIC_FAILURE);
    await expect(page.getByRole("region", { name: "All retailers by state" })).toBeVisible();
  });
});

test.describe("retailer directory", () => {
  test("lists every state group with its stores, District of Columbia included", async ({ page }) => {
    const groups = await mockApi.get<StateGroup[]>("/locations");
    expect(groups.length).toBeGreaterThanOrEqual(26);

    await open(page, "/find-a-retailer"); // the first visit sets the visitor cookies, which is personal
    const response = await open(page, "/find-a-retailer");
    expect(response?.headers()["cache-control"]).toMatch(/^public/);
    const directory = page.getByRole("region", { name: "All retailers by state" });
    await expect(directory.getByRole("heading", { level: 3 })).toHaveText(groups.map((group) => group.state).sort((a, b) => a.localeCompare(b, "en")));

    const dc = directory.getByRole("region", { name: "District of Columbia" });
    const dcStores = groups.find((group) => group.code === "DC")!.stores;
    await expect(dc.getByRole("listitem").filter({ hasText: "Washington" })).toHaveCount(dcStores.length);
    await expect(dc).toContainText(dcStores[0].name);
  });
});

test.describe("store finder by current location", () => {
  test("without JavaScript there is no location button", async ({ page }) => {
    test.skip(hasJavaScript(), "the button is JavaScript's part");
    await open(page, "/find-a-retailer");
    await expect(page.getByRole("button", { name: "Use my current location" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
  });

  test("coordinates that are not a place are ignored, with the location message", async ({ page }) => {
    const response = await open(page, "/find-a-retailer?lat=91&lon=abc");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "location" })).toHaveText(GEOLOCATION_FAILURE);
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
  });

  test("a shared link with coordinates far from every store says so", async ({ page }) => {
    await open(page, "/find-a-retailer?lat=64.8378&lon=-147.7164");
    await expect(page.getByRole("status").filter({ hasText: "50 miles" })).toHaveText(
      "We couldn't find any stores within 50 miles of your location. Please enter a ZIP code.",
    );
  });

  test.describe("with JavaScript", () => {
    test.skip(() => !hasJavaScript(), "geolocation needs JavaScript");

    test("finds the stores near where the browser is", async ({ page, context }) => {
      const here = { latitude: 40.75, longitude: -73.99 };
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation(here);
      const groups = await mockApi.get<StateGroup[]>("/locations");
      const expected = expectedNear({ lat: here.latitude, lon: here.longitude }, groups.flatMap((group) => group.stores));

      await open(page, "/find-a-retailer");
      await page.getByRole("button", { name: "Use my current location" }).click();
      await expect(page).toHaveURL(/\/find-a-retailer\?lat=40\.75&lon=-73\.99$/);
      await expect(page.getByRole("heading", { level: 2, name: "Stores near your location" })).toBeVisible();
      await expect(results(page).getByRole("heading")).toHaveText(expected);
      const distances = await shownDistances(page);
      expect(distances.every((d, i) => d <= 50 && (i === 0 || distances[i - 1] <= d))).toBe(true);
    });

    test("says so when the browser will not tell", async ({ page, context }) => {
      await context.clearPermissions();
      await open(page, "/find-a-retailer");
      await page.getByRole("button", { name: "Use my current location" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "location" })).toHaveText(GEOLOCATION_FAILURE);
      await expect(page).toHaveURL(/\/find-a-retailer$/);
    });

    test("says so when the browser has no geolocation", async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined, configurable: true }));
      await open(page, "/find-a-retailer");
      await page.getByRole("button", { name: "Use my current location" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "location" })).toHaveText(GEOLOCATION_FAILURE);
    });
  });
});
