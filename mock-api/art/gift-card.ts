/** The e-gift card, drawn like a piece (centred on 0, 0, about 520 x 330) so compose.ts treats it the same. */
import { mark, SERIF } from "./brand";
import type { Paint } from "./paint";
import { INK } from "./palette";
import { n } from "./svg";

const W = 520;
const H = 328;

/** Faint rays from the lower right corner, like the Aurelia sun. */
function rays(paint: Paint): string {
  let lines = "";
  for (let deg = 190; deg <= 260; deg += 7) {
    const a = (deg * Math.PI) / 180;
    lines += `M${W / 2 - 40} ${H / 2 - 30}L${n(W / 2 - 40 + Math.cos(a) * 260)} ${n(H / 2 - 30 + Math.sin(a) * 260)}`;
  }
  return `<path d="${lines}" stroke="${paint.tone.light}" stroke-opacity="0.12" stroke-width="2"/>`;
}

function ribbon(paint: Paint): string {
  const x = -118;
  return (
    `<rect x="${x - 14}" y="${-H / 2}" width="28" height="${H}" fill="${paint.metal}" opacity="0.92"/>` +
    `<path d="M${x} ${-H / 2 + 2}C${x - 70} ${-H / 2 - 60} ${x - 92} ${-H / 2 + 40} ${x} ${-H / 2 + 2}Z" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="1.5"/>` +
    `<path d="M${x} ${-H / 2 + 2}C${x + 70} ${-H / 2 - 60} ${x + 92} ${-H / 2 + 40} ${x} ${-H / 2 + 2}Z" fill="${paint.metal}" stroke="${paint.tone.shade}" stroke-width="1.5"/>` +
    `<path d="M${x - 4} ${-H / 2 + 6}L${x - 40} ${-H / 2 + 78}M${x + 4} ${-H / 2 + 6}L${x + 34} ${-H / 2 + 82}" stroke="${paint.metalLine}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${-H / 2 + 4}" r="11" fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="1.5"/>`
  );
}

/** `style`: the card's amount in USD, e.g. "1000" (drawn "$1,000"). */
export function giftCard(paint: Paint, style: string): string {
  const amount = /^\d+$/.test(style) ? Number(style).toLocaleString("en-US") : style;
  const gold = paint.tone.base;
  const text = (x: number, y: number, size: number, anchor: string, body: string, extra = "") =>
    `<text x="${x}" y="${y}" font-family="${SERIF}" font-size="${size}" text-anchor="${anchor}" fill="${gold}"${extra}>${body}</text>`;
  return (
    `<rect x="${-W / 2}" y="${-H / 2}" width="${W}" height="${H}" rx="22" fill="${INK}"/>` +
    rays(paint) +
    `<rect x="${-W / 2 + 14}" y="${-H / 2 + 14}" width="${W - 28}" height="${H - 28}" rx="12" fill="none" stroke="${paint.metalLine}" stroke-width="2.5"/>` +
    ribbon(paint) +
    mark(-30, -110, 34, gold) +
    text(-30, -40, 30, "start", "MAISON LUMIÈRE", ` textLength="250" lengthAdjust="spacingAndGlyphs"`) +
    text(-30, -10, 17, "start", "E-GIFT CARD", ` letter-spacing="4"`) +
    text(W / 2 - 40, H / 2 - 44, 64, "end", `$${amount}`) +
    `<path d="M-30 14H${W / 2 - 40}" stroke="${paint.metalLine}" stroke-width="1.5"/>`
  );
}
