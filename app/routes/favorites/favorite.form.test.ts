import { validate } from "~/lib/forms/form";
import { favoriteForm } from "./favorite.form";

const read = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;

describe("favoriteForm", () => {
  it("takes a sku, an engraving as JSON and where to go back to", () => {
    const checked = validate(favoriteForm, read({ sku: " YG-DIA ", slug: "aurora-ring", engraving: '{"text":"C & M"}', redirectTo: "/shop-all", enhanced: "1" }));
    expect(checked).toEqual({
      ok: true,
      data: { sku: "YG-DIA", slug: "aurora-ring", engraving: { text: "C & M" }, redirectTo: "/shop-all", enhanced: true },
    });
  });

  it("reads a missing or array engraving as {}", () => {
    for (const engraving of [undefined, "", "[]"]) {
      const checked = validate(favoriteForm, read({ sku: "YG-DIA", slug: "aurora-ring", ...(engraving === undefined ? {} : { engraving }) }));
      expect(checked.ok && checked.data.engraving).toEqual({});
    }
  });

  it('refuses a piece with no sku with spec 8\'s "No default_sku"', () => {
    for (const sku of [undefined, "", "   "]) {
      const checked = validate(favoriteForm, read(sku === undefined ? { slug: "aurora-ring" } : { sku, slug: "aurora-ring" }));
      expect(checked.ok).toBe(false);
      expect(!checked.ok && checked.result.fieldErrors.sku).toBe("No default_sku");
    }
  });

  it("refuses an engraving that is not JSON, and a sku over 255 characters", () => {
    const bad = validate(favoriteForm, read({ sku: "YG-DIA", slug: "aurora-ring", engraving: "{text" }));
    expect(!bad.ok && bad.result.fieldErrors.engraving).toBe("This engraving could not be read");
    expect(validate(favoriteForm, read({ sku: "X".repeat(256), slug: "aurora-ring" })).ok).toBe(false);
    expect(validate(favoriteForm, read({ sku: "YG-DIA" })).ok).toBe(false);
  });
});
