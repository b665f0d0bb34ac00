import { ADDED_MESSAGE, cartNotice } from "./cart-notice";

describe("cartNotice", () => {
  it("says the form's message, else the first field's error", () => {
    expect(cartNotice({ intent: "add", ok: true, message: ADDED_MESSAGE })).toEqual({ ok: true, message: ADDED_MESSAGE });
    expect(cartNotice({ intent: "add", ok: false, message: "Out of stock", fieldErrors: { quantity: "Too many" }, values: {} })).toEqual({
      ok: false,
      message: "Out of stock",
      field: "quantity",
    });
    expect(cartNotice({ intent: "add", ok: false, fieldErrors: { quantity: "The most you can order is 999" }, values: {} })).toEqual({
      ok: false,
      message: "The most you can order is 999",
      field: "quantity",
    });
  });

  it("names the refused field", () => {
    const refused = { intent: "add", ok: false as const, fieldErrors: { size: "Please choose a ring size." }, values: { quantity: "3", size: "" } };
    expect(cartNotice(refused)).toEqual({ ok: false, message: "Please choose a ring size.", field: "size" });
  });
});
