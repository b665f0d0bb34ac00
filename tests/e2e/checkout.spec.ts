import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import {
  ADDRESS,
  addToBagAndCheckOut,
  atStep,
  billingFields,
  chooseShipping,
  fillAddress,
  fillContact,
  guestToPayment,
  payByCard,
  shippingFields,
  typeShippingAddress,
} from "./checkout-flow";
import { E2E_API_TIMEOUT_MS } from "../fault-matrix";

import { MOCK_API_URL, expect, hasJavaScript, mockApi, open, signIn, test, trackedPiece } from "./support";

test.describe("checkout", () => {
  test("a guest checks out with a card and reaches the confirmation, which tracking then finds", async ({ page }) => {
    await guestToPayment(page);
    await payByCard(page, "4242 4242 4242 4242");
    await atStep(page, "Review");
    await expect(page.getByText("Visa ending in 4242, expires 12/39")).toBeVisible();
    await expect(page.getByText("ada.byron@example.com")).toBeVisible();
    const panel = page.getByRole("complementary", { name: /Your order/ });
    await expect(panel.getByText("USD 14.00")).toBeVisible();
    // The piece's metal and stone as the bag names them: the confirmation and tracking use the same words, not a code.
    const named = (await panel.locator("li p.small").first().textContent())!.trim();
    expect(named).toMatch(/^[A-Z0-9][\w ]+(, [\w ]+)*$/);
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.locator(".order-summary__items li").first()).toContainText(`(${named})`);
    const number = (await page.locator(".confirmation__number").textContent())!.trim();
    expect(number).toMatch(/^ML-\d+$/);
    // Every line of the total, the same on the confirmation and on tracking.
    const totals = async () => (await page.locator(".order-totals").innerText()).replace("Total paid", "Total");
    const paid = await totals();
    expect(paid).toMatch(/Subtotal\s+USD [\d,]+\.\d{2}\s+Shipping\s+USD 14\.00\s+Tax\s+USD [\d,]+\.\d{2}\s+Total\s+USD [\d,]+\.\d{2}/);
    await page.getByRole("main").getByRole("link", { name: "Track your order" }).click();
    // The link carries the order number only: no e-mail or ZIP code in a URL.
    await expect(page).toHaveURL(new RegExp(`/track-your-order\\?number=${number}$`));
    const track = page.locator("#track-order-page form");
    await expect(track.getByLabel("Order number")).toHaveValue(number);
    await track.getByLabel("Order email").fill("ada.byron@example.com");
    await track.getByLabel("Billing ZIP code").fill(ADDRESS.zip);
    await track.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    expect(await totals()).toBe(paid);
    await expect(page.locator(".order-summary__items li").first()).toContainText(`(${named})`);

    await open(page, "/");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

    const events = (await mockApi.events()).data.map((event) => (event.body as { event_id: string }).event_id);
    for (const id of ["begin_checkout", "add_shipping_info", "add_payment_info", "purchase"]) expect(events).toContain(id);

    // The API was asked to place the order once, by the store (its request id), as a guest, and no call had a token.
    const placed = await mockApi.requests({ path: "/api/v1/carts/checkout", method: "POST" });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 200, bearer: false, request_id: expect.stringMatching(/\S/) });
    expect((await mockApi.requests()).filter((entry) => entry.bearer)).toEqual([]);
    expect(JSON.stringify(await mockApi.requests())).not.toContain("4242424242424242");
  });

  test("a card billed to another address: asked on the address step, refused empty, shown on review and the confirmation, and tracking finds the order by it", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await fillContact(page);
    await atStep(page, "Shipping address");
    const billing = billingFields(page);
    // Billed to the shipping address unless the shopper says otherwise: its fields show only then (CSS, with or without JavaScript).
    await expect(page.getByRole("radio", { name: "Same as the shipping address" })).toBeChecked();
    await expect(billing).toBeHidden();
    await typeShippingAddress(page);
    await page.getByRole("radio", { name: "A different billing address" }).check();
    await expect(billing).toBeVisible();
    await billing.getByLabel("City").fill("San Francisco");
    await page.getByRole("button", { name: "Continue to shipping method" }).click();
    await expect(billing.getByText("First name is required")).toBeVisible();
    await expect(billing.getByText("ZIP code is required")).toBeVisible();
    await expect(billing.getByLabel("City")).toHaveValue("San Francisco");
    await expect(shippingFields(page).getByLabel("Address", { exact: true })).toHaveValue(ADDRESS.street);
    await expect(page.getByRole("radio", { name: "A different billing address" })).toBeChecked();

    await billing.getByLabel("First name").fill("Ada");
    await billing.getByLabel("Last name").fill("Byron");
    await billing.getByLabel("Company (optional)").fill("Carter & Reyes LLP");
    await billing.getByLabel("Address", { exact: true }).fill("1 Market Street");
    await billing.getByLabel("State").selectOption("CA");
    await billing.getByLabel("ZIP code").fill("94105");
    await page.getByRole("button", { name: "Continue to shipping method" }).click();
    await chooseShipping(page);
    await payByCard(page, "4242 4242 4242 4242");
    await atStep(page, "Review");
    const billTo = page.locator(".review__row").filter({ has: page.getByText("Bill to", { exact: true }) });
    await expect(billTo).toContainText("Carter & Reyes LLP, 1 Market Street");
    await expect(billTo).toContainText("San Francisco, CA 94105");
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Billing address" })).toContainText("San Francisco, CA 94105");
    await expect(page.getByRole("region", { name: "Shipping address" })).toContainText(`${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zip}`);
    const number = (await page.locator(".confirmation__number").textContent())!.trim();
    await page.getByRole("main").getByRole("link", { name: "Track your order" }).click();
    const track = page.locator("#track-order-page form");
    await track.getByLabel("Order email").fill("ada.byron@example.com");
    await track.getByLabel("Billing ZIP code").fill(ADDRESS.zip);
    await track.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("heading", { name: `Order ${number}` })).toHaveCount(0);
    await track.getByLabel("Billing ZIP code").fill("94105");
    await track.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  });

  test("every step's bad input gets a message under its field, and what was typed stays", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    await page.getByLabel("Email", { exact: true }).fill("ada@");
    await page.getByRole("button", { name: "Continue to shipping address" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("ada@");
    await fillContact(page);

    await atStep(page, "Shipping address");
    await shippingFields(page).getByLabel("City").fill("New York");
    await shippingFields(page).getByLabel("ZIP code").fill("1002");
    await page.getByRole("button", { name: "Continue to shipping method" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid ZIP code, like 10023")).toBeVisible();
    await expect(shippingFields(page).getByLabel("City")).toHaveValue("New York");
    await expect(shippingFields(page).getByLabel("ZIP code")).toHaveValue("1002");
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

  test("a declined card comes back to payment with the reason at the top, in focus; its name and expiry kept, never its number or code", async ({ page }) => {
    await guestToPayment(page);
    await payByCard(page, "4000 0000 0000 0002", "11/38", "987");
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Place order" }).click();

    await atStep(page, "Payment");
    const alert = page.getByRole("alert").filter({ hasText: "Your card was declined." });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    // Said once, above the step's form: not again under a field.
    await expect(page.getByText("Your card was declined.")).toHaveCount(1);
    expect(await alert.evaluate((node) => node.compareDocumentPosition(document.querySelector("#checkout-payment")!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
    await expect(page.getByLabel("Name on card")).toHaveValue("Ada Byron");
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("11/38");
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await expect(page.getByLabel("Security code")).toHaveValue("");
    expect(await page.content()).not.toContain("4000000000000002");
    expect(await page.locator('input[name="cvc"]').getAttribute("value")).toBeFalsy();
    const events = (await mockApi.events()).data.map((event) => event.body as { event_id: string; message?: string });
    expect(events.find((event) => event.event_id === "checkout_error")?.message).toBe("Your card was declined.");

    await payByCard(page, "4242424242424242");
    await atStep(page, "Review");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });

  test("on a phone every step is named and the finished ones ticked; each step says checkout is secure and who to ask", async ({ page }) => {
    await guestToPayment(page);
    await atStep(page, "Payment");
    await page.setViewportSize({ width: 390, height: 844 });
    const steps = page.getByRole("navigation", { name: "Checkout steps" });
    for (const name of ["Contact", "Shipping address", "Shipping method", "Payment", "Review"]) {
      await expect(steps.getByText(name, { exact: true })).toBeVisible();
    }
    for (const name of ["Contact", "Shipping address", "Shipping method"]) {
      const done = steps.getByRole("link", { name: `${name} (done)` });
      await expect(done).toBeVisible();
      expect(await done.locator(".checkout-steps__number").evaluate((number) => getComputedStyle(number, "::before").content)).toBe('"✓"');
    }
    expect(await steps.locator("[aria-current=step] .checkout-steps__number").evaluate((number) => getComputedStyle(number, "::before").content)).not.toBe('"✓"');

    const { settings } = await mockApi.get<{ settings: { contact_phone: string; contact_email: string } }>("/bootstrap");
    const care = page.getByRole("region", { name: "Secure checkout" });
    await expect(care).toContainText("Your card number goes on to our payment gateway and is never kept by this store.");
    // The demo is served over http: nothing here claims it is encrypted.
    await expect(care).not.toContainText("encrypted");
    await expect(care.getByRole("link", { name: settings.contact_phone })).toHaveAttribute("href", `tel:${settings.contact_phone.replace(/[^\d+]/g, "")}`);
    await expect(care.getByRole("link", { name: settings.contact_email })).toHaveAttribute("href", `mailto:${settings.contact_email}`);
  });

  test("an order whose answer is slower than the store waits is being confirmed, never 'try again', and lands on the confirmation", async ({ page }) => {
    await guestToPayment(page);
    await payByCard(page, "4242 4242 4242 4242");
    await atStep(page, "Review");
    // The API places the order, but answers after the store has given up on it: late enough that the review step the
    // store redirects to still finds it unplaced on a busy machine (a 300 ms margin let it land there first).
    await mockApi.fault({ path: "/api/v1/carts/checkout", method: "POST", delay_ms: E2E_API_TIMEOUT_MS + 2_000, times: 1 });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "We are confirming your order" })).toBeVisible();
    await expect(page.getByText(/there is no need to place it again/)).toBeVisible();
    await expect(page.getByText(/try again/i)).toHaveCount(0);
    // The page looks again by itself every 5 s, with JavaScript or without; "Check again" does it at once.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "5");
    const checkAgain = page.getByRole("link", { name: "Check again" });
    await expect(async () => {
      if (await checkAgain.isVisible()) await checkAgain.click();
      await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.locator(".confirmation__number")).toHaveText(/^ML-\d+$/);
    // Looking again never asked the API to place it again.
    expect(await mockApi.requests({ path: "/api/v1/carts/checkout", method: "POST" })).toHaveLength(1);
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
    await expect(panel.getByText(/^-USD [\d,]+\.\d{2} \(10%\)$/)).toBeVisible();

    await panel.getByLabel("Gift card or discount code").fill("GIFT-100-LUMIERE");
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(panel.getByText("-USD 100.00", { exact: true })).toBeVisible();

    await panel.getByLabel("Gift card or discount code").fill("LUMIERE50");
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(panel.getByText("Only one discount code can be used per order.")).toBeVisible();

    await panel.getByRole("button", { name: "Remove WELCOME10" }).click();
    await expect(panel.getByText(/\(10%\)/)).toHaveCount(0);
    await expect(panel.getByText("-USD 100.00", { exact: true })).toBeVisible();
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

  test("keeps the store's footer under its own header: help, returns and contact stay one click away", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    await expect(page.getByRole("banner").getByRole("link")).toHaveText(["Continue shopping"]);
    const footer = page.getByRole("contentinfo");
    const ways = [
      ["Track your order", "/track-your-order"],
      ["Shipping", "/shipping"],
      ["Returns & repairs", "/returns"],
      ["FAQ", "/faq"],
      ["Contact us", "/faq#contact-us"],
    ];
    for (const [name, href] of ways) await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await footer.getByRole("link", { name: "Returns & repairs", exact: true }).click();
    await expect(page).toHaveURL(/\/returns$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/returns/i);
  });

  test("every step, with errors showing, has no WCAG A/AA violations", async ({ page }) => {
    // axe reads every node of several full pages: tens of seconds on a busy two-core machine; no speed is checked here.
    test.setTimeout(90_000);
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

const orderPanel = (page: Page) => page.getByRole("complementary", { name: /Your order/ });

/** The <dd> after the label's <dt>. */
const panelAmount = (page: Page, label: string) =>
  orderPanel(page).locator("dl dt").filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[1]");

const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

const REMOVE_CONFIRM = "Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?";

test.describe("the bag at checkout", () => {
  test("a quantity changed on the payment step updates the totals and stays on the payment step", async ({ page }) => {
    await guestToPayment(page);
    await atStep(page, "Payment");
    const panel = orderPanel(page);
    const quantity = panel.getByRole("spinbutton", { name: /^Quantity for / });
    await expect(quantity).toHaveValue("1");
    const subtotal = dollars(await panelAmount(page, "Subtotal").textContent());
    const total = dollars(await panelAmount(page, "Total").textContent());

    await quantity.fill("2");
    await panel.getByRole("button", { name: /^Update quantity of / }).click();
    await expect(panel.getByRole("heading", { name: "Your order (2 items)" })).toBeVisible();
    await atStep(page, "Payment");
    await expect(page).toHaveURL(/\?step=payment(#order-line-\d+)?$/);
    await expect(quantity).toHaveValue("2");
    await expect(panelAmount(page, "Subtotal")).toHaveText(`USD ${(2 * subtotal).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(dollars(await panelAmount(page, "Total").textContent())).toBeGreaterThan(total + subtotal - 0.01);
    // The payment step is as it was: its form is still there to fill in.
    await expect(page.getByRole("radio", { name: "Credit card" })).toBeVisible();
    if (hasJavaScript()) await expect(panel.getByRole("button", { name: /^Update quantity of / })).toBeFocused();
  });

  test("Remove takes a line out and stays on the step; the last one leaves nothing to check out", async ({ page }) => {
    const second = await trackedPiece();
    await open(page, second.path);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByText("Added to your bag.")).toBeVisible();
    await addToBagAndCheckOut(page);
    await fillContact(page);
    await atStep(page, "Shipping address");
    const panel = orderPanel(page);
    await expect(panel.getByRole("heading", { name: "Your order (2 items)" })).toBeVisible();

    await panel.getByRole("button", { name: /^Remove / }).first().click();
    await expect(panel.getByRole("heading", { name: "Your order (1 item)" })).toBeVisible();
    await atStep(page, "Shipping address");
    // The removed line took the focused button with it: the focus is on what is left.
    if (hasJavaScript()) await expect(panel.getByRole("heading", { name: "Your order (1 item)" })).toBeFocused();

    await panel.getByRole("button", { name: /^Remove / }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout(#order-line-\d+)?$/);
  });

  test("a quantity of 0 asks first: Cancel keeps the line, Remove takes it out", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    const panel = orderPanel(page);
    const quantity = panel.getByRole("spinbutton", { name: /^Quantity for / });
    const update = panel.getByRole("button", { name: /^Update quantity of / });
    // The Dialog with JavaScript, the page's own step without it: a question by the same name either way.
    const question = page.getByRole("alertdialog", { name: "Remove item" });

    await quantity.fill("0");
    await update.click();
    await expect(question).toContainText(REMOVE_CONFIRM);
    await question.getByRole("button", { name: "Cancel" }).or(question.getByRole("link", { name: "Cancel" })).click();
    await expect(question).toHaveCount(0);
    await expect(quantity).toHaveValue("1");
    await atStep(page, "Contact");

    await quantity.fill("0");
    await update.click();
    await question.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("a quantity over the stock is refused under its line, keeping what was typed", async ({ page }) => {
    const piece = await trackedPiece();
    await addToBagAndCheckOut(page, piece.path);
    await atStep(page, "Contact");
    const panel = orderPanel(page);
    const quantity = panel.getByRole("spinbutton", { name: /^Quantity for / });
    await quantity.fill(String(piece.stock + 1));
    await panel.getByRole("button", { name: /^Update quantity of / }).click();
    await expect(panel.getByText(`Only ${piece.stock} left in stock.`)).toBeVisible();
    await expect(quantity).toHaveValue(String(piece.stock + 1));
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByRole("heading", { name: "Your order (1 item)" })).toBeVisible();
    await atStep(page, "Contact");
  });

  test("before there is an address, shipping is the estimate and so is the total", async ({ page }) => {
    test.skip(hasJavaScript(), "the server's page; with JavaScript the same panel renders as OrderSummary.test.tsx shows");
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    const subtotal = dollars(await panelAmount(page, "Subtotal").textContent());
    // What the bag promised: standard shipping, the method a checkout starts on, is complimentary.
    await expect(panelAmount(page, "Shipping (estimated)")).toHaveText("Complimentary");
    expect(dollars(await panelAmount(page, "Estimated total").textContent())).toBeCloseTo(subtotal, 2);
    await expect(panelAmount(page, "Total")).toHaveCount(0);

    await fillContact(page);
    await fillAddress(page);
    await atStep(page, "Shipping method");
    // The address's rates are known and none is chosen yet: still the cheapest, as the steps before said, never "calculated".
    await expect(panelAmount(page, "Shipping (estimated)")).toHaveText("Complimentary");
    await expect(panelAmount(page, "Estimated total")).toBeVisible();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await atStep(page, "Payment");
    await expect(panelAmount(page, "Shipping")).toHaveText("Complimentary");
    await expect(panelAmount(page, "Total")).toBeVisible();
  });

  test("the estimate is the API's cheapest rate (POST /orders/rates), and none is made up when it cannot be had", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await atStep(page, "Contact");
    const subtotal = dollars(await panelAmount(page, "Subtotal").textContent());
    const url = page.url();
    const EXPRESS_ONLY = { rates: [{ id: "express", title: "Express", description: "2 business days", amount: 14 }], delay_notice: false };
    await mockApi.fault({ method: "POST", path: "/api/v1/orders/rates", status: 200, body: { data: EXPRESS_ONLY }, times: 1 });
    await open(page, url);
    await expect(panelAmount(page, "Shipping (estimated)")).toHaveText("USD 14.00");
    expect(dollars(await panelAmount(page, "Estimated total").textContent())).toBeCloseTo(subtotal + 14, 2);

    await mockApi.fault({ method: "POST", path: "/api/v1/orders/rates", status: 500 });
    await open(page, url);
    await atStep(page, "Contact");
    await expect(panelAmount(page, "Shipping (estimated)")).toHaveCount(0);
    await expect(panelAmount(page, "Shipping")).toHaveText("Calculated at next step");
    await expect(panelAmount(page, "Estimated total")).toHaveCount(0);
    // The step itself goes on: the address's own rates come at the shipping step.
    await fillContact(page);
    await fillAddress(page);
    await atStep(page, "Shipping method");
  });

  test("an address nothing can be shipped to is refused, keeping what was typed", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await fillContact(page);
    await atStep(page, "Shipping address");
    await typeShippingAddress(page, ADDRESS.zip, "P.O. Box 4410");
    await page.getByRole("button", { name: "Continue to shipping method" }).click();
    await expect(page.getByText("We can't ship to this address. Please enter another shipping address.")).toBeVisible();
    await atStep(page, "Shipping address");
    await expect(shippingFields(page).getByLabel("Address", { exact: true })).toHaveValue("P.O. Box 4410");
    await fillAddress(page);
    await atStep(page, "Shipping method");
  });

  test("the delay notice shows on every step once the API flags high order volumes", async ({ page }) => {
    test.skip(hasJavaScript(), "the server's page; with JavaScript the same panel renders as OrderSummary.test.tsx shows");
    await mockApi.setHighOrderVolume(true);
    await addToBagAndCheckOut(page);
    const notice = orderPanel(page).getByRole("status");
    await atStep(page, "Contact");
    await expect(notice).toHaveText("High order volumes: shipping and delivery may take longer than usual.");
    await fillContact(page);
    await atStep(page, "Shipping address");
    await expect(notice).toBeVisible();
    await fillAddress(page);
    await chooseShipping(page);
    await atStep(page, "Payment");
    await expect(notice).toBeVisible();

    await mockApi.setHighOrderVolume(false);
    await page.reload();
    await atStep(page, "Payment");
    await expect(notice).toHaveCount(0);
  });
});
