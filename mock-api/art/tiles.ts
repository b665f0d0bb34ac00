import type { PieceKind } from "../model";

import { pieceImage } from "./compose";
import { n } from "./svg";

interface TileArt {
  kind: PieceKind;
  style: string;
  metal: string;
  stone: string | null;
  background: [string, string];
}

const CATEGORY_ART: Record<string, TileArt> = {
  rings: { kind: "ring", style: "solitaire", metal: "YG14", stone: "DIA", background: ["#f9f3ec", "#ead9c6"] },
  necklaces: { kind: "necklace", style: "pendant", metal: "YG14", stone: "DIA", background: ["#f7f1f0", "#e8d6d3"] },
  earrings: { kind: "earrings", style: "hoop", metal: "YG14", stone: null, background: ["#f3f4ef", "#dfe3d6"] },
  bracelets: { kind: "bracelet", style: "tennis", metal: "WG14", stone: "DIA", background: ["#f5f6f9", "#dde2ea"] },
  charms: { kind: "charm", style: "star", metal: "YG14", stone: "DIA", background: ["#faf5ea", "#eee0c2"] },
  medallions: { kind: "medallion", style: "sun", metal: "YG18", stone: "DIA", background: ["#f6f1f4", "#e6d9e0"] },
};

const COLLECTION_ART: Record<string, TileArt & { pattern: (w: number, h: number) => string }> = {
  aurelia: {
    kind: "medallion", style: "sun", metal: "YG18", stone: "DIA", background: ["#fbf4e4", "#f0dcb4"],
    pattern: (w, h) => rays(w * 0.5, h * 0.48, 28, w, "#c9a24f"),
  },
  celeste: {
    kind: "bracelet", style: "tennis", metal: "WG14", stone: "DIA", background: ["#eef1f7", "#cfd7e6"],
    pattern: (w, h) => stars(w, h, "#8a97b3"),
  },
  maree: {
    kind: "necklace", style: "pearl-strand", metal: "YG14", stone: "PRL", background: ["#eef5f6", "#cfe2e6"],
    pattern: (w, h) => waves(w, h, "#7fa9b3"),
  },
  jardin: {
    kind: "ring", style: "three-stone", metal: "YG14", stone: "EMR", background: ["#f1f4ec", "#d6e0c8"],
    pattern: (w, h) => leaves(w, h, "#8ea07a"),
  },
  heritage: {
    kind: "medallion", style: "coin", metal: "YG18", stone: null, background: ["#f6efe6", "#e2cfb6"],
    pattern: (w, h) => grid(w, h, "#b79c78"),
  },
  essentials: {
    kind: "earrings", style: "hoop", metal: "YG14", stone: null, background: ["#f8f6f3", "#e7e2da"],
    pattern: (w, h) => rings(w * 0.5, h * 0.48, w, "#b9ad9b"),
  },
  promise: {
    kind: "ring", style: "solitaire", metal: "PT", stone: "DIA", background: ["#f8f4f4", "#eadcdc"],
    pattern: (w, h) => rings(w * 0.5, h * 0.48, w, "#c3a7a7"),
  },
};

export function categoryTileSvg(slug: string, title: string): string | null {
  const art = CATEGORY_ART[slug];
  if (!art) return null;
  return pieceImage({ ...art, title, scale: 0.9 });
}

export function collectionTileSvg(slug: string, title: string): string | null {
  const art = COLLECTION_ART[slug];
  if (!art) return null;
  const width = 1200;
  const height = 800;
  return pieceImage({ ...art, title, width, height, scale: 1, pattern: art.pattern(width, height) });
}

// Faint background patterns, drawn in one colour at low opacity.

function rays(cx: number, cy: number, count: number, length: number, color: string) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = (i * 2 * Math.PI) / count;
    d += `M${n(cx)} ${n(cy)}L${n(cx + length * Math.cos(a))} ${n(cy + length * Math.sin(a))}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-opacity="0.25" stroke-width="2"/>`;
}

function stars(w: number, h: number, color: string) {
  let dots = "";
  for (let i = 0; i < 60; i++) {
    // A fixed scatter (golden-ratio sequence), no randomness.
    const x = ((i * 0.618034) % 1) * w;
    const y = ((i * 0.381966 * 2.7) % 1) * h;
    dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1.5 + (i % 3))}" fill="${color}" fill-opacity="0.45"/>`;
  }
  return dots;
}

function waves(w: number, h: number, color: string) {
  let d = "";
  for (let y = 40; y < h; y += 60) {
    d += `M0 ${y}`;
    for (let x = 0; x < w; x += 120) d += `Q${x + 30} ${y - 18} ${x + 60} ${y}T${x + 120} ${y}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="0.3" stroke-width="2"/>`;
}

function leaves(w: number, h: number, color: string) {
  let shapes = "";
  for (let y = 50; y < h; y += 110) {
    for (let x = (y / 110) % 2 ? 60 : 0; x < w; x += 120) {
      shapes += `<path d="M${x} ${y}C${x + 20} ${y - 30} ${x + 50} ${y - 30} ${x + 60} ${y}C${x + 50} ${y + 20} ${x + 20} ${y + 20} ${x} ${y}Z" transform="rotate(-30 ${x} ${y})"/>`;
    }
  }
  return `<g fill="none" stroke="${color}" stroke-opacity="0.3" stroke-width="2">${shapes}</g>`;
}

function grid(w: number, h: number, color: string) {
  let d = "";
  for (let x = 0; x <= w; x += 80) d += `M${x} 0L${x} ${h}`;
  for (let y = 0; y <= h; y += 80) d += `M0 ${y}L${w} ${y}`;
  return `<path d="${d}" stroke="${color}" stroke-opacity="0.18" stroke-width="1.5"/>`;
}

function rings(cx: number, cy: number, w: number, color: string) {
  let circles = "";
  for (let r = 120; r < w; r += 70) circles += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}"/>`;
  return `<g fill="none" stroke="${color}" stroke-opacity="0.25" stroke-width="2">${circles}</g>`;
}
