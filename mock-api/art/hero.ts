/** Wide (1600 x 900), with room on the left for the store's words over the light side. */
import { createPaint } from "./paint";
import { hashPrefix } from "./prefix";
import { DRAW } from "./pieces";
import { n, svgDocument, verticalGradient } from "./svg";

export const HERO_IMAGE = { width: 1600, height: 900 } as const;
export const HERO_TITLE = "A solitaire, a pendant and pearl drops in gold on ivory linen";

const PIECES = [
  { kind: "necklace", style: "pendant", metal: "YG18", stone: "DIA", x: 1060, y: 400, scale: 0.86, rotate: -4 },
  { kind: "ring", style: "solitaire", metal: "YG14", stone: "DIA", x: 1380, y: 610, scale: 0.66, rotate: 12 },
  { kind: "earrings", style: "pearl-drop", metal: "YG14", stone: "PRL", x: 800, y: 680, scale: 0.6, rotate: -10 },
] as const;

export function heroSvg(): string {
  const { width, height } = HERO_IMAGE;
  const prefix = hashPrefix("brand/hero");
  let defs =
    verticalGradient(`${prefix}-bg`, "#fbf7f0", "#ead9c0") +
    `<radialGradient id="${prefix}-light" cx="0.72" cy="0.38" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="${prefix}-shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>`;
  let pieces = "";
  PIECES.forEach((piece, index) => {
    const paint = createPaint(`${prefix}p${index}`, piece.metal, piece.stone);
    defs += paint.defs;
    const at = `translate(${n(piece.x)} ${n(piece.y)}) rotate(${piece.rotate}) scale(${piece.scale})`;
    pieces +=
      `<ellipse cx="${n(piece.x + 16)}" cy="${n(piece.y + 300 * piece.scale)}" rx="${n(220 * piece.scale)}" ry="${n(26 * piece.scale)}" fill="#5c4400" opacity="0.12" filter="url(#${prefix}-shadow)"/>` +
      `<g transform="${at}">${DRAW[piece.kind](paint, piece.style)}</g>`;
  });
  let weave = "";
  for (let x = -height; x < width; x += 28) weave += `M${x} ${height}L${x + height} 0`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#${prefix}-bg)"/>` +
    `<path d="${weave}" stroke="#c9b08a" stroke-opacity="0.12" stroke-width="1.5"/>` +
    `<rect width="${width}" height="${height}" fill="url(#${prefix}-light)"/>` +
    pieces;
  return svgDocument({ width, height, title: HERO_TITLE, defs, body });
}
