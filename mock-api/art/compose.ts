import type { ArtKind } from "../model";

import { createPaint, gemTop } from "./paint";
import { backgroundFor, METAL_TONES, STONE_TONES } from "./palette";
import { DETAIL_FOCUS, DRAW } from "./pieces";
import { hashPrefix } from "./prefix";
import { metalGradient, n, svgDocument, verticalGradient } from "./svg";

export type View = "main" | "detail" | "angle";

export interface PieceImage {
  kind: ArtKind;
  style: string;
  metal: string;
  stone: string | null;
  title: string;
  view?: View;
  width?: number;
  height?: number;
  /** Overrides the metal-based backdrop. */
  background?: [string, string];
  /** Extra artwork drawn on the backdrop, behind the piece. */
  pattern?: string;
  /** Tiles use a smaller piece. */
  scale?: number;
}

export function pieceImage(image: PieceImage): string {
  const { kind, style, metal, stone, title, view = "main", width = 765, height = 994 } = image;
  const prefix = hashPrefix(`${kind}/${style}/${metal}/${stone}/${view}/${width}x${height}`);
  const paint = createPaint(prefix, metal, stone);
  const [top, bottom] = image.background ?? backgroundFor(metal);
  const base = (image.scale ?? 1) * Math.min(width / 765, height / 994);
  const cx = width / 2;
  const cy = height * 0.48;

  let transform: string;
  if (view === "detail") {
    const s = base * 1.8;
    const focus = DETAIL_FOCUS[kind];
    transform = `translate(${n(cx - focus.x * s)} ${n(cy - focus.y * s)}) scale(${n(s)})`;
  } else if (view === "angle") {
    transform = `translate(${n(cx)} ${n(cy)}) rotate(-14) scale(${n(base * 0.9)})`;
  } else {
    transform = `translate(${n(cx)} ${n(cy)}) scale(${n(base)})`;
  }

  const defs =
    paint.defs +
    verticalGradient(`${prefix}-bg`, view === "angle" ? bottom : top, view === "angle" ? top : bottom) +
    `<radialGradient id="${prefix}-glow"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="${prefix}-blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;

  const shadowY = view === "detail" ? height * 0.96 : height * 0.86;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#${prefix}-bg)"/>` +
    (image.pattern ?? "") +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(width * 0.42)}" ry="${n(height * 0.36)}" fill="url(#${prefix}-glow)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(shadowY)}" rx="${n(width * 0.26)}" ry="${n(height * 0.018)}" fill="#000" opacity="0.12" filter="url(#${prefix}-blur)"/>` +
    `<g transform="${transform}">${DRAW[kind](paint, style)}</g>`;

  return svgDocument({ width, height, title, defs, body });
}

export function materialSwatch(sku: string, title: string): string | null {
  const prefix = hashPrefix(`swatch/${sku}`);
  const metal = METAL_TONES[sku];
  if (metal) {
    return svgDocument({
      width: 96,
      height: 96,
      title,
      defs: metalGradient(`${prefix}-m`, metal),
      body:
        `<circle cx="48" cy="48" r="44" fill="url(#${prefix}-m)" stroke="${metal.shade}" stroke-width="2"/>` +
        `<path d="M20 34A32 32 0 0 1 40 17" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="4" stroke-linecap="round"/>`,
    });
  }
  const stone = STONE_TONES[sku];
  if (!stone) return null;
  const paint = createPaint(prefix, "WG14", sku);
  return svgDocument({
    width: 96,
    height: 96,
    title,
    defs: paint.defs,
    body: paint.stone ? gemTop(paint.stone, 48, 48, 42) : "",
  });
}
