/** The gift with purchase, a leather jewelry roll tied with a strap, drawn like a piece (centred on 0, 0, about 520 x 300). */
import type { Paint } from "./paint";

const LEATHER = { light: "#b07a52", base: "#7a4a2b", shade: "#4a2a16" };
const W = 480;
const H = 240;

/** `style` is unused: there is one roll. */
export function travelRoll(paint: Paint): string {
  const left = -W / 2;
  const top = -H / 2;
  const stitches = `M${left + 26} ${top + 18}H${W / 2 - 40}M${left + 26} ${H / 2 - 18}H${W / 2 - 40}`;
  return (
    `<rect x="${left}" y="${top}" width="${W - 30}" height="${H}" rx="26" fill="${LEATHER.base}" stroke="${LEATHER.shade}" stroke-width="3"/>` +
    `<ellipse cx="${W / 2 - 30}" cy="0" rx="42" ry="${H / 2}" fill="${LEATHER.light}" stroke="${LEATHER.shade}" stroke-width="3"/>` +
    `<path d="M${W / 2 - 30} ${-H / 2 + 30}A28 ${H / 2 - 30} 0 0 1 ${W / 2 - 30} ${H / 2 - 30}" fill="none" stroke="${LEATHER.shade}" stroke-width="2.5"/>` +
    `<path d="${stitches}" stroke="${LEATHER.light}" stroke-width="2" stroke-dasharray="8 7"/>` +
    `<rect x="-34" y="${top - 6}" width="46" height="${H + 12}" rx="6" fill="${LEATHER.shade}"/>` +
    `<circle cx="-11" cy="0" r="17" fill="${paint.metalDisc}" stroke="${paint.tone.shade}" stroke-width="2"/>`
  );
}
