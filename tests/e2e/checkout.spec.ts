import AxeBuilder from "@axe-core/playwright";

import { ADDRESS, addToBagAndCheckOut, atStep, chooseShipping, fillAddress, fillContact, guestToPayment, payByCard } from "./checkout-flow";
import { MOCK_API_URL, expect, hasJavaScript, mockApi, open, signIn, test } from "./support";


test.describe("checkout", () => {
  test("a guest checks out with a card and reaches the confirmation, which tracking then finds", async ({ page }) => {
    await guestToPayment(page);
    await payByCard(page, "4242 4242 4242 4242");
    await atStep(page, "Review");
    await expect(page.getByText("Visa ending in 4242, expires 12/39")).toBeVisible();
    await expect(page.getByText("ada.byron@example.com")).toBeVisible();
    const panel = page.getByRole("complementary", { name: /Your order/ });
    await expect(panel.getByText("USD 14.00")).toBeVisible();
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    const number = (await page.locator(".confirmation__number").textContent())!.trim();
    expect(number).toMatch(/^ML-\d+$/);
    await page.getByRole("link", { name: "Track your order" }).click();
    // The link carries the order number only: no e-mail or ZIP code in a URL.
    await expect(page).toHaveURL(new RegExp(`/track-your-order\\?number=${number}$`));
    const track = page.locator("#track-order-page form");
    await expect(track.getByLabel("Order number")).toHaveValue(number);
    await track.getByLabel("Order email").fill("ada.byron@example.com");
    await track.getByLabel("Billing ZIP code").fill(ADDRESS.zip);
    await track.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();

    // The cart was reset: the bag is empty again.
    await open(page, "/");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

    const events = (await mockApi.events()).data.map((event) => (event.body as { event_id: string }).event_id);
    for (const id of ["begin_checkout", "add_shipping_info", "add_payment_info", "purchase"]) expect(events).toContain(id);
  });

  test("every step's bad input gets a message under its field, and what was typed stays", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    await page.getByLabel("Email").fill("ada@");
    await page.getByRole("button", { name: "Continue to shipping address" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("ada@");
    await fillContact(page);

    await atStep(page, "Shipping address");
    await page.getByLabel("City").fill("New York");
    await page.getByLabel("ZIP code").fill("1002");
    await page.getByRole("button", { name: "Continue to shipping method" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid ZIP code, like 10023")).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("New York");
    await expect(page.getByLabel("ZIP code")).toHaveValue("1002");
    await fillAddress(page);
    await chooseShipping(page);

    await payByCard(page, "4242 4242 4242 4241", "01/20", "12");
    await expect(page.getByText("Enter a valid card number")).toBeVisible();
    await expect(page.getByText("This card has expired")).toBeVisible();
    await expect(page.getByText("Enter the 3-digit security code")).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name on card")).toHaveValue("Ada Byron");
    if (!hasJavaScript()) {
      // The server sends the card back to no one: the shopper types it again.
      await expect(page.getByLabel("Card number")).toHaveValue("");
      expect(await page.content()).not.toContain("4242424242424241");
    }
  });

  test("a declined card comes back to payment with the reason, and the number is not sent back", async ({ page }) => {
    await guestToPayment(page);
    await payByCard(page, "4000 0000 0000 0002");
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Place order" }).click();

    await atStep(page, "Payment");
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveValue("");
    expect(await page.content()).not.toContain("4000000000000002");
    const events = (await mockApi.events()).data.map((event) => event.body as { event_id: string; message?: string });
    expect(events.find((event) => event.event_id === "checkout_error")?.message).toBe("Your card was declined.");

    await payByCard(page, "4242424242424242");
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });

  test("PayPal leaves for the provider's page and comes back to the confirmation", async ({ page }) => {
    await guestToPayment(page);
    await atStep(page, "Payment");
    await page.getByRole("radio", { name: "PayPal" }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Continue to PayPal" }).click();

    await expect(page).toHaveURL(new RegExp(`^${MOCK_API_URL}/__provider/`));
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });

  test("cancelling at the provider returns to payment with a message", async ({ page }) => {
    await guestToPayment(page);
    await atStep(page, "Payment");
    await page.getByRole("radio", { name: "Klarna" }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Continue to Klarna" }).click();
    await page.getByRole("button", { name: "Cancel and return to the store" }).click();

    await atStep(page, "Payment");
    await expect(page.getByText("You cancelled the payment with Klarna.")).toBeVisible();
  });

  test("a discount code and a gift card apply, show as the spec says, and come off again", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    const panel = page.getByRole("complementary", { name: /Your order/ });
    const code = panel.getByLabel("Gift card or discount code");

    await code.fill("NOT-A-CODE");
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(panel.getByText("The code NOT-A-CODE is not valid.")).toBeVisible();
    await expect(panel.getByLabel("Gift card or discount code")).toHaveValue("NOT-A-CODE");

    await code.fill("welcome10");
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(panel.getByText(/^-\$[\d,]+\.\d{2} \(10%\)$/)).toBeVisible();

    await panel.getByLabel("Gift card or discount code").fill("GIFT-100-LUMIERE");
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(panel.getByText("-$100.00", { exact: true })).toBeVisible();

    await panel.getByLabel("Gift card or discount code").fill("LUMIERE50");
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(panel.getByText("Only one discount code can be used per order.")).toBeVisible();

    await panel.getByRole("button", { name: "Remove WELCOME10" }).click();
    await expect(panel.getByText(/\(10%\)/)).toHaveCount(0);
    await expect(panel.getByText("-$100.00", { exact: true })).toBeVisible();
    await atStep(page, "Contact");
  });

  test("a signed-in shopper checks out with a saved address and finds the order in their history", async ({ page }) => {
    await open(page, "/sign-in");
    await signIn(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();

    await addToBagAndCheckOut(page);
    // Signed in, the contact step is already done with the account's e-mail.
    await atStep(page, "Shipping address");
    const shipTo = page.getByRole("group", { name: "Ship to" });
    await expect(shipTo.getByRole("radio").first()).toBeChecked();
    await page.getByRole("button", { name: "Continue to shipping method" }).click();
    await chooseShipping(page, /^Complimentary ground/);
    await payByCard(page, "5555 5555 5555 4444");
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    const number = (await page.locator(".confirmation__number").textContent())!.trim();

    await open(page, "/orders");
    await expect(page.getByText(number)).toBeVisible();
  });

  test("a step cannot be skipped by URL, and an empty cart has nothing to check out", async ({ page }) => {
    await open(page, "/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/shop-all");

    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    const url = new URL(page.url());
    await open(page, `${url.pathname}?step=review`);
    await atStep(page, "Contact");
  });

  test("every step, with errors showing, has no WCAG A/AA violations", async ({ page }) => {
    test.skip(!hasJavaScript(), "axe needs JavaScript in the page");
    const audit = async () => {
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    };
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    await page.getByRole("button", { name: "Continue to shipping address" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    expect(await audit()).toEqual([]);
    await fillContact(page);
    await fillAddress(page);
    await chooseShipping(page);
    await atStep(page, "Payment");
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(page.getByText("Enter a valid card number")).toBeVisible();
    expect(await audit()).toEqual([]);
    await payByCard(page, "4242424242424242");
    await atStep(page, "Review");
    expect(await audit()).toEqual([]);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    expect(await audit()).toEqual([]);
  });
});
