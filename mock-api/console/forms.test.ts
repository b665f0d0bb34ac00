import { describe, expect, it } from "vitest";

import { FAULT_MESSAGES } from "../faults";
import { checkFault, setDelayFrom } from "../qa";
import {
  delayFromForm,
  FAULT_FORM_MESSAGES,
  faultField,
  faultFromForm,
  faultIdFromForm,
  fieldErrorsFrom,
  FORM_ERROR,
  FORM_MESSAGES,
  formValues,
  giftFromForm,
  noticesFromForm,
  numberField,
  pageQuery,
  presetFromForm,
} from "./forms";

/** What the console would show under each field: the form's own errors, then the fault switch's. */
function refusal(body: string) {
  const form = faultFromForm(formValues(body));
  const checked = checkFault(form.input);
  return { ...(checked.ok ? {} : fieldErrorsFrom(checked.errors, faultField)), ...form.errors };
}

describe("formValues", () => {
  it("reads a url-encoded body, one value per field: the first", () => {
    expect(formValues("path=%2Fapi%2Fv1%2Fpages%2F*&status=503&status=404&body=a+b")).toEqual({ path: "/api/v1/pages/*", status: "503", body: "a b" });
    expect(formValues("")).toEqual({});
    // A field named like an Object property is just a field.
    const odd = formValues("constructor=x&__proto__=y");
    expect(Object.entries(odd)).toEqual([["constructor", "x"], ["__proto__", "y"]]);
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
  });
});

describe("numberField", () => {
  it("turns what reads as a number into one, leaves the rest for the check to name", () => {
    expect(numberField("")).toBeUndefined();
    expect(numberField("   ")).toBeUndefined();
    expect(numberField(" 503 ")).toBe(503);
    expect(numberField("2.5")).toBe(2.5);
    expect(numberField("-1")).toBe(-1);
    expect(numberField("abc")).toBe("abc");
    expect(numberField("5e2")).toBe("5e2");
    expect(numberField("0x1f")).toBe("0x1f");
  });
});

describe("faultFromForm", () => {
  it("gives POST /__qa/faults what a full form says", () => {
    const form = faultFromForm(
      formValues(
        new URLSearchParams({
          method: "get",
          path: " /api/v1/pages/* ",
          status: "503",
          body_type: "json",
          body: '{"error_code":503,"message":"Service unavailable"}',
          content_type: "application/problem+json",
          delay_ms: "250",
          times: "2",
          bump_cv: "on",
        }),
      ),
    );
    expect(form).toEqual({
      input: {
        method: "get",
        path: "/api/v1/pages/*",
        status: 503,
        body: { error_code: 503, message: "Service unavailable" },
        headers: { "Content-Type": "application/problem+json" },
        delay_ms: 250,
        times: 2,
      },
      errors: {},
      bumpCv: true,
    });
    expect(checkFault(form.input)).toMatchObject({ ok: true, value: { method: "GET", path: "/api/v1/pages/*" } });
  });

  it("leaves out what is empty: any method, the real status, no delay, no limit", () => {
    expect(faultFromForm(formValues("method=&path=/cv&status=&body_type=default&body=&delay_ms=&times=&content_type="))).toEqual({
      input: { path: "/cv" },
      errors: {},
      bumpCv: false,
    });
  });

  it("sends raw text as bodyText, an empty one included", () => {
    expect(faultFromForm(formValues("path=/api/v1/carts&body_type=text&body=%7B%22data%22%3A")).input).toMatchObject({ bodyText: '{"data":' });
    expect(faultFromForm(formValues("path=/api/v1/carts&body_type=text&body=")).input).toMatchObject({ bodyText: "" });
  });

  it("says when the body cannot be read as asked", () => {
    expect(faultFromForm(formValues("path=/cv&body_type=json&body={oops")).errors.body).toMatch(/^body is not valid JSON: /);
    expect(faultFromForm(formValues("path=/cv&body_type=json&body=++")).errors).toEqual({ body: FAULT_FORM_MESSAGES.emptyJson });
    expect(faultFromForm(formValues("path=/cv&body_type=default&body=hello")).errors).toEqual({ body: FAULT_FORM_MESSAGES.bodyWithoutType });
    expect(faultFromForm(formValues("path=/cv&body_type=xml&body=<a/>")).errors).toEqual({ body: FAULT_FORM_MESSAGES.bodyType });
  });
});

