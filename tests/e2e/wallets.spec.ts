// Headless Chromium pays with neither wallet, so the Payment Request API (and ApplePaySession) is a stand-in,
// installed before the page's scripts; what its sheet was told is kept in sessionStorage for the test to read.
import type { Page } from "@playwright/test";

import { addToBag, addToBagAndCheckOut, atStep, openBag } from "./checkout-flow";
import { expect, hasJavaScript, mockApi, test } from "./support";

type SheetLog = Array<{ step: string; value: unknown }>;
type Update = { error?: string; total?: { amount: { value: string } }; shippingOptions?: Array<{ id: string; label: string; amount: { value: string }; selected?: boolean }> };

/** Every wallet "can pay"; the sheet answers `token`. */
function installWallet(token: string) {
  const LOG_KEY = "wallet-sheet-log";
  const log = (step: string, value: unknown) => {
    const entries = JSON.parse(sessionStorage.getItem(LOG_KEY) ?? "[]") as unknown[];
    entries.push({ step, value: JSON.parse(JSON.stringify(value ?? null)) });
    sessionStorage.setItem(LOG_KEY, JSON.stringify(entries));
  };
  const address = (full: boolean) => ({
    country: "US",
    region: "New York",
    city: "New York",
    postalCode: "10023",
    dependentLocality: "",
    sortingCode: "",
    addressLine: full ? ["1 West 72nd Street", "Apt 4B"] : [],
    recipient: full ? "Ada Byron" : "",
    organization: "",
    phone: full ? "+1 212 555 0147" : "",
  });

  class StandInPaymentRequest extends EventTarget {
    shippingAddress: ReturnType<typeof address> | null = null;
    shippingOption: string | null = null;
    constructor(
      private methodData: Array<{ supportedMethods: string; data?: unknown }>,
      private details: unknown,
      private options: unknown,
    ) {
      super();
    }
    canMakePayment() {
      return Promise.resolve(true);
    }
    abort() {
      return Promise.resolve();
    }
    private change(type: string): Promise<Record<string, unknown>> {
      return new Promise((resolve) => {
        const event = Object.assign(new Event(type), {
          updateWith: (update: Promise<Record<string, unknown>>) => void Promise.resolve(update).then(resolve),
        });
        this.dispatchEvent(event);
      });
    }
    async show() {
      log("open", { method: this.methodData[0].supportedMethods, details: this.details, options: this.options });
      // Before the payment is authorised the wallet shares only what prices shipping.
      this.shippingAddress = address(false);
      const quoted = await this.change("shippingaddresschange");
      log("address", quoted);
      if (quoted.error) throw new DOMException("The shopper closed the sheet", "AbortError");
      this.shippingOption = "express";
      log("option", await this.change("shippingoptionchange"));
      const google = this.methodData[0].supportedMethods === "https://google.com/pay";
      return {
        methodName: this.methodData[0].supportedMethods,
        details: google
          ? { apiVersion: 2, paymentMethodData: { type: "CARD", tokenizationData: { type: "PAYMENT_GATEWAY", token } } }
          : { token: { paymentData: { version: "EC_v1", data: token }, transactionIdentifier: "T-1" } },
        payerEmail: "ada.byron@example.com",
        payerName: "Ada Byron",
        payerPhone: "+1 212 555 0147",
        shippingAddress: address(true),
        shippingOption: this.shippingOption,
        complete: (result: string) => {
          log("complete", result);
          return Promise.resolve();
        },
      };
    }
  }
  Object.defineProperty(window, "PaymentRequest", { value: StandInPaymentRequest, configurable: true, writable: true });
  Object.defineProperty(window, "ApplePaySession", { value: { canMakePayments: () => true }, configurable: true, writable: true });
}

const sheetLog = async (page: Page) => (await page.evaluate(() => JSON.parse(sessionStorage.getItem("wallet-sheet-log") ?? "[]"))) as SheetLog;
const stepOf = (entries: SheetLog, step: string) => entries.find((entry) => entry.step === step)?.value;

const expressSection = (page: Page) => page.getByRole("region", { name: "Express checkout" });

