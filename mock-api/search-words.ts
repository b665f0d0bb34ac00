import type { PieceKind } from "./model";

const ENGAGEMENT = ["engagement ring", "proposal"];
const BAND = ["band", "wedding band", "anniversary"];

/** By kind, then by style: the words a piece answers to besides its own title, description and materials. */
const STYLE_TAGS: Partial<Record<PieceKind, Record<string, string[]>>> = {
  ring: {
    solitaire: ["solitaire", ...ENGAGEMENT],
    cathedral: ["solitaire", ...ENGAGEMENT],
    halo: ["halo", ...ENGAGEMENT],
    "three-stone": ["three stone", ...ENGAGEMENT],
    eternity: ["eternity band", ...BAND],
    "half-eternity": ["eternity band", ...BAND],
    band: BAND,
    dome: BAND,
    stack: ["stacking", ...BAND],
  },
  earrings: {
    hoop: ["hoop earrings"],
    "mini-hoop": ["hoop earrings"],
    huggie: ["hoop earrings", "huggies"],
    stud: ["stud earrings"],
    "halo-stud": ["stud earrings"],
    "pearl-stud": ["stud earrings"],
  },
  necklace: { pendant: ["pendant"], disc: ["pendant"], heart: ["pendant"], drop: ["pendant"], bar: ["pendant"] },
};

/** Coloured stones that stand for a month (sapphire, emerald, ruby, aquamarine...): a shopper asks for a "birthstone". */
const BIRTHSTONES = new Set(["SAP", "EMR", "RBY", "AQU", "PRL"]);

export function tagsOf(def: { kind: PieceKind; style: string; stones: readonly string[] }): string[] {
  const tags = STYLE_TAGS[def.kind]?.[def.style] ?? [];
  return [...new Set([...tags, ...(def.stones.some((stone) => BIRTHSTONES.has(stone)) ? ["birthstone"] : [])])];
}

/** For an empty search, so a shopper has a way on; ties keep the catalogue's order. */
export function popularTags(products: ReadonlyArray<{ tags: readonly string[] }>, count = 5): string[] {
  const counts = new Map<string, number>();
  for (const product of products) for (const tag of product.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([tag]) => tag);
}

/** "rings" is searched as "ring", "hoops" as "hoop"; "glass" and short words stay as typed. */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}
