/**
 * A jeweller's promises, kept from page to page: a made-to-order platinum ring and an in-stock ring, bought together,
 * say the same lead time, delivery dates, shipping price and names from the product page to tracking.
 */
import type { Page } from "@playwright/test";

import { ADDRESS, atStep, billingFields, fillAddress, fillContact, openBag, payByCard, typePostal } from "./checkout-flow";
import { expect, hasJavaScript, open, test } from "./support";

const PLATINUM = { path: "/product/celeste-solitaire-ring?configuration_id=PT-DIA", title: "Céleste Solitaire Ring", lead: "Made to order: ships in 3 to 4 weeks" };
const IN_STOCK = { path: "/product/promise-classic-solitaire?configuration_id=YG14-DIA", title: "Promise Classic Solitaire" };
/** The campaign's gift with purchase (the top bar's promise). */
const GIFT = { title: "Travel Jewelry Roll" };

async function addRing(page: Page, path: string, size: string) {
  await open(page, path);
  await page.getByLabel("Ring size (US)").selectOption(size);
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByText("Added to your bag.")).toBeVisible();
}

/** The text of a term's description in a list of facts (the order panel, the confirmation, tracking). */
const described = (page: Page, scope: string, term: string) => page.locator(`${scope} dt:text-is("${term}") + dd`);

/** On the e-gift card's page: whom it is for, and the day it is sent on if one is given, then Add to bag. */
async function addCard(page: Page, card: { name: string; email: string; message?: string; day?: string }, expectAdded = true) {
  const recipient = page.getByRole("group", { name: "Who is it for?" });
  await recipient.getByLabel("Recipient’s name").fill(card.name);
  await recipient.getByLabel("Recipient’s e-mail").fill(card.email);
  if (card.message) await recipient.getByLabel("Your message (optional)").fill(card.message);
  if (card.day) await recipient.getByLabel("Delivery date (optional)").fill(card.day);
  await page.getByRole("button", { name: "Add to bag" }).click();
  if (expectAdded) await expect(page.getByText("Added to your bag.")).toBeVisible();
}

/** From the contact step of a bag of e-gift cards to its review: an e-mail, where the card is billed, a card. */
async function billCardAndReview(page: Page) {
  await page.getByLabel("Email", { exact: true }).fill("ada.byron@example.com");
  await page.getByRole("button", { name: "Continue to billing address" }).click();
  await atStep(page, "Billing address");
  await expect(page.getByLabel("Phone number")).toHaveCount(0);
  await typePostal(billingFields(page));
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payByCard(page, "4242 4242 4242 4242");
  await atStep(page, "Review");
}

/** The UTC day `days` from now (YYYY-MM-DD, as a date field takes it): inside or outside the API's year whatever the zone. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** "2026-12-24" in the store's date format (the mock's MM/dd/yyyy). */
const shownDay = (day: string) => {
  const [year, month, date] = day.split("-");
  return `${month}/${date}/${year}`;
};

/** "12/21/2026" as a date, to count the weeks a window starts after today. */
const dayOf = (text: string) => {
  const [month, day, year] = text.split("/").map(Number);
  return new Date(year, month - 1, day);
};

