import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { WALLET_MESSAGES } from "./wallet";
import { openSheet } from "./wallet-sheet";

const ADDRESS = {
  country: "US",
  region: "NY",
  city: "New York",
  postalCode: "10023",
  addressLine: ["1 West 72nd Street"],
  recipient: "Ada Byron",
  phone: "+12125550147",
  organization: "",
};

/** The browser's side, scripted: address (and option) changes, each update awaited, then the payment or a rejection. */
type Script = { option?: string; refuse?: Error; response?: Partial<PaymentResponse> };
let script: Script;
let sheets: FakeSheet[];

class FakeSheet extends EventTarget {
  shippingAddress: typeof ADDRESS | null = null;
  shippingOption: string | null = null;
  updates: PaymentDetailsUpdate[] = [];
  completed: string[] = [];
  constructor(
    readonly methods: PaymentMethodData[],
    readonly details: PaymentDetailsInit,
    readonly options: PaymentOptions,
  ) {
    super();
    sheets.push(this);
  }
  private fire(type: string) {
    return new Promise<void>((resolve) => {
      const event = Object.assign(new Event(type), {
        updateWith: (update: Promise<PaymentDetailsUpdate>) => void update.then((value) => (this.updates.push(value), resolve())),
      });
      this.dispatchEvent(event);
    });
  }
  async show() {
    if (script.refuse) throw script.refuse;
    this.shippingAddress = ADDRESS;
    await this.fire("shippingaddresschange");
    if (script.option) {
      this.shippingOption = script.option;
      await this.fire("shippingoptionchange");
    }
    return {
      details: { paymentMethodData: { tokenizationData: { token: "tok_test" } } },
      payerEmail: "ada@example.com",
      payerName: "Ada Byron",
      payerPhone: null,
      shippingAddress: ADDRESS,
      shippingOption: this.shippingOption ?? "express",
      complete: async (result: string) => void this.completed.push(result),
      ...script.response,
    };
  }
}

/** The store's answers, one per post in order; a string is a body that is not JSON. */
let answers: Array<unknown>;
let posted: Array<Record<string, string>>;

