// Plain forms all the way: the same in both projects, JavaScript on and off.
import { addToBag, atStep, addToBagAndCheckOut, chooseShipping, fillAddress, openBag } from "./checkout-flow";
import { expect, hasJavaScript, open, signIn, test } from "./support";

const PAYPAL_BUYER = { email: "sandbox-buyer@paypal.example", zip: "94105" };

test.describe("express checkout", () => {
  test("PayPal express from the bag: approved on PayPal's page, reviewed with PayPal's address, ordered for the amount approved", async ({ page }) => {
    await addToBag(page);
    const bag = await openBag(page);
    await bag.getByRole("button", { name: "Check out with PayPal" }).click();

    await expect(page.getByRole("heading", { name: "PayPal sandbox" })).toBeVisible();
    await expect(page.getByText(PAYPAL_BUYER.email)).toBeVisible();
    const approved = (await page.locator(".amount").textContent())!.trim();
    await page.getByRole("button", { name: "Approve payment" }).click();

    await atStep(page, "Review");
    await expect(page.getByText(PAYPAL_BUYER.email)).toBeVisible();
    await expect(page.getByText(new RegExp(`CA ${PAYPAL_BUYER.zip}`))).toBeVisible();
    await expect(page.getByText("(approved on PayPal's page)")).toBeVisible();

    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.locator(".confirmation__number")).toHaveText(/ML-\d+/);
    // PayPal's page says "$3,471.38 USD"; the confirmation, the store's "USD 3,471.38".
    await expect(page.getByText(`${approved.replace(/^\$([\d,.]+) USD$/, "USD $1")} was charged to PayPal.`)).toBeVisible();
    await open(page, "/");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  });

  test("PayPal express with the shipping changed after approval: nothing is charged until the new total is approved", async ({ page }) => {
    await addToBag(page);
    await (await openBag(page)).getByRole("button", { name: "Check out with PayPal" }).click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await atStep(page, "Review");

    // The shipping method is still the shopper's to change; the total is then not the one PayPal approved.
    await page.getByRole("link", { name: "Change shipping method" }).click();
    await chooseShipping(page, /^Express/);
    await atStep(page, "Review");
    const panel = page.getByRole("complementary", { name: /Your order/ });
    await expect(panel.getByText("USD 14.00")).toBeVisible();
    await page.getByRole("button", { name: "Place order" }).click();

    await atStep(page, "Payment");
    await expect(page.getByText(/^The order's total is now USD [\d,]+\.\d\d, not the USD [\d,]+\.\d\d you approved with PayPal, so nothing was charged\./)).toBeVisible();
    await page.getByRole("radio", { name: "PayPal" }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Continue to PayPal" }).click();
    const approved = (await page.locator(".amount").textContent())!.trim();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByText(`${approved.replace(/^\$([\d,.]+) USD$/, "USD $1")} was charged to PayPal.`)).toBeVisible();
  });

  test("a payment declined on PayPal's page comes back to the bag, open, with PayPal's message", async ({ page }) => {
    await addToBag(page);
    await (await openBag(page)).getByRole("button", { name: "Check out with PayPal" }).click();
    await page.getByRole("button", { name: "Decline payment" }).click();
    const bag = page.getByRole("dialog", { name: "Your cart" });
    await expect(bag.getByRole("alert")).toHaveText("Your payment was declined by PayPal.");
    // The piece, and the gift with purchase that came with it.
    await expect(bag.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
  });

  test("a payment cancelled from the contact step comes back to that step with the message", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    await page.getByRole("button", { name: "Check out with PayPal" }).click();
    await page.getByRole("button", { name: "Cancel and return to the store" }).click();
    await atStep(page, "Contact");
    await expect(page.getByRole("alert")).toContainText("You cancelled the payment with PayPal.");
  });

  test("Affirm express: approved on Affirm's page, ordered from review without a second trip", async ({ page }) => {
    await addToBag(page);
    await (await openBag(page)).getByRole("button", { name: "Check out with Affirm" }).click();
    await expect(page.getByRole("heading", { name: "Affirm sandbox" })).toBeVisible();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await atStep(page, "Review");
    await expect(page.getByText("(approved on Affirm's page)")).toBeVisible();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });
});

test.describe("saved cards", () => {
  test("a card saved on one order is offered, and paid with, on the next; the account lists it by its name", async ({ page }) => {
    // Two whole checkouts and a sign-in: over half the default budget on a quiet machine.
    test.slow();
    await open(page, "/sign-in");
    await signIn(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    for (const round of [1, 2]) {
      await addToBagAndCheckOut(page);
      // Signed in: the contact step is done, and the saved address is chosen.
      await atStep(page, "Shipping address");
      await page.getByRole("button", { name: "Continue to shipping method" }).click();
      await chooseShipping(page);
      await atStep(page, "Payment");
      await page.getByRole("radio", { name: "Credit card" }).check();
      if (round === 1) {
        await page.getByRole("radio", { name: "A new card" }).check();
        await page.getByLabel("Name on card").fill("Ada Byron");
        await page.getByLabel("Card number").fill("3782 822463 10005");
        await page.getByLabel("Expiry (MM/YY)").fill("11/38");
        await page.getByLabel("Security code").fill("4321");
        await page.getByLabel("Card name (optional)").fill("Gallery Amex");
        await page.getByLabel("Save this card for future purchases").check();
      } else {
        // Offered first, by its name: nothing to type.
        await expect(page.getByRole("radio", { name: /^Gallery Amex: American Express ending in 0005, expires 11\/38/ })).toBeVisible();
        await page.getByRole("radio", { name: /^Gallery Amex/ }).check();
      }
      await page.getByRole("button", { name: "Continue to review" }).click();
      await atStep(page, "Review");
      await expect(page.getByText("Gallery Amex: American Express ending in 0005, expires 11/38")).toBeVisible();
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    }
    await page.goto("/profile/payment-methods");
    await expect(page.getByRole("heading", { level: 2, name: /American Express ending in 0005/ })).toHaveCount(1);
    await expect(page.getByText("Gallery Amex")).toBeVisible();
  });

  test("a guest is not offered to save a card", async ({ page }) => {
    test.skip(hasJavaScript(), "the server's payment step; with JavaScript the same form hydrates from the same loader data");
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    await page.getByLabel("Email", { exact: true }).fill("guest@example.com");
    await page.getByRole("button", { name: "Continue to shipping address" }).click();
    await fillAddress(page);
    await chooseShipping(page);
    await atStep(page, "Payment");
    await expect(page.getByLabel("Card name (optional)")).toBeVisible();
    await expect(page.getByLabel("Save this card for future purchases")).toHaveCount(0);
  });
});
