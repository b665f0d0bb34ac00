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

  it("gives every cell that fails today its reason", () => {
    const marked = ROWS.flatMap((row) => Object.values(row.cells)).filter((cell) => cell.expectedToFailToday !== undefined);
    expect(marked.length).toBeGreaterThan(0);
    for (const cell of marked) expect(cell.expectedToFailToday).toMatch(/^(Known|Found by the matrix): /);
  });
});
