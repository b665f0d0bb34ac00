// The product page's size guide, made on the server: a ring's from its own sizes, others by category.
type RingSize = { value: string; diameter_mm: number; circumference_mm: number };

export type SizeGuideTable = { intro: string; caption?: string; head?: string[]; rows: string[][]; outro?: string };

const GUIDES: Record<string, SizeGuideTable> = {
  NECKLACE: {
    intro: "Chain lengths, measured end to end with the clasp closed.",
    rows: [
      ["16 in (40 cm)", "Sits at the base of the neck"],
      ["18 in (45 cm)", "Falls on the collarbone; our standard"],
      ["20 in (50 cm)", "Just below the collarbone"],
      ["24 in (60 cm)", "At the neckline of most tops"],
    ],
  },
  BRACELET: {
    intro: "Measure your wrist snugly and add 1.5 cm for a comfortable fit.",
    rows: [
      ["6.5 in (16.5 cm)", "Small"],
      ["7 in (17.8 cm)", "Medium; our standard"],
      ["7.5 in (19 cm)", "Large"],
    ],
  },
};

/** A ring's table is its own sizes, as the API gives them with the piece: the sizes offered are the sizes listed. */
const ringGuide = (sizes: readonly RingSize[]): SizeGuideTable => ({
  intro: "Wrap a strip of paper around your finger, mark where it meets, and measure the length (circumference).",
  caption: "Ring sizes",
  head: ["US size", "Diameter (mm)", "Circumference (mm)"],
  rows: sizes.map((size) => [size.value, size.diameter_mm.toFixed(1), size.circumference_mm.toFixed(1)]),
  outro: "Every ring can be resized once, free of charge, within 60 days of delivery.",
});

/** Null for a piece of one size. */
export function sizeGuideFor(categoryKey: string | null, ringSizes: readonly RingSize[]): SizeGuideTable | null {
  if (ringSizes.length > 0) return ringGuide(ringSizes);
  return (categoryKey && GUIDES[categoryKey]) || null;
}
