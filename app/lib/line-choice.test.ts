import { lineChoiceTexts } from "./line-choice";

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
