import { ADDED_MESSAGE, cartNotice } from "./cart-notice";

describe("cartNotice", () => {
  it("says the form's message, else the first field's error", () => {
    expect(cartNotice({ intent: "add", ok: true, message: ADDED_MESSAGE })).toEqual({ ok: true, message: ADDED_MESSAGE });
    expect(cartNotice({ intent: "add", ok: false, message: "Out of stock", fieldErrors: { quantity: "Too many" }, values: {} })).toEqual({
      ok: false,
      message: "Out of stock",
    });
    expect(cartNotice({ intent: "add", ok: false, fieldErrors: { quantity: "The most you can order is 999" }, values: {} })).toEqual({
      ok: false,
      message: "The most you can order is 999",
    });
  });
});