test.describe("promises", () => {
  test("a made-to-order ring's lead time and the delivery dates, price and names agree from the product page to tracking", async ({ page }) => {
    // Two rings through every step to tracking: a whole purchase in one test.
    test.slow();
    // The product page says how long the platinum ring takes, and that it can be resized; the terms say the price.
    await open(page, PLATINUM.path);
    await expect(page.getByText(PLATINUM.lead)).toBeVisible();
    // Said beside Add to bag (and again in the size guide).
    await expect(page.locator(".product-info__resizing")).toHaveText("This ring can be resized once, free of charge, within 60 days of delivery.");
    await addRing(page, PLATINUM.path, "6");
    await addRing(page, IN_STOCK.path, "7");
    await expect(page.getByText("In stock", { exact: true })).toBeVisible();

    // The bag names the platinum ring's lead time, and only that line's; its note is the /shipping page's terms.
    const bag = await openBag(page);
    const lines = bag.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect(lines.filter({ hasText: PLATINUM.title })).toContainText(PLATINUM.lead);
    await expect(lines.filter({ hasText: IN_STOCK.title })).not.toContainText("Made to order");
    await expect(bag.getByText("Complimentary ground shipping on every order; express USD 14.00, overnight USD 45.00.")).toBeVisible();
    // The top bar's promise, kept: the travel roll is the bag's last line, and free.
    await expect(lines.last()).toContainText(GIFT.title);
    await expect(lines.last()).toContainText("Complimentary");
    const names = {
      platinum: (await lines.filter({ hasText: PLATINUM.title }).locator(".cart-line__materials").first().textContent())!.trim(),
      stocked: (await lines.filter({ hasText: IN_STOCK.title }).locator(".cart-line__materials").first().textContent())!.trim(),
    };
    expect(names.platinum).toMatch(/Platinum/);
    expect(names.platinum).not.toContain("PT-DIA");
    await bag.getByRole("link", { name: "Continue to checkout" }).click();

    await fillContact(page);
    await fillAddress(page);
    await atStep(page, "Shipping method");
    // The step says the parcel waits for the ring, and each rate's dates count the weeks: overnight is not overnight.
    await expect(page.getByText(`${PLATINUM.lead}. The parcel leaves when every piece is ready`)).toBeVisible();
    const express = page.getByRole("radio", { name: /^Express/ });
    const expressDates = (await page.locator(".choice", { has: express }).innerText()).match(/Estimated delivery: (\S+ to \S+)/)?.[1];
    expect(expressDates, "the express rate's window").toBeTruthy();
    const overnightText = await page.locator(".choice", { has: page.getByRole("radio", { name: /^Overnight/ }) }).innerText();
    const overnightEarliest = overnightText.match(/Estimated delivery: (\S+)/)![1];
    const today = new Date();
    expect((dayOf(overnightEarliest).getTime() - today.getTime()) / 86_400_000).toBeGreaterThanOrEqual(20);
    // Until a rate is chosen the panel estimates with the free one, never "calculated at next step".
    await expect(described(page, ".order-panel", "Shipping (estimated)")).toHaveText("Complimentary");
    await express.check();
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await payByCard(page, "4242 4242 4242 4242");
    await atStep(page, "Review");
    await expect(page.locator(".review")).toContainText(`Estimated delivery: ${expressDates}`);
    await expect(described(page, ".order-panel", "Estimated delivery")).toHaveText(expressDates!);
    await expect(described(page, ".order-panel", "Shipping")).toHaveText("USD 14.00");
    await expect(page.locator(".order-panel").getByText(PLATINUM.lead)).toBeVisible();
    // A gift: the message goes on a card in the box, and the wrap is the house's. One too long is refused, kept as typed.
    const message = page.getByLabel("Gift message (optional)");
    await expect(message).toHaveAttribute("maxlength", "200");
    if (hasJavaScript()) {
      // A browser that ignores the field's limit: the API's refusal comes back under it, with the text as typed.
      await message.evaluate((field) => field.removeAttribute("maxlength"));
      await message.fill("x".repeat(201));
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.locator("#gift-message-error")).toHaveText("The gift_message may not be greater than 200 characters.");
      await expect(message).toHaveValue("x".repeat(201));
      await expect(page.getByRole("heading", { level: 2, name: "Review" })).toBeVisible();
    }
    await message.fill("Happy anniversary, with love");
    await page.getByLabel(/^Hand-wrapped in our signature box, with a card \(complimentary\)$/).check();
    const panelTotals = (term: string) => described(page, ".order-panel", term).innerText();
    const before = { subtotal: await panelTotals("Subtotal"), tax: await panelTotals("Tax"), total: await panelTotals("Total") };
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    const number = (await page.locator(".confirmation__number").textContent())!.trim();
    await expect(described(page, "main", "Estimated delivery")).toHaveText(`${expressDates} (Express)`);
    await expect(described(page, ".order-totals", "Shipping")).toHaveText("USD 14.00");
    await expect(described(page, ".order-totals", "Subtotal")).toHaveText(before.subtotal);
    await expect(described(page, ".order-totals", "Tax")).toHaveText(before.tax);
    await expect(described(page, ".order-totals", "Total paid")).toHaveText(before.total);
    await expect(described(page, "main", "Gift message")).toHaveText("Happy anniversary, with love");
    await expect(described(page, "main", "Gift wrap")).toHaveText("Hand-wrapped in our signature box");
    const items = page.locator(".order-summary__items li");
    await expect(items.filter({ hasText: PLATINUM.title })).toContainText(`(${names.platinum})`);
    await expect(items.filter({ hasText: IN_STOCK.title })).toContainText(`(${names.stocked})`);
    await expect(items.filter({ hasText: GIFT.title })).toContainText("Complimentary");

    await page.getByRole("main").getByRole("link", { name: "Track your order" }).click();
    const track = page.locator("#track-order-page form");
    await track.getByLabel("Order email").fill("ada.byron@example.com");
    await track.getByLabel("Billing ZIP code").fill(ADDRESS.zip);
    await track.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expect(described(page, "main", "Estimated delivery")).toHaveText(`${expressDates} (Express)`);
    await expect(described(page, ".order-totals", "Shipping")).toHaveText("USD 14.00");
    await expect(described(page, ".order-totals", "Total")).toHaveText(before.total);
    await expect(items.filter({ hasText: PLATINUM.title })).toContainText(`(${names.platinum})`);
    await expect(items.filter({ hasText: GIFT.title })).toContainText("Complimentary");
  });

  test("a bag of e-gift cards asks only where it is billed: no shipping step, no 'Ship to', no tax, no shipping line", async ({ page }) => {
    await open(page, "/product/maison-lumiere-e-gift-card");
    await addCard(page, { name: "Ada Lovelace", email: "ada@example.com" });
    const bag = await openBag(page);
    await expect(bag.getByText(/shipping on every order/)).toHaveCount(0);
    // Sent at once, as nothing else was asked for.
    await expect(bag.getByText("Sent by e-mail when the order is placed")).toBeVisible();
    await bag.getByRole("link", { name: "Continue to checkout" }).click();

    await atStep(page, "Contact");
    const steps = page.getByRole("navigation", { name: "Checkout steps" });
    await expect(steps).not.toContainText("Shipping");
    await expect(steps.getByRole("listitem")).toHaveCount(4);
    await billCardAndReview(page);
    const review = page.locator(".review");
    await expect(review.getByText("Ship to")).toHaveCount(0);
    await expect(review).toContainText("Bill to");
    await expect(review).toContainText("E-mail delivery");
    // New York bills it, and a card is not taxed: the total is the card's value.
    await expect(described(page, ".order-panel", "Tax")).toHaveText("USD 0.00");
    await expect(described(page, ".order-panel", "Shipping")).toHaveCount(0);
    await expect(described(page, ".order-panel", "Total")).toHaveText(await described(page, ".order-panel", "Subtotal").innerText());
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(described(page, ".order-totals", "Shipping")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Shipping address" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Billing address" })).toBeVisible();
    await expect(described(page, "main", "Estimated delivery")).toContainText("(E-mail delivery)");
  });

  test("an e-gift card of USD 500, sent on a chosen day: a day gone is refused with what was typed, and the amount and day reach the confirmation", async ({ page }) => {
    await open(page, "/product/maison-lumiere-e-gift-card");
    // Five amounts, each a link to its own configuration (no JavaScript needed); USD 250 is the page's own.
    const amounts = page.getByRole("group", { name: /^Amount/ });
    await expect(amounts.getByRole("link")).toHaveText(["USD 100", "USD 250", "USD 500", "USD 1,000", "USD 2,500"]);
    await expect(amounts.getByRole("link", { name: "Amount: USD 250" })).toHaveAttribute("aria-current", "true");
    await amounts.getByRole("link", { name: "Amount: USD 500" }).click();
    await expect(page).toHaveURL(/configuration_id=EGIFT-500$/);
    await expect(page.locator(".product-info .price")).toHaveText("USD 500.00");
    await expect(amounts.getByRole("link", { name: "Amount: USD 500" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("img", { name: "Maison Lumière E-Gift Card, USD 500" }).first()).toBeVisible();

    // A day gone is the API's to refuse: said, the day marked, and everything typed kept.
    const recipient = page.getByRole("group", { name: "Who is it for?" });
    const typed = { name: "Grace Hopper", email: "grace@example.com", message: "For the next compiler" };
    await addCard(page, { ...typed, day: dayFrom(-3) }, false);
    await expect(page.getByRole("alert")).toHaveText("The delivery date has passed: choose today or a later day.");
    const day = recipient.getByLabel("Delivery date (optional)");
    await expect(day).toHaveAttribute("aria-invalid", "true");
    await expect(day).toHaveValue(dayFrom(-3));
    await expect(recipient.getByLabel("Recipient’s name")).toHaveValue(typed.name);
    await expect(recipient.getByLabel("Recipient’s e-mail")).toHaveValue(typed.email);
    await expect(recipient.getByLabel("Your message (optional)")).toHaveValue(typed.message);
    await expect(page).toHaveURL(/configuration_id=EGIFT-500$/);

    const sendOn = dayFrom(45);
    const sent = `Sent by e-mail on ${shownDay(sendOn)}`;
    await day.fill(sendOn);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByText("Added to your bag.")).toBeVisible();

    const bag = await openBag(page);
    const line = bag.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect(line).toContainText("USD 500");
    await expect(line).toContainText(`For ${typed.name} (${typed.email})`);
    await expect(line).toContainText(sent);
    await bag.getByRole("link", { name: "Continue to checkout" }).click();

    await atStep(page, "Contact");
    await billCardAndReview(page);
    const panelLine = page.locator(".order-panel__line");
    await expect(panelLine).toContainText("USD 500");
    await expect(panelLine).toContainText(sent);
    await expect(described(page, ".order-panel", "Total")).toHaveText("USD 500.00");
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    const ordered = page.locator(".order-summary__items").getByRole("listitem");
    await expect(ordered).toContainText("(USD 500)");
    await expect(ordered).toContainText(sent);
    await expect(ordered).toContainText("USD 500.00");
  });

  test("/shipping lists the methods and prices checkout quotes, and an eternity band says it cannot be resized", async ({ page }) => {
    await open(page, "/shipping");
    const rows = page.getByRole("main").getByRole("table").getByRole("row");
    await expect(rows.filter({ hasText: "Complimentary ground" })).toContainText("5 to 7 business days");
    await expect(rows.filter({ hasText: "Express" })).toContainText("USD 14.00");
    await expect(rows.filter({ hasText: "Overnight" })).toContainText("USD 45.00");

    await open(page, "/product/promise-eternity-band");
    await expect(page.locator(".product-info__resizing")).toHaveText(/^This ring cannot be resized/);
    await expect(page.getByText(/can be resized once/)).toHaveCount(0);
  });

  test("a shopper finds rings in a jeweller's words: engagement rings, an emerald band shown in emerald, and a way on from nothing", async ({ page }) => {
    await open(page, "/search?search=engagement+rings");
    const results = page.getByRole("main").getByRole("list").filter({ has: page.getByRole("link", { name: /Solitaire/ }) });
    await expect(results.getByRole("link", { name: /Céleste Solitaire Ring/ }).first()).toBeVisible();
    await expect(page.getByText(/No pieces match/)).toHaveCount(0);

    await open(page, "/search?search=emerald");
    const band = page.getByRole("link", { name: /Promise Eternity Band/ }).first();
    await expect(band).toHaveAttribute("href", /configuration_id=[A-Z0-9]+-EMR$/);
    await band.click();
    await expect(page.getByRole("heading", { level: 1, name: "Promise Eternity Band" })).toBeVisible();
    await expect(page).toHaveURL(/configuration_id=[A-Z0-9]+-EMR$/);

    await open(page, "/search?search=tiara");
    await expect(page.getByText("No pieces match “tiara”.", { exact: false })).toBeVisible();
    const suggestions = page.getByRole("navigation", { name: "Searches that find pieces" }).getByRole("link");
    await expect(suggestions.first()).toBeVisible();
    const word = (await suggestions.first().textContent())!.trim();
    await suggestions.first().click();
    await expect(page.getByRole("heading", { level: 1, name: `Search results for “${word}”` })).toBeVisible();
    await expect(page.getByText(/No pieces match/)).toHaveCount(0);
  });
});
