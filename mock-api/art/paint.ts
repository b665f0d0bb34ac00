import { METAL_TONES, STONE_TONES, type StoneFinish } from "./palette";
import { metalGradient, n, sphereGradient, type Tone } from "./svg";

export interface Paint {
  /** Gradient per shape bounding box. */
  metal: string;
  /** Gradient in user space, so it works on straight lines. */
  metalLine: string;
  metalDisc: string;
  tone: Tone;
  stone: { fill: string; tone: Tone; finish: StoneFinish } | null;
  /** Halos, regardless of the main stone. */
  accent: { fill: string; tone: Tone; finish: StoneFinish };
  defs: string;
}

/** `prefix` keeps gradient ids unique if several SVGs are inlined in one page. */
export function createPaint(prefix: string, metalSku: string, stoneSku: string | null): Paint {
  const tone = METAL_TONES[metalSku] ?? METAL_TONES.YG14;
  const stoneTone = stoneSku ? (STONE_TONES[stoneSku] ?? STONE_TONES.DIA) : null;
  const diamond = STONE_TONES.DIA;
  const id = (name: string) => `${prefix}-${name}`;
  const defs = [
    metalGradient(id("m"), tone),
    metalGradient(id("ml"), tone, { x1: -300, y1: -400, x2: 300, y2: 400 }),
    sphereGradient(id("md"), tone),
    stoneTone ? sphereGradient(id("s"), stoneTone) : "",
    sphereGradient(id("a"), diamond),
  ].join("");
  return {
    metal: `url(#${id("m")})`,
    metalLine: `url(#${id("ml")})`,
    metalDisc: `url(#${id("md")})`,
    tone,
    stone: stoneTone ? { fill: `url(#${id("s")})`, tone: stoneTone, finish: stoneTone.finish } : null,
    accent: { fill: `url(#${id("a")})`, tone: diamond, finish: diamond.finish },
    defs,
  };
}

type StonePaint = NonNullable<Paint["stone"]>;

export function gemTop(stone: StonePaint, cx: number, cy: number, r: number): string {
  const outline = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${stone.tone.shade}" stroke-width="${n(Math.max(0.8, r * 0.05))}"/>`;
  const body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${stone.fill}"/>`;
  const shine = `<ellipse cx="${n(cx - r * 0.32)}" cy="${n(cy - r * 0.36)}" rx="${n(r * 0.3)}" ry="${n(r * 0.17)}" transform="rotate(-35 ${n(cx - r * 0.32)} ${n(cy - r * 0.36)})" fill="#fff" opacity="0.75"/>`;
  if (stone.finish !== "faceted") return body + shine + outline;
  // Brilliant cut: an octagonal table with star facets running to the girdle.
  const table: string[] = [];
  const stars: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = ((i * 45 + 22.5) * Math.PI) / 180;
    const b = ((i * 45) * Math.PI) / 180;
    table.push(`${n(cx + r * 0.5 * Math.cos(a))},${n(cy + r * 0.5 * Math.sin(a))}`);
    stars.push(
      `M${n(cx + r * 0.5 * Math.cos(a))} ${n(cy + r * 0.5 * Math.sin(a))}L${n(cx + r * Math.cos(b))} ${n(cy + r * Math.sin(b))}`,
    );
  }
  const facetWidth = n(Math.max(0.5, r * 0.035));
  return (
    body +
    `<polygon points="${table.join(" ")}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${facetWidth}"/>` +
    `<path d="${stars.join("")}" stroke="#fff" stroke-opacity="0.45" stroke-width="${facetWidth}"/>` +
    shine +
    outline
  );
}

