/** Stroked paths, not `<text>`: an SVG image cannot use web fonts and the system-font lookup cost slow phones ~200 ms. Grid: 20 units tall. */
type Glyph = { width: number; d: string };

const CAP = 20;
const TRACKING = 7;
const WORD_SPACE = 12;

const GLYPHS: Record<string, Glyph> = {
  A: { width: 14, d: "M0 20L7 0L14 20M2.6 13H11.4" },
  E: { width: 11, d: "M11 0H0V20H11M0 10H9" },
  I: { width: 0, d: "M0 0V20" },
  L: { width: 11, d: "M0 0V20H11" },
  M: { width: 16, d: "M0 20V0L8 14L16 0V20" },
  N: { width: 14, d: "M0 20V0L14 20V0" },
  O: { width: 18, d: "M9 0C14 0 18 4.5 18 10C18 15.5 14 20 9 20C4 20 0 15.5 0 10C0 4.5 4 0 9 0Z" },
  R: { width: 13, d: "M0 20V0H7C10.5 0 12.5 2.2 12.5 5.2C12.5 8.2 10.5 10.4 7 10.4H0M6.5 10.4L13 20" },
  S: { width: 12, d: "M11.5 3C10 0.8 7.5 0 5.8 0C2.8 0 0.8 2 0.8 4.8C0.8 11 12 8.6 12 15C12 18 9.6 20 6.2 20C3.6 20 1.4 18.8 0 16.6" },
  U: { width: 14, d: "M0 0V13C0 17.5 3 20 7 20C11 20 14 17.5 14 13V0" },
  È: { width: 11, d: "M11 0H0V20H11M0 10H9M3.5 -6.5L6.5 -2.5" },
};

export const LETTERS = Object.keys(GLYPHS).join("");

function layout(text: string): { width: number; placed: Array<{ x: number; d: string }> } {
  let pen = 0;
  const placed: Array<{ x: number; d: string }> = [];
  [...text].forEach((char, index) => {
    if (index > 0) pen += TRACKING;
    if (char === " ") {
      pen += WORD_SPACE - TRACKING;
      return;
    }
    const { width, d } = glyph(char);
    placed.push({ x: pen, d });
    pen += width;
  });
  return { width: pen, placed };
}

export function letteringWidth(text: string): number {
  return layout(text).width;
}

function glyph(char: string): Glyph {
  const found = GLYPHS[char];
  if (!found) throw new Error(`No glyph for "${char}" (the lettering draws ${LETTERS} and spaces)`);
  return found;
}

/** Cap line at `top`, starting at (or centred on) `left`, never wider than `maxWidth`. */
export function lettering({
  text,
  left,
  top,
  capHeight,
  maxWidth,
  color,
  align = "start",
}: {
  text: string;
  left: number;
  top: number;
  capHeight: number;
  maxWidth: number;
  color: string;
  align?: "start" | "middle";
}): string {
  const { width: units, placed } = layout(text);
  // Rounded down, so the written scale never makes the text wider than maxWidth.
  const scale = Math.floor(Math.min(capHeight / CAP, maxWidth / units) * 1000) / 1000;
  const x = align === "middle" ? left - (units * scale) / 2 : left;
  const y = top + (capHeight - CAP * scale);
  const paths = placed.map((glyph) => `<path transform="translate(${glyph.x} 0)" d="${glyph.d}"/>`);
  const stroke = (1.5 / scale).toFixed(3);
  return (
    `<g transform="translate(${round(x)} ${round(y)}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">` +
    paths.join("") +
    `</g>`
  );
}

const round = (value: number) => Number(value.toFixed(3));
