/** The checkout's steps as a shopper goes through them, by role and label: shared by the checkout specs. */
import type { Locator, Page } from "@playwright/test";

import { expect, formsReady, madeToOrderPiece, open } from "./support";

/** Adds a made-to-order piece from its page; the bag's drawer is then one click away. */
export async function addToBag(page: Page, piece?: string) {
  await open(page, piece ?? (await madeToOrderPiece()));
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByText("Added to your bag.")).toBeVisible();
}

/** Opens the bag's drawer from the header. */
export async function openBag(page: Page) {
  await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).click();
  return page.getByRole("dialog", { name: "Your cart" });
}

export async function addToBagAndCheckOut(page: Page, piece?: string) {
  await addToBag(page, piece);
  await (await openBag(page)).getByRole("link", { name: "Continue to checkout" }).click();
}

/** The step's heading; with JavaScript, also waits for the step's form code so its validation runs. */
export async function atStep(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.locator('nav[aria-label="Checkout steps"] [aria-current="step"]')).toContainText(title);
  await formsReady(page);
}

export const ADDRESS = { first: "Ada", last: "Byron", street: "1 West 72nd Street", city: "New York", state: "NY", zip: "10023", phone: "212-555-0147" };

export async function fillContact(page: Page, email = "ada.byron@example.com") {
  await atStep(page, "Contact");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue to shipping address" }).click();
}

/** The address step's two sets of fields, each named by its (visually hidden) legend. */
export const shippingFields = (page: Page) => page.getByRole("group", { name: "Shipping address" });
export const billingFields = (page: Page) => page.getByRole("group", { name: "Your billing address" });

/** ADDRESS's postal lines into a group of address fields: the shipping address's, or a billing address's. */
export async function typePostal(fields: Locator, zip = ADDRESS.zip, street = ADDRESS.street) {
  await fields.getByLabel("First name").fill(ADDRESS.first);
  await fields.getByLabel("Last name").fill(ADDRESS.last);
  await fields.getByLabel("Address", { exact: true }).fill(street);
  await fields.getByLabel("City").fill(ADDRESS.city);
  await fields.getByLabel("State").selectOption(ADDRESS.state);
  await fields.getByLabel("ZIP code").fill(zip);
}

export async function typeShippingAddress(page: Page, zip = ADDRESS.zip, street = ADDRESS.street) {
  const fields = shippingFields(page);
  await typePostal(fields, zip, street);
  await fields.getByLabel("Phone number").fill(ADDRESS.phone);
}

export async function fillAddress(page: Page, zip = ADDRESS.zip) {
  await atStep(page, "Shipping address");
  await typeShippingAddress(page, zip);
  await page.getByRole("button", { name: "Continue to shipping method" }).click();
}

export async function chooseShipping(page: Page, method: RegExp = /^Express/) {
  await atStep(page, "Shipping method");
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

export async function payByCard(page: Page, number: string, expiry = "12/39", cvc = "123") {
  await atStep(page, "Payment");
  await page.getByRole("radio", { name: "Credit card" }).check();
  // A signed-in shopper with saved cards is offered them first.
  const newCard = page.getByRole("radio", { name: "A new card" });
  if (await newCard.count()) await newCard.check();
  await page.getByLabel("Name on card").fill("Ada Byron");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill(expiry);
  await page.getByLabel("Security code").fill(cvc);
  await page.getByRole("button", { name: "Continue to review" }).click();
}

export async function guestToPayment(page: Page) {
  await addToBagAndCheckOut(page);
  await fillContact(page);
  await fillAddress(page);
  await chooseShipping(page);
}