/** A brilliant-cut stone in profile (rings), girdle centred on (cx, cy). */
export function gemSide(stone: StonePaint, cx: number, cy: number, w: number): string {
  if (stone.finish !== "faceted") return gemTop(stone, cx, cy - w * 0.12, w * 0.46);
  const h = w / 2;
  const tableY = cy - w * 0.3;
  const culetY = cy + w * 0.6;
  const shape = `M${n(cx - h)} ${n(cy)}L${n(cx - w * 0.28)} ${n(tableY)}L${n(cx + w * 0.28)} ${n(tableY)}L${n(cx + h)} ${n(cy)}L${n(cx)} ${n(culetY)}Z`;
  const facets =
    `M${n(cx - h)} ${n(cy)}L${n(cx + h)} ${n(cy)}` +
    `M${n(cx - w * 0.28)} ${n(tableY)}L${n(cx - w * 0.12)} ${n(cy)}L${n(cx)} ${n(tableY)}L${n(cx + w * 0.12)} ${n(cy)}L${n(cx + w * 0.28)} ${n(tableY)}` +
    `M${n(cx - w * 0.25)} ${n(cy)}L${n(cx)} ${n(culetY)}L${n(cx + w * 0.25)} ${n(cy)}`;
  return (
    `<path d="${shape}" fill="${stone.fill}" stroke="${stone.tone.shade}" stroke-width="${n(w * 0.02)}" stroke-linejoin="round"/>` +
    `<path d="${facets}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${n(w * 0.015)}"/>` +
    `<path d="M${n(cx - w * 0.2)} ${n(tableY + w * 0.05)}L${n(cx - w * 0.05)} ${n(tableY + w * 0.05)}" stroke="#fff" stroke-opacity="0.9" stroke-width="${n(w * 0.03)}" stroke-linecap="round"/>`
  );
}

export function gemPear(stone: StonePaint, cx: number, cy: number, w: number, h: number): string {
  const top = cy - h / 2;
  const bottom = cy + h / 2;
  const d =
    `M${n(cx)} ${n(top)}C${n(cx + w * 0.2)} ${n(top + h * 0.25)} ${n(cx + w * 0.58)} ${n(cy + h * 0.05)} ${n(cx + w * 0.5)} ${n(cy + h * 0.22)}` +
    `C${n(cx + w * 0.42)} ${n(bottom + h * 0.02)} ${n(cx - w * 0.42)} ${n(bottom + h * 0.02)} ${n(cx - w * 0.5)} ${n(cy + h * 0.22)}` +
    `C${n(cx - w * 0.58)} ${n(cy + h * 0.05)} ${n(cx - w * 0.2)} ${n(top + h * 0.25)} ${n(cx)} ${n(top)}Z`;
  const facets =
    stone.finish === "faceted"
      ? `<path d="M${n(cx)} ${n(top + h * 0.08)}L${n(cx)} ${n(bottom - h * 0.06)}M${n(cx - w * 0.32)} ${n(cy + h * 0.18)}L${n(cx)} ${n(cy - h * 0.05)}L${n(cx + w * 0.32)} ${n(cy + h * 0.18)}M${n(cx - w * 0.28)} ${n(cy + h * 0.35)}L${n(cx)} ${n(cy + h * 0.18)}L${n(cx + w * 0.28)} ${n(cy + h * 0.35)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="${n(Math.max(0.6, w * 0.025))}"/>`
      : "";
  return (
    `<path d="${d}" fill="${stone.fill}" stroke="${stone.tone.shade}" stroke-width="${n(Math.max(0.8, w * 0.03))}"/>` +
    facets +
    `<ellipse cx="${n(cx - w * 0.17)}" cy="${n(cy + h * 0.05)}" rx="${n(w * 0.1)}" ry="${n(h * 0.14)}" fill="#fff" opacity="0.7"/>`
  );
}

export function bezelGem(paint: Paint, stone: StonePaint, cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.28)}" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="${n(Math.max(0.6, r * 0.06))}"/>` +
    gemTop(stone, cx, cy, r)
  );
}

/** A dark cut with a light edge, so it reads as relief. */
export function engrave(paint: Paint, d: string, width = 3): string {
  return (
    `<path d="${d}" fill="none" stroke="${paint.tone.light}" stroke-opacity="0.85" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" transform="translate(1.6 1.6)"/>` +
    `<path d="${d}" fill="none" stroke="${paint.tone.shade}" stroke-opacity="0.8" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
