import type { ZodError } from "zod";

import { fieldErrorsOf, validate } from "~/lib/forms/form";
import { coordinatesSchema, retailerSearchForm, retailerSearchSchema } from "./retailer-search.form";

const errors = (result: { success: boolean; error?: ZodError }) => (result.error ? fieldErrorsOf(result.error) : {});

describe("retailerSearchSchema", () => {
  it("accepts five digits, trimmed", () => {
    expect(retailerSearchSchema.safeParse({ zip: "10001" }).data).toEqual({ zip: "10001" });
    expect(retailerSearchSchema.safeParse({ zip: " 07302 " }).data).toEqual({ zip: "07302" });
  });

  it("requires a ZIP code, with one message for empty, blank and missing", () => {
    for (const input of [{ zip: "" }, { zip: "   " }, {}]) {
      expect(errors(retailerSearchSchema.safeParse(input))).toEqual({ zip: "ZIP code is required" });
    }
  });

  it("asks for exactly five digits", () => {
    for (const zip of ["1234", "123456", "1000a", "10001-1234", "١٢٣٤٥", "10 01"]) {
      expect(errors(retailerSearchSchema.safeParse({ zip }))).toEqual({ zip: "Enter a 5-digit ZIP code" });
    }
  });

  it("is what the form checks", () => {
    const zip = (value: string) => (name: string) => (name === "zip" ? value : null);
    expect(validate(retailerSearchForm, zip("abc"))).toMatchObject({ ok: false, result: { fieldErrors: { zip: "Enter a 5-digit ZIP code" }, values: { zip: "abc" } } });
    expect(validate(retailerSearchForm, zip("10001"))).toEqual({ ok: true, data: { zip: "10001" } });
  });
});

describe("coordinatesSchema", () => {
  it("reads finite numbers in range", () => {
    expect(coordinatesSchema.safeParse({ lat: "40.75", lon: "-73.99" }).data).toEqual({ lat: 40.75, lon: -73.99 });
    expect(coordinatesSchema.safeParse({ lat: "-90", lon: "180" }).data).toEqual({ lat: -90, lon: 180 });
  });

  it("refuses anything else", () => {
    const bad = [
      { lat: "", lon: "-73.99" },
      { lat: "40.75" },
      { lat: "abc", lon: "-73.99" },
      { lat: "Infinity", lon: "-73.99" },
      { lat: "1e999", lon: "-73.99" },
      { lat: "NaN", lon: "-73.99" },
      { lat: "90.0001", lon: "0" },
      { lat: "0", lon: "-180.5" },
    ];
    for (const input of bad) expect(coordinatesSchema.safeParse(input).success).toBe(false);
  });
});
