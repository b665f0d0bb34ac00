// @vitest-environment jsdom
import { fieldState, isFilled } from "./field-state";

describe("fieldState (spec 5: valid and invalid fields get styling classes)", () => {
  it("is invalid while the field shows an error, checked or not", () => {
    expect(fieldState("Email is required", false, false)).toBe(" field--invalid");
    expect(fieldState("Enter a valid email address", true, true)).toBe(" field--invalid");
  });

  it("is valid once a value was checked and passed", () => {
    expect(fieldState(undefined, true, true)).toBe(" field--valid");
  });

  it("is neither before a check, nor for an empty field that passed", () => {
    expect(fieldState(undefined, false, true)).toBe("");
    expect(fieldState(undefined, undefined, true)).toBe("");
    expect(fieldState(undefined, true, false)).toBe("");
  });
});

describe("isFilled", () => {
  const field = (html: string) => {
    const box = document.createElement("div");
    box.innerHTML = html;
    return box;
  };

  it("reads a text, a text area or a select by its value (a select shows its first option until chosen)", () => {
    expect(isFilled(field('<input value="Ada">'))).toBe(true);
    expect(isFilled(field('<input type="email" value="">'))).toBe(false);
    expect(isFilled(field("<textarea>Hello</textarea>"))).toBe(true);
    expect(isFilled(field('<select><option value="">Choose</option><option value="CA">California</option></select>'))).toBe(false);
    expect(isFilled(field('<select><option value="1">1</option><option value="2">2</option></select>'))).toBe(true);
  });

  it("reads a checkbox or a radio group by what is ticked, not by the values always there", () => {
    expect(isFilled(field('<input type="checkbox" value="on" checked>'))).toBe(true);
    expect(isFilled(field('<input type="checkbox" value="on">'))).toBe(false);
    expect(isFilled(field('<input type="radio" value="a"><input type="radio" value="b">'))).toBe(false);
    expect(isFilled(field('<input type="radio" value="a"><input type="radio" value="b" checked>'))).toBe(true);
  });
});
