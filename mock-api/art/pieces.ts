/** Line drawings per piece kind, centred on (0, 0) in roughly a 560 x 760 box; product.ts places and scales them. */
import type { ArtKind } from "../model";

import { giftCard } from "./gift-card";
import { travelRoll } from "./travel-roll";
import { bezelGem, engrave, gemPear, gemSide, gemTop, type Paint } from "./paint";
import { cubic, evenlySpaced, n, onEllipse, polylinePath, type Point } from "./svg";

type Draw = (paint: Paint, style: string) => string;

const circle = (cx: number, cy: number, r: number, attrs: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;

/** A ring-shaped area (outer minus inner circle, centres may differ). */
function annulus(paint: Paint, outer: [number, number, number], inner: [number, number, number]) {
  const ring = (cx: number, cy: number, r: number) =>
    `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
  return (
    `<path d="${ring(...outer)}${ring(...inner)}" fill-rule="evenodd" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="1.5"/>` +
    circle(inner[0], inner[1], inner[2], `fill="none" stroke="${paint.tone.shade}" stroke-opacity="0.35" stroke-width="4"`) +
    `<path d="M${n(outer[0] - outer[2] * 0.86)} ${n(outer[1] - outer[2] * 0.5)}A${outer[2]} ${outer[2]} 0 0 1 ${n(outer[0] - outer[2] * 0.2)} ${n(outer[1] - outer[2] * 0.98)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>`
  );
}

