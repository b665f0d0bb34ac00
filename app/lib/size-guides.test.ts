import { sizeGuideFor } from "./size-guides";

const RING_SIZES = [
  { value: "4", diameter_mm: 14.9, circumference_mm: 46.8 },
  { value: "4.5", diameter_mm: 15.3, circumference_mm: 48.1 },
];

describe("sizeGuideFor", () => {
  it("lists a ring's own sizes with their measures, whatever its category says", () => {
    expect(sizeGuideFor("RING", RING_SIZES)).toMatchObject({
      head: ["US size", "Diameter (mm)", "Circumference (mm)"],
      rows: [["4", "14.9", "46.8"], ["4.5", "15.3", "48.1"]],
    });
    expect(sizeGuideFor(null, RING_SIZES)?.rows).toHaveLength(2);
  });

  it("gives a necklace or a bracelet its category's table, and a piece of one size none", () => {
    expect(sizeGuideFor("NECKLACE", [])?.rows[1]).toEqual(["18 in (45 cm)", "Falls on the collarbone; our standard"]);
    expect(sizeGuideFor("BRACELET", [])?.rows).toHaveLength(3);
    expect(sizeGuideFor("RING", [])).toBeNull();
    expect(sizeGuideFor("CHARM", [])).toBeNull();
    expect(sizeGuideFor(null, [])).toBeNull();
  });
});
