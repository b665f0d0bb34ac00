import { configurationName, lineChoiceTexts } from "./line-choice";

describe("lineChoiceTexts", () => {
  it("names a ring's size, an e-gift card's recipient and its message, and nothing for a piece of one size", () => {
    expect(lineChoiceTexts({ size: "6.5", recipient: null })).toEqual(["Ring size 6.5"]);
    expect(lineChoiceTexts({ recipient: { name: "Ada Lovelace", email: "ada@example.com", message: "Happy birthday" } })).toEqual([
      "For Ada Lovelace (ada@example.com)",
      "Message: “Happy birthday”",
    ]);
    expect(lineChoiceTexts({ recipient: { name: "Ada", email: "ada@example.com", message: null } })).toEqual(["For Ada (ada@example.com)"]);
    expect(lineChoiceTexts({ size: null })).toEqual([]);
  });
});

describe("configurationName", () => {
  it("names a configuration by its materials, as the bag does", () => {
    expect(configurationName({ materials: [{ title: "14K White Gold" }, { title: "Diamond" }], configuration_id: "WG14-DIA" })).toBe("14K White Gold, Diamond");
  });

  it("falls back to the code when no material is named, and to nothing without either", () => {
    expect(configurationName({ materials: [], configuration_id: "RG14" })).toBe("RG14");
    expect(configurationName({ materials: [{ title: " " }, { title: null }], configuration_id: "RG14" })).toBe("RG14");
    expect(configurationName({ materials: [{ title: "Platinum" }] })).toBe("Platinum");
    expect(configurationName({})).toBe("");
  });
});