const ring: Draw = (paint, style) => {
  const stone = paint.stone;
  const cy = 60;
  switch (style) {
    case "band":
      return annulus(paint, [0, cy, 155], [0, cy + 4, 120]);
    case "stack":
      return annulus(paint, [0, cy, 150], [0, cy + 2, 136]);
    case "dome":
      return annulus(paint, [0, cy, 155], [0, cy + 22, 122]);
    case "eternity": {
      let stones = "";
      for (let deg = 0; deg < 360; deg += 15) {
        const p = onEllipse(137, 137, deg, 0, cy + 2);
        if (stone) stones += gemTop(stone, p.x, p.y, 10.5);
      }
      return annulus(paint, [0, cy, 152], [0, cy + 4, 122]) + stones;
    }
    case "signet": {
      const face = `<ellipse cx="0" cy="-96" rx="84" ry="50" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="2"/>`;
      const inlay = stone
        ? `<ellipse cx="0" cy="-96" rx="64" ry="34" fill="${stone.fill}"/><ellipse cx="-22" cy="-108" rx="20" ry="7" fill="#fff" opacity="0.35"/>`
        : engrave(paint, "M-22 -78C-30 -100 -12 -122 4 -112C18 -104 2 -86 -8 -96M8 -80C20 -96 34 -112 28 -118", 3.5);
      return annulus(paint, [0, cy, 150], [0, cy + 6, 124]) + face + inlay;
    }
    case "pearl": {
      const cup = `<ellipse cx="0" cy="-92" rx="22" ry="10" fill="${paint.metal}"/>`;
      return annulus(paint, [0, cy, 148], [0, cy + 2, 132]) + cup + (stone ? gemTop(stone, 0, -140, 48) : "");
    }
    case "halo": {
      let halo = "";
      for (let deg = 0; deg < 360; deg += 20) {
        const p = onEllipse(80, 66, deg, 0, -148);
        halo += gemTop(paint.accent, p.x, p.y, 9);
      }
      const centre = stone
        ? `<g transform="translate(0 -148) scale(1 0.82)">${gemTop(stone, 0, 0, 62)}</g>`
        : "";
      return (
        annulus(paint, [0, cy, 150], [0, cy + 4, 128]) +
        `<ellipse cx="0" cy="-148" rx="94" ry="79" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="1.5"/>` +
        halo +
        centre
      );
    }
    case "cocktail": {
      let rows = "";
      for (const [rx, ry, r, step] of [[98, 80, 9, 18], [76, 62, 6.5, 24]] as const) {
        for (let deg = 0; deg < 360; deg += step) {
          const p = onEllipse(rx, ry, deg, 0, -150);
          rows += gemTop(paint.accent, p.x, p.y, r);
        }
      }
      const centre = stone ? `<g transform="translate(0 -150) scale(0.78 1.04)">${gemTop(stone, 0, 0, 58)}</g>` : "";
      return (
        annulus(paint, [0, cy, 152], [0, cy + 6, 122]) +
        `<path d="M-70 -40L-40 -96M70 -40L40 -96" stroke="${paint.metalLine}" stroke-width="10" stroke-linecap="round"/>` +
        `<ellipse cx="0" cy="-150" rx="112" ry="94" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="1.5"/>` +
        rows +
        centre
      );
    }
    case "half-eternity": {
      let stones = "";
      let stars = "";
      for (let deg = 190; deg <= 350; deg += 20) {
        const p = onEllipse(137, 137, deg, 0, cy + 2);
        if (stone) stones += gemTop(stone, p.x, p.y, 12);
        const q = onEllipse(137, 137, deg + 10, 0, cy + 2);
        if (deg < 350) stars += starPath(q.x, q.y, 7, 3);
      }
      return annulus(paint, [0, cy, 152], [0, cy + 4, 122]) + stones + engrave(paint, stars, 1.5);
    }
    case "cathedral": {
      let pave = "";
      for (let deg = 200; deg <= 340; deg += 14) {
        if (deg > 246 && deg < 294) continue;
        const p = onEllipse(140, 140, deg, 0, cy);
        pave += gemTop(paint.accent, p.x, p.y, 6.5);
      }
      const head = stone ? gemSide(stone, 0, -176, 96) : "";
      return (
        annulus(paint, [0, cy, 150], [0, cy + 3, 130]) +
        `<path d="M-96 -56C-80 -110 -56 -140 -34 -158M96 -56C80 -110 56 -140 34 -158" fill="none" stroke="${paint.metalLine}" stroke-width="9" stroke-linecap="round"/>` +
        pave +
        head +
        prongs(paint, [-42, -14, 14, 42], -180, -158)
      );
    }
    case "three-stone": {
      if (!stone) return annulus(paint, [0, cy, 150], [0, cy + 4, 130]);
      return (
        annulus(paint, [0, cy, 150], [0, cy + 4, 130]) +
        `<g transform="rotate(-18 -66 -118)">${gemSide(stone, -66, -118, 62)}</g>` +
        `<g transform="rotate(18 66 -118)">${gemSide(stone, 66, -118, 62)}</g>` +
        gemSide(stone, 0, -150, 90) +
        prongs(paint, [-34, 34], -150, -96)
      );
    }
    default: {
      // Solitaire: a slim band, a raised head and four prongs.
      const head = stone ? gemSide(stone, 0, -168, 104) : "";
      return (
        annulus(paint, [0, cy, 150], [0, cy + 3, 130]) +
        `<path d="M-30 -92L-44 -166M30 -92L44 -166" stroke="${paint.metalLine}" stroke-width="8" stroke-linecap="round"/>` +
        head +
        prongs(paint, [-46, -16, 16, 46], -172, -150)
      );
    }
  }
};

function prongs(paint: Paint, xs: number[], top: number, bottom: number) {
  return xs
    .map(
      (x) =>
        `<path d="M${x} ${bottom}L${x} ${top}" stroke="${paint.metalLine}" stroke-width="7" stroke-linecap="round"/>`,
    )
    .join("");
}

/** The chain's drape: from the top corners down to a point at (0, bottomY). */
function drape(bottomY: number, halfWidth = 0): Point[] {
  const left = cubic({ x: -250, y: -420 }, { x: -245, y: -80 }, { x: -120, y: bottomY }, { x: -halfWidth, y: bottomY });
  const right = cubic({ x: halfWidth, y: bottomY }, { x: 120, y: bottomY }, { x: 245, y: -80 }, { x: 250, y: -420 });
  return [...left, ...right];
}

function chain(paint: Paint, points: Point[], width = 3.5) {
  const d = polylinePath(points);
  return (
    `<path d="${d}" fill="none" stroke="${paint.metalLine}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${paint.tone.shade}" stroke-opacity="0.55" stroke-width="${width}" stroke-dasharray="3 5"/>`
  );
}

const bail = (paint: Paint, y: number) =>
  `<ellipse cx="0" cy="${y}" rx="9" ry="14" fill="none" stroke="${paint.metalLine}" stroke-width="5"/>`;

