import { toSearchParams } from "./query-string";

describe("toSearchParams", () => {
  it("serialises arrays with brackets", () => {
    expect(toSearchParams({ ids: [1, 2] }).toString()).toBe("ids%5B%5D=1&ids%5B%5D=2");
  });

  it("keeps scalars and drops empty values", () => {
    expect(
      toSearchParams({ search: "ring", count: 5, on: false, a: null, b: undefined, c: "", d: [] }).toString(),
    ).toBe("search=ring&count=5&on=false");
  });
});