async function orderPlaced(page: Page) {
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.locator(".confirmation__number")).toHaveText(/^\s*ML-\d+\s*$/);
  // The bag is empty: the shop's header, one link on (the confirmation's own header has no bag), says so.
  await page.getByRole("main").getByRole("link", { name: "Continue shopping" }).click();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
}

test.describe("Google Pay and Apple Pay", () => {
  test.describe("where the browser can pay with them", () => {
    test.skip(() => !hasJavaScript(), "The wallets are the browser's Payment Request API: without JavaScript there is none, and no button (below).");

    test("Google Pay from the bag: the sheet quotes the address and the Express option, pays, and the order is confirmed", async ({ page }) => {
      await page.addInitScript(installWallet, '{"id":"tok_test_visa"}');
      await addToBag(page);
      const bag = await openBag(page);
      await bag.getByRole("region", { name: "Express checkout" }).getByRole("button", { name: "Pay with Google Pay" }).click();
      await orderPlaced(page);

      const log = await sheetLog(page);
      expect(stepOf(log, "open")).toMatchObject({
        method: "https://google.com/pay",
        options: { requestPayerEmail: true, requestPayerName: true, requestPayerPhone: true, requestShipping: true },
      });
      const quoted = stepOf(log, "address") as Update;
      expect(quoted.error).toBeUndefined();
      expect(quoted.shippingOptions?.map((option) => option.id)).toContain("express");
      const chosen = stepOf(log, "option") as Update;
      const express = chosen.shippingOptions?.find((option) => option.id === "express");
      expect(express).toMatchObject({ amount: { value: "14.00" }, selected: true });
      // The total the sheet showed includes the Express shipping it quoted.
      expect(Number(chosen.total?.amount.value)).toBeGreaterThan(Number(quoted.total?.amount.value));
      expect(stepOf(log, "complete")).toBe("success");

      const events = (await mockApi.events()).data.map((event) => (event.body as { event_id: string }).event_id);
      expect(events.filter((id) => id === "begin_checkout")).toHaveLength(1);
      expect(events).toContain("purchase");
    });

    test("Apple Pay from the contact step, to the confirmation", async ({ page }) => {
      await page.addInitScript(installWallet, "apple-pay-test-payment-data");
      await addToBagAndCheckOut(page);
      await atStep(page, "Contact");
      await expressSection(page).getByRole("button", { name: "Pay with Apple Pay" }).click();
      await orderPlaced(page);
      expect(stepOf(await sheetLog(page), "open")).toMatchObject({ method: "https://apple.com/apple-pay" });
    });

    test("a declined payment closes the sheet with fail and says the wallet's message beside the buttons; the bag is kept", async ({ page }) => {
      await page.addInitScript(installWallet, '{"id":"tok_decline"}');
      await addToBag(page);
      const bag = await openBag(page);
      const express = bag.getByRole("region", { name: "Express checkout" });
      await express.getByRole("button", { name: "Pay with Google Pay" }).click();
      await expect(express.getByRole("alert")).toContainText("Your payment was declined by Google Pay.");
      expect(stepOf(await sheetLog(page), "complete")).toBe("fail");
      await expect(bag.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
      // The shopper may try again.
      await expect(express.getByRole("button", { name: "Pay with Google Pay" })).toBeEnabled();
    });
  });

  test("without a wallet the browser can pay with, or without JavaScript, no wallet button is shown", async ({ page }) => {
    await addToBag(page);
    const bag = await openBag(page);
    const express = bag.getByRole("region", { name: "Express checkout" });
    // The express section is there (PayPal and Affirm are plain forms)...
    await expect(express.getByRole("button", { name: "Check out with PayPal" })).toBeVisible();
    if (hasJavaScript()) {
      // ...and the browser has been asked: its answer is in before the buttons' code goes quiet.
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
    }
    await expect(express.getByRole("button", { name: /^Pay with/ })).toHaveCount(0);

    await bag.getByRole("link", { name: "Continue to checkout" }).click();
    await atStep(page, "Contact");
    await expect(expressSection(page).getByRole("button", { name: "Check out with PayPal" })).toBeVisible();
    await expect(expressSection(page).getByRole("button", { name: /^Pay with/ })).toHaveCount(0);
  });
});