function heartPath(cx: number, cy: number, size: number) {
  const s = size / 100;
  const p = (x: number, y: number) => `${n(cx + x * s)} ${n(cy + y * s)}`;
  return `M${p(0, 38)}C${p(-60, -2)} ${p(-52, -52)} ${p(-24, -52)}C${p(-8, -52)} ${p(0, -40)} ${p(0, -30)}C${p(0, -40)} ${p(8, -52)} ${p(24, -52)}C${p(52, -52)} ${p(60, -2)} ${p(0, 38)}Z`;
}

function leafPath(cx: number, cy: number, length: number, width: number) {
  return `M${n(cx)} ${n(cy - length / 2)}C${n(cx + width)} ${n(cy - length * 0.2)} ${n(cx + width * 0.6)} ${n(cy + length * 0.35)} ${n(cx)} ${n(cy + length / 2)}C${n(cx - width * 0.6)} ${n(cy + length * 0.35)} ${n(cx - width)} ${n(cy - length * 0.2)} ${n(cx)} ${n(cy - length / 2)}Z`;
}

const necklace: Draw = (paint, style) => {
  const stone = paint.stone;
  switch (style) {
    case "pearl-strand":
    case "tennis": {
      const points = drape(190);
      const beads = evenlySpaced(points, style === "tennis" ? 46 : 34);
      const line = chain(paint, points, 2);
      const body = beads
        .map((p) =>
          style === "tennis"
            ? circle(p.x, p.y, 15, `fill="${paint.metal}"`) + (stone ? gemTop(stone, p.x, p.y, 12) : "")
            : stone
              ? gemTop(stone, p.x, p.y, 19)
              : "",
        )
        .join("");
      return line + body;
    }
    case "bar":
      return (
        chain(paint, drape(150, 90)) +
        `<rect x="-92" y="140" width="184" height="20" rx="10" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="1.2"/>`
      );
    case "station": {
      const points = drape(170);
      const stations = evenlySpaced(points, 9).slice(2, 7);
      return chain(paint, points) + stations.map((p) => (stone ? bezelGem(paint, stone, p.x, p.y, 9) : "")).join("");
    }
    case "chain": {
      const points = drape(170);
      const links = evenlySpaced(points, 30);
      return links
        .map(
          (p) =>
            `<rect x="${n(p.x - 19)}" y="${n(p.y - 7)}" width="38" height="14" rx="7" transform="rotate(${n(p.angle)} ${n(p.x)} ${n(p.y)})" fill="none" stroke="${paint.metalLine}" stroke-width="4.5"/>`,
        )
        .join("");
    }
    case "lariat":
      return (
        chain(paint, drape(100)) +
        `<path d="M0 100L0 250" stroke="${paint.metalLine}" stroke-width="3.5"/>` +
        circle(0, 100, 9, `fill="none" stroke="${paint.metalLine}" stroke-width="5"`) +
        (stone ? gemPear(stone, 0, 290, 48, 72) : "")
      );
    default: {
      const pendant = pendantFor(paint, style);
      return chain(paint, drape(150)) + bail(paint, 162) + pendant;
    }
  }
};

function pendantFor(paint: Paint, style: string): string {
  const stone = paint.stone;
  switch (style) {
    case "disc":
      return (
        circle(0, 250, 78, `fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="2"`) +
        circle(0, 250, 68, `fill="none" stroke="${paint.tone.light}" stroke-opacity="0.6" stroke-width="2"`) +
        (stone ? bezelGem(paint, stone, 0, 250, 13) : "")
      );
    case "drop":
      return (
        (stone ? bezelGem(paint, paint.accent, 0, 190, 9) : "") +
        `<path d="M0 200L0 214" stroke="${paint.metalLine}" stroke-width="4"/>` +
        (stone ? gemPear(stone, 0, 268, 70, 104) : "")
      );
    case "heart":
      return (
        `<path d="${heartPath(0, 240, 170)}" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="2"/>` +
        (stone ? bezelGem(paint, stone, 30, 226, 10) : "")
      );
    case "leaf":
      return (
        `<path d="${leafPath(0, 262, 170, 62)}" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="2"/>` +
        engrave(paint, "M0 186L0 338M0 226L-24 206M0 256L24 234M0 286L-26 264M0 312L22 294", 2) +
        (stone ? gemTop(stone, 0, 360, 12) : "")
      );
    default:
      return (
        `<path d="M-30 214L-40 250M30 214L40 250M-30 286L-40 250M30 286L40 250" stroke="${paint.metalLine}" stroke-width="6" stroke-linecap="round"/>` +
        (stone ? gemTop(stone, 0, 250, 40) : "")
      );
  }
}

