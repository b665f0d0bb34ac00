/** Plain strings on purpose: no DOM, no dependencies, and byte-identical output, so long-lived Cache-Control is honest. */

export const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** 2 decimals keep the markup short and stable. */
export const n = (value: number) => String(Math.round(value * 100) / 100);

export interface Tone {
  light: string;
  base: string;
  shade: string;
}

export function svgDocument(options: {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}): string {
  const { width, height, title, defs = "", body } = options;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : "",
    body,
    "</svg>",
  ].join("");
}

export function metalGradient(id: string, tone: Tone, userSpace?: { x1: number; y1: number; x2: number; y2: number }) {
  const units = userSpace
    ? `gradientUnits="userSpaceOnUse" x1="${userSpace.x1}" y1="${userSpace.y1}" x2="${userSpace.x2}" y2="${userSpace.y2}"`
    : `x1="0" y1="0" x2="1" y2="1"`;
  return (
    `<linearGradient id="${id}" ${units}>` +
    `<stop offset="0" stop-color="${tone.light}"/>` +
    `<stop offset="0.28" stop-color="${tone.base}"/>` +
    `<stop offset="0.5" stop-color="${tone.light}"/>` +
    `<stop offset="0.74" stop-color="${tone.shade}"/>` +
    `<stop offset="1" stop-color="${tone.base}"/>` +
    `</linearGradient>`
  );
}

export function sphereGradient(id: string, tone: Tone) {
  return (
    `<radialGradient id="${id}" cx="0.36" cy="0.32" r="0.75">` +
    `<stop offset="0" stop-color="${tone.light}"/>` +
    `<stop offset="0.55" stop-color="${tone.base}"/>` +
    `<stop offset="1" stop-color="${tone.shade}"/>` +
    `</radialGradient>`
  );
}

export function verticalGradient(id: string, top: string, bottom: string) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>` +
    `</linearGradient>`
  );
}

export interface Point {
  x: number;
  y: number;
}

/** A polyline's points evenly spaced by arc length (for chains and strands). */
export function evenlySpaced(points: Point[], count: number): Array<Point & { angle: number }> {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    lengths.push(lengths[i - 1] + Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y));
  }
  const total = lengths[lengths.length - 1];
  const result: Array<Point & { angle: number }> = [];
  let segment = 1;
  for (let k = 0; k < count; k++) {
    const target = count === 1 ? total / 2 : (total * k) / (count - 1);
    while (segment < points.length - 1 && lengths[segment] < target) segment++;
    const a = points[segment - 1];
    const b = points[segment];
    const span = lengths[segment] - lengths[segment - 1] || 1;
    const f = (target - lengths[segment - 1]) / span;
    result.push({
      x: a.x + (b.x - a.x) * f,
      y: a.y + (b.y - a.y) * f,
      angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
    });
  }
  return result;
}

export function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps = 40): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    points.push({
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    });
  }
  return points;
}

/** Angle 90 is the front (bottom of the picture). */
export function onEllipse(rx: number, ry: number, degrees: number, cx = 0, cy = 0): Point {
  const r = (degrees * Math.PI) / 180;
  return { x: cx + rx * Math.cos(r), y: cy + ry * Math.sin(r) };
}

export const polylinePath = (points: Point[]) =>
  points.map((p, i) => `${i ? "L" : "M"}${n(p.x)} ${n(p.y)}`).join("");
