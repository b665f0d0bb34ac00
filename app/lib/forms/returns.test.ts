import { fieldErrorsOf, validate } from "./form";
import {
  CHOOSE_QUANTITY,
  CHOOSE_REASON,
  CHOOSE_TYPE,
  NO_LINE_CHOSEN,
  RETURN_FORM_ID,
  apiFieldNames,
  returnRequestForm,
  returnRequestSchema,
  tooMany,
} from "./returns";

/** An order's returnable lines: line 11 (2 left), line 12 (1 left); the settings' reasons 1-3. */
const LINES = [
  { id: 11, returnable: 2 },
  { id: 12, returnable: 1 },
];
const REASONS = [1, 2, 3];
const schema = returnRequestSchema(LINES, REASONS);
const errorsOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrorsOf(result.error);
};

describe("returnRequestSchema", () => {
  it("sends the chosen lines, each with the one type, and the comment", () => {
    expect(schema.parse({ quantity_11: "2", reason_11: "3", quantity_12: "0", reason_12: "", type: "2", additional_comment: " Resize to 6 " })).toEqual({
      items: [{ order_product_id: 11, quantity: 2, reason: 3, type: 2 }],
      additional_comment: "Resize to 6",
    });
    expect(schema.parse({ quantity_11: "1", reason_11: "1", quantity_12: "1", reason_12: "2", type: "1", additional_comment: "" })).toEqual({
      items: [
        { order_product_id: 11, quantity: 1, reason: 1, type: 1 },
        { order_product_id: 12, quantity: 1, reason: 2, type: 1 },
      ],
    });
  });

  it("refuses a request with no piece chosen", () => {
    expect(errorsOf({ quantity_11: "0", quantity_12: "", type: "1" })).toEqual({ items: NO_LINE_CHOSEN });
    expect(errorsOf({ type: "1" })).toEqual({ items: NO_LINE_CHOSEN });
  });

  it("refuses a quantity above what may still be asked for, under that line's quantity", () => {
    expect(errorsOf({ quantity_11: "3", reason_11: "1", type: "1" })).toEqual({ quantity_11: tooMany(2) });
    expect(errorsOf({ quantity_11: "1", reason_11: "1", quantity_12: "2", reason_12: "1", type: "1" })).toEqual({ quantity_12: tooMany(1) });
  });

  it("refuses a quantity that is not a whole number of at least 0", () => {
    for (const quantity of ["-1", "1.5", "two"]) expect(errorsOf({ quantity_11: quantity, reason_11: "1", type: "1" })?.quantity_11).toBe(CHOOSE_QUANTITY);
  });

  it("refuses a missing or unknown reason on a chosen line, and ignores one on a line not chosen", () => {
    expect(errorsOf({ quantity_11: "1", reason_11: "", type: "1" })).toEqual({ reason_11: CHOOSE_REASON });
    expect(errorsOf({ quantity_11: "1", reason_11: "99", type: "1" })).toEqual({ reason_11: CHOOSE_REASON });
    expect(errorsOf({ quantity_11: "1", reason_11: "x", type: "1" })).toEqual({ reason_11: CHOOSE_REASON });
    expect(errorsOf({ quantity_11: "1", reason_11: "2", quantity_12: "0", reason_12: "99", type: "1" })).toBeNull();
  });

  it("refuses a missing or unknown type", () => {
    expect(errorsOf({ quantity_11: "1", reason_11: "1" })).toEqual({ type: CHOOSE_TYPE });
    expect(errorsOf({ quantity_11: "1", reason_11: "1", type: "3" })).toEqual({ type: CHOOSE_TYPE });
  });

  it("says everything that is wrong at once", () => {
    expect(errorsOf({ quantity_11: "0", additional_comment: "x".repeat(1001) })).toEqual({
      items: NO_LINE_CHOSEN,
      type: CHOOSE_TYPE,
      additional_comment: "Please limit to 1000 characters or less.",
    });
    expect(errorsOf({ quantity_11: "3", reason_11: "" })).toEqual({ quantity_11: tooMany(2), reason_11: CHOOSE_REASON, type: CHOOSE_TYPE });
  });

  it("limits the comment to 1000 characters", () => {
    expect(errorsOf({ quantity_11: "1", reason_11: "1", type: "1", additional_comment: "x".repeat(1001) })).toEqual({
      additional_comment: "Please limit to 1000 characters or less.",
    });
    expect(errorsOf({ quantity_11: "1", reason_11: "1", type: "1", additional_comment: "x".repeat(1000) })).toBeNull();
  });
});

describe("returnRequestForm", () => {
  it("posts one field per line's quantity and reason, the type and the comment, and keeps them when refused", () => {
    const form = returnRequestForm(LINES, REASONS);
    expect(form.id).toBe(RETURN_FORM_ID);
    expect(form.fields).toEqual(["quantity_11", "reason_11", "quantity_12", "reason_12", "type", "additional_comment"]);
    const posted = new URLSearchParams({ quantity_11: "5", reason_11: "2", type: "2", additional_comment: "Hi", quantity_99: "1" });
    const checked = validate(form, (name) => posted.get(name));
    expect(checked).toEqual({
      ok: false,
      result: {
        intent: RETURN_FORM_ID,
        ok: false,
        fieldErrors: { quantity_11: tooMany(2) },
        values: { quantity_11: "5", reason_11: "2", type: "2", additional_comment: "Hi" },
      },
    });
  });
});

describe("apiFieldNames", () => {
  it("names the API's refused item by the line it was sent for", () => {
    expect(
      apiFieldNames([
        { order_product_id: 12, quantity: 1, reason: 1, type: 1 },
        { order_product_id: 11, quantity: 2, reason: 1, type: 1 },
      ]),
    ).toEqual({
      "items.0.order_product_id": "quantity_12",
      "items.0.quantity": "quantity_12",
      "items.0.reason": "reason_12",
      "items.0.type": "type",
      "items.1.order_product_id": "quantity_11",
      "items.1.quantity": "quantity_11",
      "items.1.reason": "reason_11",
      "items.1.type": "type",
    });
  });
});