const earrings: Draw = (paint, style) => {
  const one = earring(paint, style);
  return `<g transform="translate(-125 0)">${one}</g><g transform="translate(125 0) scale(-1 1)">${one}</g>`;
};

function earring(paint: Paint, style: string): string {
  const stone = paint.stone;
  const hoop = (r: number, width: number) =>
    `<path d="M-6 ${-r}A${r} ${r} 0 1 0 6 ${-r}" fill="none" stroke="${paint.metalLine}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="M${n(-r * 0.7)} ${n(-r * 0.55)}A${r} ${r} 0 0 0 ${n(-r * 0.85)} ${n(r * 0.4)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${n(width * 0.25)}" stroke-linecap="round"/>`;
  switch (style) {
    case "hoop":
      return hoop(100, 18);
    case "mini-hoop":
      return hoop(58, 11);
    case "huggie": {
      let gems = "";
      for (let deg = 30; deg <= 150; deg += 15) {
        const p = onEllipse(72, 72, deg);
        if (stone) gems += gemTop(stone, p.x, p.y, 8);
      }
      return hoop(72, 22) + gems;
    }
    case "pearl-stud":
      return stone ? gemTop(stone, 0, 0, 52) : "";
    case "button":
      return (
        circle(0, 0, 72, `fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="2"`) +
        circle(0, 0, 60, `fill="none" stroke="${paint.tone.shade}" stroke-opacity="0.4" stroke-width="6" stroke-dasharray="1.5 3"`)
      );
    case "halo-stud": {
      let halo = "";
      for (let deg = 0; deg < 360; deg += 24) {
        const p = onEllipse(56, 56, deg);
        halo += gemTop(paint.accent, p.x, p.y, 8);
      }
      return circle(0, 0, 66, `fill="${paint.metal}"`) + halo + (stone ? gemTop(stone, 0, 0, 40) : "");
    }
    case "drop":
    case "pearl-drop": {
      const top = style === "drop" && stone ? bezelGem(paint, paint.accent, 0, -150, 11) : circle(0, -150, 14, `fill="${paint.metalDisc}"`);
      const drop = stone
        ? style === "drop"
          ? gemPear(stone, 0, 10, 72, 110)
          : gemTop(stone, 0, 0, 48)
        : "";
      return top + `<path d="M0 -136L0 -50" stroke="${paint.metalLine}" stroke-width="3.5"/>` + drop;
    }
    case "climber": {
      const path = cubic({ x: 0, y: -170 }, { x: 40, y: -90 }, { x: 50, y: 20 }, { x: 20, y: 120 });
      const stones = evenlySpaced(path, 6);
      return stones
        .map((p, i) => {
          const r = 22 - i * 2.6;
          return circle(p.x, p.y, r + 4, `fill="${paint.metal}"`) + (stone ? gemTop(stone, p.x, p.y, r) : "");
        })
        .join("");
    }
    default: {
      // Stud: a round stone in four prongs.
      const prongDots = [45, 135, 225, 315]
        .map((deg) => {
          const p = onEllipse(50, 50, deg);
          return circle(p.x, p.y, 8, `fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="1"`);
        })
        .join("");
      return circle(0, 0, 54, `fill="${paint.metal}"`) + (stone ? gemTop(stone, 0, 0, 50) : "") + prongDots;
    }
  }
}

