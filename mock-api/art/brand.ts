import { lettering } from "./lettering";
import { INK } from "./palette";
import { svgDocument } from "./svg";

export const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";

export const mark = (x: number, y: number, size: number, color: string) => {
  const s = size / 24;
  const p = (px: number, py: number) => `${x + px * s} ${y + py * s}`;
  return (
    `<path d="M${p(4, 0)}L${p(20, 0)}L${p(24, 7)}L${p(12, 24)}L${p(0, 7)}Z" fill="none" stroke="${color}" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="M${p(0, 7)}L${p(24, 7)}M${p(8, 0)}L${p(6, 7)}L${p(12, 24)}L${p(18, 7)}L${p(16, 0)}M${p(6, 7)}L${p(12, 0)}L${p(18, 7)}" fill="none" stroke="${color}" stroke-width="1" stroke-linejoin="round"/>`
  );
};

export function logoSvg(): string {
  return svgDocument({
    width: 320,
    height: 56,
    title: "Maison Lumière",
    body:
      mark(4, 14, 26, INK) + lettering({ text: "MAISON LUMIÈRE", left: 44, top: 18, capHeight: 19, maxWidth: 268, color: INK }),
  });
}

export function footerLogoSvg(): string {
  return svgDocument({
    width: 200,
    height: 120,
    title: "Maison Lumière",
    body:
      mark(84, 6, 32, INK) +
      lettering({ text: "MAISON", left: 100, top: 59, capHeight: 18, maxWidth: 130, color: INK, align: "middle" }) +
      lettering({ text: "LUMIÈRE", left: 100, top: 88, capHeight: 18, maxWidth: 150, color: INK, align: "middle" }),
  });
}

/** Simplified glyphs, 24x24. */
const SOCIAL: Record<string, [string, string]> = {
  instagram: [
    "Instagram",
    `<rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="${INK}" stroke-width="1.8"/>` +
      `<circle cx="12" cy="12" r="4.2" fill="none" stroke="${INK}" stroke-width="1.8"/>` +
      `<circle cx="17.3" cy="6.7" r="1.2" fill="${INK}"/>`,
  ],
  pinterest: [
    "Pinterest",
    `<circle cx="12" cy="12" r="10" fill="${INK}"/>` +
      `<path d="M11 17.5L12.6 10.6M10 12.6C9 10 10.6 7.4 13.2 7.4C15.6 7.4 16.8 9 16.6 11C16.4 13.4 14.8 14.8 13.2 14.4C12.4 14.2 12 13.6 12.2 12.8" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/>`,
  ],
  facebook: [
    "Facebook",
    `<circle cx="12" cy="12" r="10" fill="${INK}"/>` +
      `<path d="M13.2 21V13.6H15.6L16 10.8H13.2V9C13.2 8.2 13.5 7.6 14.6 7.6H16.1V5.1C15.8 5.1 14.9 5 13.9 5C11.7 5 10.3 6.3 10.3 8.7V10.8H7.9V13.6H10.3V21Z" fill="#fff"/>`,
  ],
  youtube: [
    "YouTube",
    `<rect x="2" y="5" width="20" height="14" rx="4" fill="${INK}"/>` + `<path d="M10 8.8L15.2 12L10 15.2Z" fill="#fff"/>`,
  ],
};

export function socialIconSvg(name: string): string | null {
  const icon = SOCIAL[name];
  if (!icon) return null;
  return svgDocument({ width: 24, height: 24, title: icon[0], body: icon[1] });
}
