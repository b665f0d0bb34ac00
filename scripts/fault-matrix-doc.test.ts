import { readFileSync } from "node:fs";

import { FAULTS, ROWS, renderFaultMatrix } from "../tests/fault-matrix";

describe("the fault matrix", () => {
  it("is published as it is tested: docs/fault-matrix.md is what `npm run fault-matrix:doc` writes", () => {
    const published = readFileSync(new URL("../docs/fault-matrix.md", import.meta.url), "utf8");
    expect(published).toBe(renderFaultMatrix());
  });

  it("has one row per call and a cell for every fault", () => {
    const calls = ROWS.map((row) => `${row.id}`);
    expect(new Set(calls).size).toBe(calls.length);
    for (const row of ROWS) {
      expect(Object.keys(row.cells).sort()).toEqual(FAULTS.map((fault) => fault.id).sort());
      expect(row.path).toMatch(/^\//);
    }
  });

  it("gives any cell marked as failing today its reason", () => {
    const marked = ROWS.flatMap((row) => Object.values(row.cells)).filter((cell) => cell.expectedToFailToday !== undefined);
    for (const cell of marked) expect(cell.expectedToFailToday).toMatch(/^(Known|Found by the matrix): /);
  });

  it("covers the spec's honest failures: no cell expects a cart that failed to load to be called empty", () => {
    for (const id of ["cart", "start-checkout", "checkout-cart"]) {
      const row = ROWS.find((candidate) => candidate.id === id)!;
      for (const cell of Object.values(row.cells).filter((c) => c.expected.kind === "answer")) {
        expect(cell.expected.kind === "answer" && cell.expected.answer.never).toContain("Your cart is empty");
      }
    }
  });
});