beforeEach(() => {
  script = {};
  sheets = [];
  answers = [];
  posted = [];
  vi.stubGlobal("PaymentRequest", FakeSheet);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/checkout/wallet");
      expect(init.method).toBe("POST");
      posted.push(Object.fromEntries(init.body as URLSearchParams));
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return new Response(typeof answer === "string" ? answer : JSON.stringify(answer));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const QUOTED = { ok: true, details: { total: { label: "Total", amount: { currency: "USD", value: "1102.75" } }, shippingOptions: [] } };

describe("the payment sheet", () => {
  it("opens with the wallet's method data, the cart's total and every question an order needs", async () => {
    answers = [QUOTED, { ok: true, url: "/checkout/success/ML-1" }];
    await openSheet("google_pay", 1014);
    const [sheet] = sheets;
    expect(sheet.methods[0].supportedMethods).toBe("https://google.com/pay");
    expect(sheet.details.total.amount).toEqual({ currency: "USD", value: "1014.00" });
    expect(sheet.options).toMatchObject({ requestPayerEmail: true, requestPayerName: true, requestPayerPhone: true, requestShipping: true });
  });

  it("quotes each address and option with the store, marking the first quote, and gives the sheet the store's update", async () => {
    script.option = "ground";
    const second = { ok: true, details: { total: { label: "Total", amount: { currency: "USD", value: "1088.75" } } } };
    answers = [QUOTED, second, { ok: true, url: "/checkout/success/ML-1" }];
    await openSheet("google_pay", 1014);
    expect(posted.slice(0, 2)).toEqual([
      { intent: "wallet-quote", country: "US", state: "NY", zip_code: "10023", city: "New York", begin: "1" },
      { intent: "wallet-quote", country: "US", state: "NY", zip_code: "10023", city: "New York", shipping_rate_id: "ground" },
    ]);
    expect(sheets[0].updates).toEqual([QUOTED.details, second.details]);
  });

  it("keeps marking the quote as the first until one is answered", async () => {
    script.option = "ground";
    answers = [{ ok: false, message: "Your cart is empty.", details: { error: "Your cart is empty.", shippingOptions: [] } }, QUOTED, { ok: true, url: "/x" }];
    await openSheet("apple_pay", 10);
    expect(posted[1].begin).toBe("1");
    expect(sheets[0].updates[0]).toEqual({ error: "Your cart is empty.", shippingOptions: [] });
  });

  it("tells the sheet the payment could not be started when the store's answer to a quote is not one", async () => {
    answers = ["<html>Bad Gateway</html>", { ok: true, url: "/x" }];
    await openSheet("google_pay", 10);
    expect(sheets[0].updates[0]).toEqual({ error: WALLET_MESSAGES.unavailable, shippingOptions: [] });
  });

  it("pays with what the sheet gave, closes it with success and answers where the confirmation is", async () => {
    answers = [QUOTED, { ok: true, url: "/checkout/success/ML-100241" }];
    expect(await openSheet("google_pay", 1014)).toEqual({ paid: true, url: "/checkout/success/ML-100241" });
    expect(posted[1]).toMatchObject({
      intent: "wallet-pay",
      payment_method: "google_pay",
      payment_token: "tok_test",
      email: "ada@example.com",
      shipping_rate_id: "express",
      first_name: "Ada",
      last_name: "Byron",
      address: "1 West 72nd Street",
      state: "NY",
      phone_number: "+12125550147",
    });
    expect(sheets[0].completed).toEqual(["success"]);
  });

  it("closes the sheet as unknown when the store is still confirming the payment, and goes on to where it is confirmed", async () => {
    answers = [QUOTED, { ok: true, confirming: true, url: "/checkout/chk_1?step=review" }];
    expect(await openSheet("google_pay", 1014)).toEqual({ paid: true, url: "/checkout/chk_1?step=review" });
    expect(sheets[0].completed).toEqual(["unknown"]);
  });

  it("closes the sheet with fail and answers the store's message when the payment is refused", async () => {
    answers = [QUOTED, { ok: false, message: "Your payment was declined by Google Pay." }];
    expect(await openSheet("google_pay", 1014)).toEqual({ paid: false, message: "Your payment was declined by Google Pay." });
    expect(sheets[0].completed).toEqual(["fail"]);
  });

  it("says the payment could not be confirmed when the store's answer to it never came", async () => {
    answers = [QUOTED, new TypeError("Failed to fetch")];
    expect(await openSheet("google_pay", 1014)).toEqual({ paid: false, message: WALLET_MESSAGES.unconfirmed });
    expect(sheets[0].completed).toEqual(["fail"]);
  });

  it("still answers when the sheet is already gone", async () => {
    answers = [QUOTED, { ok: true, url: "/checkout/success/ML-1" }];
    script.response = { complete: () => Promise.reject(new DOMException("Already closed", "InvalidStateError")) };
    expect(await openSheet("google_pay", 1)).toEqual({ paid: true, url: "/checkout/success/ML-1" });
  });

  it("says nothing when the shopper closes the sheet, and that it could not start otherwise", async () => {
    script.refuse = new DOMException("The user closed the sheet", "AbortError");
    expect(await openSheet("apple_pay", 10)).toEqual({ paid: false, message: null });
    script.refuse = new DOMException("Not supported", "NotSupportedError");
    expect(await openSheet("apple_pay", 10)).toEqual({ paid: false, message: WALLET_MESSAGES.unavailable });
    vi.stubGlobal(
      "PaymentRequest",
      class {
        constructor() {
          throw new TypeError("Invalid data");
        }
      },
    );
    expect(await openSheet("apple_pay", 10)).toEqual({ paid: false, message: WALLET_MESSAGES.unavailable });
    expect(posted).toEqual([]);
  });
});
