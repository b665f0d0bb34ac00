import { addToBagForm, cartQuantityForm, cartRemoveForm } from "./cart";

describe("the cart's forms", () => {
  it("add to bag coerces and bounds the quantity, 1 when none is sent", () => {
    expect(addToBagForm.schema.parse({ product_configuration_id: "12", quantity: "2" })).toEqual({ product_configuration_id: 12, quantity: 2, enhanced: false });
    expect(addToBagForm.schema.parse({ product_configuration_id: "12" })).toMatchObject({ quantity: 1 });
    expect(addToBagForm.schema.safeParse({ product_configuration_id: "12", quantity: "1000" }).success).toBe(false);
    expect(addToBagForm.schema.safeParse({ product_configuration_id: "abc" }).success).toBe(false);
  });

  it("a quantity strips non-digits and allows 0, which asks to remove the line", () => {
    expect(cartQuantityForm.schema.parse({ item_id: "3", quantity: "0" })).toMatchObject({ item_id: 3, quantity: 0 });
    expect(cartQuantityForm.schema.parse({ item_id: "3", quantity: "1x2" })).toMatchObject({ quantity: 12 });
    // More than a line allows reaches the action, which sets the limit and says so.
    expect(cartQuantityForm.schema.parse({ item_id: "3", quantity: "1000" })).toMatchObject({ quantity: 1000 });
    expect(cartQuantityForm.schema.parse({ item_id: "3", quantity: "9".repeat(400) })).toMatchObject({ quantity: 999999 });
    expect(cartQuantityForm.schema.parse({ item_id: "3", quantity: "0005" })).toMatchObject({ quantity: 5 });
  });

  it("only the exact marker makes a post enhanced", () => {
    expect(cartRemoveForm.schema.parse({ item_id: "3", enhanced: "1" })).toMatchObject({ enhanced: true });
    expect(cartRemoveForm.schema.parse({ item_id: "3", enhanced: "yes" })).toMatchObject({ enhanced: false });
  });

  it("post their intents and the fields the door reads", () => {
    expect([addToBagForm.id, cartQuantityForm.id, cartRemoveForm.id]).toEqual(["add", "update", "remove"]);
    expect(cartRemoveForm.fields).toEqual(["item_id", "redirectTo", "enhanced"]);
  });
});