const bracelet: Draw = (paint, style) => {
  const stone = paint.stone;
  const rx = 240;
  const ry = 112;
  const cy = 40;
  // Back half first, front half last, so the front overlaps.
  const around = (count: number, draw: (p: Point, front: boolean, index: number) => string) => {
    const back: string[] = [];
    const front: string[] = [];
    for (let i = 0; i < count; i++) {
      const deg = (360 * i) / count;
      const p = onEllipse(rx, ry, deg, 0, cy);
      (p.y >= cy ? front : back).push(draw(p, p.y >= cy, i));
    }
    return back.join("") + front.join("");
  };
  switch (style) {
    case "tennis":
      return around(44, (p, front) => {
        const r = front ? 15 : 12;
        return circle(p.x, p.y, r + 3, `fill="${paint.metal}"`) + (stone ? gemTop(stone, p.x, p.y, r) : "");
      });
    case "line":
      return (
        `<ellipse cx="0" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${paint.metalLine}" stroke-width="3"/>` +
        around(28, (p, front, index) => {
          const r = (front ? 1 : 0.8) * (index % 2 === 0 ? 14 : 9);
          return stone ? bezelGem(paint, stone, p.x, p.y, r) : circle(p.x, p.y, r, `fill="${paint.metal}"`);
        })
      );
    case "paperclip":
      return around(24, (p, front, index) => {
        // Along the ellipse: its tangent at the link's angle.
        const t = (2 * Math.PI * index) / 24;
        const tangent = (Math.atan2(ry * Math.cos(t), -rx * Math.sin(t)) * 180) / Math.PI;
        const [w, h] = front ? [58, 18] : [50, 15];
        return `<rect x="${n(p.x - w / 2)}" y="${n(p.y - h / 2)}" width="${w}" height="${h}" rx="${h / 2}" transform="rotate(${n(tangent)} ${n(p.x)} ${n(p.y)})" fill="none" stroke="${paint.metalLine}" stroke-width="5"/>`;
      });
    case "pearl":
      return (
        `<ellipse cx="0" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${paint.metalLine}" stroke-width="2"/>` +
        around(36, (p, front) => (stone ? gemTop(stone, p.x, p.y, front ? 22 : 18) : ""))
      );
    case "chain":
      return around(40, (p, front) => {
        const tangent = (Math.atan2(p.y - cy, p.x) * 180) / Math.PI + 90;
        return `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${front ? 20 : 16}" ry="${front ? 10 : 8}" transform="rotate(${n(tangent)} ${n(p.x)} ${n(p.y)})" fill="none" stroke="${paint.metalLine}" stroke-width="4.5"/>`;
      });
    case "station": {
      const line = `<ellipse cx="0" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${paint.metalLine}" stroke-width="3"/>`;
      const stations = [50, 70, 90, 110, 130]
        .map((deg) => {
          const p = onEllipse(rx, ry, deg, 0, cy);
          return stone ? bezelGem(paint, stone, p.x, p.y, 11) : "";
        })
        .join("");
      return line + stations;
    }
    case "cuff": {
      const start = onEllipse(rx, ry, -50, 0, cy);
      const end = onEllipse(rx, ry, 230, 0, cy);
      const d = `M${n(start.x)} ${n(start.y)}A${rx} ${ry} 0 1 1 ${n(end.x)} ${n(end.y)}`;
      const ends = stone
        ? [start, end].map((p) => circle(p.x, p.y, 24, `fill="${paint.metal}"`) + gemTop(stone, p.x, p.y, 18)).join("")
        : "";
      return (
        `<path d="${d}" fill="none" stroke="${paint.tone.shade}" stroke-width="46" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="${paint.metalLine}" stroke-width="40" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>` +
        ends
      );
    }
    default: {
      // Bangle: a solid oval, with pave across the front when it has stones.
      const band =
        `<ellipse cx="0" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${paint.tone.shade}" stroke-width="38"/>` +
        `<ellipse cx="0" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${paint.metalLine}" stroke-width="34"/>` +
        `<ellipse cx="0" cy="${cy - 6}" rx="${rx}" ry="${ry}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="5"/>`;
      let pave = "";
      if (stone) {
        for (let deg = 45; deg <= 135; deg += 6) {
          const p = onEllipse(rx, ry, deg, 0, cy);
          pave += gemTop(stone, p.x, p.y, 9);
        }
      }
      return band + pave;
    }
  }
};

