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

const ringGuide = (sizes: readonly RingSize[], resizing: string | null): SizeGuideTable => ({
  intro: "Wrap a strip of paper around your finger, mark where it meets, and measure the length (circumference).",
  caption: "Ring sizes",
  head: ["US size", "Diameter (mm)", "Circumference (mm)"],
  rows: sizes.map((size) => [size.value, size.diameter_mm.toFixed(1), size.circumference_mm.toFixed(1)]),
  outro: resizing ?? undefined,
});

type ResizingTerms = { times: number; free: boolean; days: number };

/** Without the store's terms a resizable ring promises nothing. */
export function resizingText(resizable: boolean | null | undefined, terms: ResizingTerms | null | undefined): string | null {
  if (resizable === false) return "This ring cannot be resized: it is set with stones too far round its band. Please choose its size with care.";
  if (!resizable || !terms) return null;
  const times = terms.times === 1 ? "once" : `up to ${terms.times} times`;
  return `This ring can be resized ${times}${terms.free ? ", free of charge," : ""} within ${terms.days} days of delivery.`;
}

export function sizeGuideFor(categoryKey: string | null, ringSizes: readonly RingSize[], resizing: string | null = null): SizeGuideTable | null {
  if (ringSizes.length > 0) return ringGuide(ringSizes, resizing);
  return (categoryKey && GUIDES[categoryKey]) || null;
}
