import { configurationName, lineChoiceTexts } from "./line-choice";

describe("lineChoiceTexts", () => {
  const formatDay = (day: string) => (day === "2026-12-24" ? "12/24/2026" : null);

  it("names a ring's size, an e-gift card's recipient, day and message, and nothing for a piece of one size", () => {
    expect(lineChoiceTexts({ size: "6.5", recipient: null }, formatDay)).toEqual(["Ring size 6.5"]);
    expect(lineChoiceTexts({ recipient: { name: "Ada Lovelace", email: "ada@example.com", message: "Happy birthday", send_on: "2026-12-24" } }, formatDay)).toEqual([
      "For Ada Lovelace (ada@example.com)",
      "Sent by e-mail on 12/24/2026",
      "Message: “Happy birthday”",
    ]);
    expect(lineChoiceTexts({ size: null }, formatDay)).toEqual([]);
  });

  it("says a card without a day is sent when the order is placed", () => {
    for (const send_on of [null, undefined, ""]) {
      expect(lineChoiceTexts({ recipient: { name: "Ada", email: "ada@example.com", message: null, send_on } }, formatDay)).toEqual([
        "For Ada (ada@example.com)",
        "Sent by e-mail when the order is placed",
      ]);
    }
  });

  it("claims no day, nor 'at once', for a day it cannot read", () => {
    expect(lineChoiceTexts({ recipient: { name: "Ada", email: "ada@example.com", send_on: "soon" } }, formatDay)).toEqual(["For Ada (ada@example.com)"]);
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