/** The part of a circle (r 140) outside an offset one (r 125 at 70, -30). */
function crescentPath(scale: number, dx = 0, dy = 0) {
  const p = (x: number, y: number) => `${n(dx + x * scale)} ${n(dy + y * scale)}`;
  return `M${p(10, -139.6)}A${n(140 * scale)} ${n(140 * scale)} 0 1 0 ${p(108, 89)}A${n(125 * scale)} ${n(125 * scale)} 0 0 1 ${p(10, -139.6)}Z`;
}

function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -90) {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotation + (180 / points) * i) * Math.PI) / 180;
    coords.push(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`);
  }
  return `M${coords.join("L")}Z`;
}

function sunPath(cx: number, cy: number, r: number, rays: number, length: number) {
  let d = "";
  for (let i = 0; i < rays; i++) {
    const a = (i * 2 * Math.PI) / rays;
    const half = Math.PI / rays / 1.6;
    d +=
      `M${n(cx + r * Math.cos(a - half))} ${n(cy + r * Math.sin(a - half))}` +
      `L${n(cx + (r + length) * Math.cos(a))} ${n(cy + (r + length) * Math.sin(a))}` +
      `L${n(cx + r * Math.cos(a + half))} ${n(cy + r * Math.sin(a + half))}Z`;
  }
  return d;
}

const charm: Draw = (paint, style) => {
  const stone = paint.stone;
  const fill = `fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="2"`;
  const jumpRing = circle(0, -190, 20, `fill="none" stroke="${paint.metalLine}" stroke-width="7"`);
  let body: string;
  switch (style) {
    case "heart":
      body = `<path d="${heartPath(0, 10, 300)}" ${fill}/>` + engrave(paint, "M-70 -60C-80 -20 -40 20 0 60", 4);
      break;
    case "star":
      body = `<path d="${starPath(0, 0, 150, 62)}" ${fill} stroke-linejoin="round"/>` + (stone ? bezelGem(paint, stone, 0, 0, 22) : "");
      break;
    case "moon":
      body = `<path d="${crescentPath(1)}" ${fill}/>` + (stone ? bezelGem(paint, stone, -96, 8, 18) : "");
      break;
    case "clover":
      body =
        [0, 90, 180, 270]
          .map((deg) => `<path d="${heartPath(0, -62, 150)}" transform="rotate(${deg})" ${fill}/>`)
          .join("") + (stone ? bezelGem(paint, stone, 0, 0, 18) : "");
      break;
    case "shell": {
      const ribs = [-60, -35, -12, 12, 35, 60]
        .map((deg) => {
          const p = onEllipse(120, 120, deg - 90, 0, 110);
          return `M0 110L${n(p.x)} ${n(p.y)}`;
        })
        .join("");
      body =
        `<path d="M0 110L-130 -10C-110 -120 110 -120 130 -10Z" ${fill} stroke-linejoin="round"/>` +
        engrave(paint, ribs, 3) +
        (stone ? gemTop(stone, 0, 112, 24) : "");
      break;
    }
    case "sun":
      body = `<path d="${sunPath(0, 0, 80, 12, 60)}" ${fill}/>` + circle(0, 0, 80, `fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="2"`);
      break;
    case "key":
      body =
        circle(0, -90, 55, `fill="none" stroke="${paint.metalLine}" stroke-width="20"`) +
        `<path d="M0 -35L0 160M0 120L36 120M0 148L28 148" stroke="${paint.metalLine}" stroke-width="20" stroke-linecap="round"/>`;
      break;
    default:
      // A round stone in a smooth bezel (birthstone).
      body =
        circle(0, 0, 96, `fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="2"`) +
        (stone ? gemTop(stone, 0, 0, 74) : "");
  }
  return jumpRing + body;
};

const medallion: Draw = (paint, style) => {
  const stone = paint.stone;
  const chainLines =
    `<path d="M-120 -420L-14 -238M120 -420L14 -238" stroke="${paint.metalLine}" stroke-width="3.5"/>` +
    `<path d="M-120 -420L-14 -238M120 -420L14 -238" stroke="${paint.tone.shade}" stroke-opacity="0.5" stroke-width="3.5" stroke-dasharray="3 5"/>`;
  const bailShape = `<rect x="-20" y="-246" width="40" height="54" rx="18" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="2"/>`;
  const disc =
    circle(0, 0, 200, `fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="3"`) +
    circle(0, 0, 180, `fill="none" stroke="${paint.tone.shade}" stroke-opacity="0.5" stroke-width="2"`) +
    circle(0, 0, 186, `fill="none" stroke="${paint.tone.light}" stroke-opacity="0.8" stroke-width="3"`);
  let motif: string;
  switch (style) {
    case "compass":
      motif =
        engrave(paint, starPath(0, 0, 140, 26, 4, -90), 3) +
        engrave(paint, starPath(0, 0, 90, 22, 4, -45), 2.5) +
        engrave(paint, "M-8 -150L-8 -176L8 -150L8 -176", 3) +
        (stone ? bezelGem(paint, stone, 0, -112, 13) : "");
      break;
    case "coin": {
      let leaves = "";
      for (let i = 0; i < 9; i++) {
        for (const side of [-1, 1]) {
          const p = onEllipse(140, 140, 90 + side * (30 + i * 15));
          leaves += leafPath(p.x, p.y, 34, 12);
        }
      }
      motif =
        engrave(paint, leaves, 2.5) +
        `<text x="0" y="30" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="96" fill="${paint.tone.shade}" fill-opacity="0.75">ML</text>`;
      break;
    }
    case "bee":
      motif = engrave(
        paint,
        "M0 -70C30 -70 36 -20 36 20C36 70 16 100 0 110C-16 100 -36 70 -36 20C-36 -20 -30 -70 0 -70Z" +
          "M-34 0L34 0M-32 34L32 34M-24 68L24 68" +
          "M-10 -60C-70 -140 -140 -90 -36 -20M10 -60C70 -140 140 -90 36 -20" +
          "M-8 -70C-20 -100 -28 -110 -34 -118M8 -70C20 -100 28 -110 34 -118",
        3.5,
      );
      break;
    case "wave":
      motif =
        engrave(
          paint,
          [-10, 40, 90]
            .map((y) => `M-150 ${y}C-110 ${y - 40} -70 ${y - 40} -30 ${y}S50 ${y + 40} 90 ${y}S150 ${y - 30} 160 ${y - 10}`)
            .join(""),
          4,
        ) + (stone ? bezelGem(paint, stone, 50, -80, 26) : circle(50, -80, 30, `fill="none" stroke="${paint.tone.shade}" stroke-width="3"`));
      break;
    case "botanical": {
      let leaves = "";
      for (let i = 0; i < 5; i++) {
        leaves += leafPath(-40 + i * 22, -100 + i * 50, 60, 20);
        leaves += leafPath(30 + i * 18, -80 + i * 50, 56, 18);
      }
      motif = engrave(paint, "M-60 -140C0 -60 40 40 60 150" + leaves, 2.5) + (stone ? bezelGem(paint, stone, 0, 0, 16) : "");
      break;
    }
    case "moon-star":
      motif =
        engrave(paint, crescentPath(0.85, -20, 10), 3.5) +
        engrave(paint, starPath(90, -60, 22, 9) + starPath(120, 40, 16, 6) + starPath(70, 110, 12, 5), 2.5) +
        (stone ? bezelGem(paint, stone, 80, -10, 12) : "");
      break;
    default:
      // Sun: a disc of rays around a centre stone.
      motif = engrave(paint, sunPath(0, 0, 56, 16, 90), 2.5) + (stone ? bezelGem(paint, stone, 0, 0, 26) : engrave(paint, "M-56 0A56 56 0 1 0 56 0A56 56 0 1 0 -56 0", 3));
  }
  return chainLines + bailShape + disc + motif;
};

export const DRAW: Record<ArtKind, Draw> = { ring, necklace, earrings, bracelet, charm, medallion, "gift-card": giftCard, "travel-roll": travelRoll };

/** Where the gallery "detail" view zooms in, per kind (drawing coordinates). */
export const DETAIL_FOCUS: Record<ArtKind, Point> = {
  ring: { x: 0, y: -130 },
  necklace: { x: 0, y: 220 },
  earrings: { x: -125, y: 0 },
  bracelet: { x: 0, y: 140 },
  charm: { x: 0, y: 0 },
  medallion: { x: 0, y: 0 },
  "gift-card": { x: 40, y: -60 },
  "travel-roll": { x: -11, y: 0 },
};
