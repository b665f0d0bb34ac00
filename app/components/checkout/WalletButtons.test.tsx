// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import type { SheetOutcome } from "~/lib/wallet-sheet";

import { WalletButtons } from "./WalletButtons";

const sheet = vi.hoisted(() => ({ outcome: null as Promise<SheetOutcome> | null, opened: [] as Array<[string, number]> }));
vi.mock("~/lib/wallet-sheet", () => ({
  openSheet: (method: string, total: number) => {
    sheet.opened.push([method, total]);
    return sheet.outcome!;
  },
}));

const WALLETS = [
  { id: "google_pay", title: "Google Pay" },
  { id: "apple_pay", title: "Apple Pay" },
];

/** A browser whose Payment Request API can pay with `able` (by method URL). */
function paymentRequestFor(able: string[]) {
  const probed: Array<{ method: string; total: string }> = [];
  class FakePaymentRequest {
    constructor(
      private methods: Array<{ supportedMethods: string }>,
      details: { total: { amount: { value: string } } },
    ) {
      probed.push({ method: methods[0].supportedMethods, total: details.total.amount.value });
    }
    canMakePayment() {
      return Promise.resolve(able.includes(this.methods[0].supportedMethods));
    }
  }
  Object.defineProperty(window, "PaymentRequest", { value: FakePaymentRequest, configurable: true, writable: true });
  return probed;
}

function renderButtons(methods = WALLETS, total = 1014) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <WalletButtons methods={methods} total={total} /> },
    { path: "/checkout/success/:id", Component: () => <h1>Thank you for your order</h1> },
  ]);
  return render(<Stub />);
}

afterEach(() => {
  delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  sheet.opened = [];
  sheet.outcome = null;
});

describe("WalletButtons", () => {
  it("renders nothing on the server", () => {
    paymentRequestFor(["https://google.com/pay"]);
    expect(renderToString(<WalletButtons methods={WALLETS} total={1014} />)).toBe("");
  });

  it("shows nothing in a browser without the Payment Request API, even one that says it has Apple Pay", async () => {
    Object.defineProperty(window, "ApplePaySession", { value: { canMakePayments: () => true }, configurable: true });
    renderButtons();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows each wallet the browser says it can pay with, asked with the cart's total", async () => {
    const probed = paymentRequestFor(["https://google.com/pay"]);
    renderButtons();
    expect(await screen.findByRole("button", { name: "Pay with Google Pay" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay with Apple Pay" })).toBeNull();
    // Apple Pay is Apple's browser's: no other browser is asked about it.
    expect(probed).toEqual([{ method: "https://google.com/pay", total: "1014.00" }]);
  });

  it("takes Apple's own answer for Apple Pay, and shows no wallet the API did not offer", async () => {
    const probed = paymentRequestFor([]);
    Object.defineProperty(window, "ApplePaySession", { value: { canMakePayments: () => true }, configurable: true });
    renderButtons([{ id: "apple_pay", title: "Apple Pay" }, { id: "paypal_express", title: "PayPal" }]);
    expect(await screen.findByRole("button", { name: "Pay with Apple Pay" })).toBeInTheDocument();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(probed).toEqual([]);
  });

  it("shows no Apple Pay where Apple says the device cannot pay", async () => {
    paymentRequestFor(["https://google.com/pay", "https://apple.com/apple-pay"]);
    Object.defineProperty(window, "ApplePaySession", { value: { canMakePayments: () => false }, configurable: true });
    renderButtons();
    expect(await screen.findByRole("button", { name: "Pay with Google Pay" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay with Apple Pay" })).toBeNull();
  });

  it("opens the sheet for the wallet and the total, and shows a refusal's message as an alert beside the buttons", async () => {
    paymentRequestFor(["https://google.com/pay", "https://apple.com/apple-pay"]);
    renderButtons();
    sheet.outcome = Promise.resolve({ paid: false, message: "Your payment was declined by Google Pay." });
    fireEvent.click(await screen.findByRole("button", { name: "Pay with Google Pay" }));
    expect(sheet.opened).toEqual([["google_pay", 1014]]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your payment was declined by Google Pay.");
    expect(screen.getByRole("button", { name: "Pay with Google Pay" })).toBeEnabled();
  });

  it("says nothing when the shopper closes the sheet, and clears an earlier message", async () => {
    paymentRequestFor([]);
    Object.defineProperty(window, "ApplePaySession", { value: { canMakePayments: () => true }, configurable: true });
    renderButtons();
    sheet.outcome = Promise.resolve({ paid: false, message: "Your payment was declined by Apple Pay." });
    fireEvent.click(await screen.findByRole("button", { name: "Pay with Apple Pay" }));
    await screen.findByRole("alert");
    sheet.outcome = Promise.resolve({ paid: false, message: null });
    fireEvent.click(screen.getByRole("button", { name: "Pay with Apple Pay" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(sheet.opened.map(([method]) => method)).toEqual(["apple_pay", "apple_pay"]);
  });

  it("goes to the confirmation once the order is placed", async () => {
    paymentRequestFor(["https://google.com/pay"]);
    renderButtons();
    sheet.outcome = Promise.resolve({ paid: true, url: "/checkout/success/ML-100241" });
    fireEvent.click(await screen.findByRole("button", { name: "Pay with Google Pay" }));
    expect(await screen.findByRole("heading", { name: "Thank you for your order" })).toBeInTheDocument();
  });

  it("keeps the buttons from opening a second sheet while one is open", async () => {
    paymentRequestFor(["https://google.com/pay"]);
    renderButtons();
    sheet.outcome = new Promise(() => undefined);
    const button = await screen.findByRole("button", { name: "Pay with Google Pay" });
    fireEvent.click(button);
    expect(button).toBeDisabled();
  });
});