describe("a refused fault form", () => {
  it("gets the fault switch's own messages, under the fields they are about", () => {
    expect(refusal("path=/api/v1/pages/*&status=999")).toEqual({ status: FAULT_MESSAGES.status });
    expect(refusal("path=/api/v1/pages/*&status=abc")).toEqual({ status: FAULT_MESSAGES.status });
    expect(refusal("path=/api/v1/pages/*&status=503.5")).toEqual({ status: FAULT_MESSAGES.status });
    expect(refusal("path=api/v1/pages")).toEqual({ path: FAULT_MESSAGES.pathStart });
    expect(refusal("path=/api/v1/pages about")).toEqual({ path: FAULT_MESSAGES.pathSpaces });
    expect(refusal("path=/api/v1/carts?cart_unique_id=1")).toEqual({ path: FAULT_MESSAGES.pathQuery });
    expect(refusal("path=")).toEqual({ path: FAULT_MESSAGES.pathStart });
    expect(refusal("path=/cv&delay_ms=-5&times=0")).toEqual({ delay_ms: FAULT_MESSAGES.delay, times: FAULT_MESSAGES.times });
    expect(refusal("path=/cv&method=GE T")).toEqual({ method: FAULT_MESSAGES.method });
    expect(refusal("path=/cv&body_type=text&body=x&content_type=text/html%0D%0AX-Evil: 1")).toEqual({ content_type: FAULT_MESSAGES.headerValue });
  });

  it("shows every problem at once, the form's own with the switch's", () => {
    expect(refusal("path=nope&status=700&body_type=json&body={")).toEqual({
      path: FAULT_MESSAGES.pathStart,
      status: FAULT_MESSAGES.status,
      body: expect.stringMatching(/^body is not valid JSON/),
    });
  });
});

describe("faultField", () => {
  it("names the form field of each property POST /__qa/faults can refuse", () => {
    expect(["method", "path", "status", "delay_ms", "times"].map(faultField)).toEqual(["method", "path", "status", "delay_ms", "times"]);
    expect(faultField("bodyText")).toBe("body");
    expect(faultField("body")).toBe("body");
    expect(faultField("headers.Content-Type")).toBe("content_type");
    expect(faultField(null)).toBeNull();
    expect(faultField("unknown")).toBeNull();
  });

  it("puts an error of no field on the form as a whole", () => {
    expect(fieldErrorsFrom([{ code: 400, property: null, message: "whole" }, { code: 400, property: "x", message: "first" }, { code: 400, property: "x", message: "second" }])).toEqual({
      [FORM_ERROR]: "whole",
      x: "first",
    });
  });
});

describe("the other forms", () => {
  it("reads the global delay for POST /__qa/delay, whose check judges it", () => {
    expect(delayFromForm(formValues("delay_ms=300"))).toEqual({ delay_ms: 300 });
    expect(delayFromForm(formValues("delay_ms="))).toEqual({});
    const refused = setDelayFrom(delayFromForm(formValues("delay_ms=fast")));
    expect(refused).toMatchObject({ ok: false, status: 400, errors: [{ property: "delay_ms", message: FAULT_MESSAGES.delay }] });
    expect(setDelayFrom(delayFromForm(formValues("delay_ms=")))).toMatchObject({ ok: false, errors: [{ property: "delay_ms", message: "delay_ms is required" }] });
  });

  it("reads a gift line's cart and piece", () => {
    expect(giftFromForm(formValues("cart=+abc+&product_configuration_id=12"))).toEqual({
      ok: true,
      value: { cartId: "abc", input: { product_configuration_id: "12" } },
    });
    expect(giftFromForm(formValues("cart=&product_configuration_id=12"))).toEqual({ ok: false, errors: { cart: FORM_MESSAGES.cartRequired } });
  });

  it("reads a remove button's fault id", () => {
    expect(faultIdFromForm(formValues("id=7"))).toEqual({ ok: true, value: 7 });
    for (const id of ["", "x", "-1", "1.5", "9999999999"]) {
      expect(faultIdFromForm(formValues(`id=${id}`))).toEqual({ ok: false, errors: { [FORM_ERROR]: FORM_MESSAGES.noSuchFault } });
    }
  });

  it("knows the presets by id only", () => {
    expect(presetFromForm(formValues("preset=api-down"))).toMatchObject({ ok: true, value: { title: "API down" } });
    expect(presetFromForm(formValues("preset=toString"))).toEqual({ ok: false, errors: { [FORM_ERROR]: FORM_MESSAGES.unknownPreset } });
  });

  it("reads the delay notice's switch as on or off", () => {
    expect(noticesFromForm(formValues("high_order_volume=on"))).toEqual({ ok: true, value: { high_order_volume: true } });
    expect(noticesFromForm(formValues("high_order_volume=off"))).toEqual({ ok: true, value: { high_order_volume: false } });
    expect(noticesFromForm(formValues("high_order_volume=yes"))).toEqual({ ok: false, errors: { high_order_volume: FORM_MESSAGES.noticeChoice } });
  });

  it("reads the page's query: the notice, the events' filters and the cart, trimmed and cut short", () => {
    expect(pageQuery(new URLSearchParams("notice=3&event=+visit+&source=api&cart=" + "a".repeat(300)))).toEqual({
      notice: "3",
      event: "visit",
      source: "api",
      cart: "a".repeat(100),
    });
    expect(pageQuery(new URLSearchParams(""))).toEqual({ notice: null, event: "", source: "", cart: "" });
  });
});
