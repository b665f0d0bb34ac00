/** Header menu icons: one per category, one per collection (`collection-{slug}`) and the e-gift card's. */
import { INK } from "./palette";
import { svgDocument } from "./svg";

const stroke = `fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

const ICONS: Record<string, [string, string]> = {
  rings: ["Rings", `<circle cx="32" cy="38" r="16" ${stroke}/><path d="M26 22L32 12L38 22Z" ${stroke}/>`],
  necklaces: ["Necklaces", `<path d="M12 8C12 30 22 42 32 42C42 42 52 30 52 8" ${stroke}/><path d="M32 42L26 50L32 58L38 50Z" ${stroke}/>`],
  earrings: [
    "Earrings",
    `<circle cx="20" cy="14" r="3" ${stroke}/><path d="M20 17V28" ${stroke}/><path d="M20 28C14 36 14 44 20 48C26 44 26 36 20 28Z" ${stroke}/>` +
      `<circle cx="44" cy="14" r="3" ${stroke}/><path d="M44 17V28" ${stroke}/><path d="M44 28C38 36 38 44 44 48C50 44 50 36 44 28Z" ${stroke}/>`,
  ],
  bracelets: ["Bracelets", `<ellipse cx="32" cy="34" rx="22" ry="12" ${stroke}/><ellipse cx="32" cy="30" rx="22" ry="12" ${stroke}/>`],
  charms: ["Charms", `<circle cx="32" cy="12" r="4" ${stroke}/><path d="M32 52C18 42 14 34 18 27C21 22 28 22 32 28C36 22 43 22 46 27C50 34 46 42 32 52Z" ${stroke}/>`],
  medallions: [
    "Medallions",
    `<path d="M32 6V14" ${stroke}/><circle cx="32" cy="36" r="20" ${stroke}/><circle cx="32" cy="36" r="15" ${stroke}/><path d="M32 28L34 34L40 36L34 38L32 44L30 38L24 36L30 34Z" ${stroke}/>`,
  ],
  "e-gift-card": [
    "E-gift card",
    `<rect x="8" y="16" width="48" height="34" rx="4" ${stroke}/><path d="M8 28H56M30 16V50" ${stroke}/><path d="M30 28C24 20 18 22 22 28M30 28C36 20 42 22 38 28" ${stroke}/>`,
  ],
  "collection-aurelia": [
    "Aurelia",
    `<circle cx="32" cy="32" r="10" ${stroke}/><path d="M32 8V16M32 48V56M8 32H16M48 32H56M15 15L21 21M43 43L49 49M15 49L21 43M43 21L49 15" ${stroke}/>`,
  ],
  "collection-celeste": ["Céleste", `<path d="M32 8L38 26L56 32L38 38L32 56L26 38L8 32L26 26Z" ${stroke}/><circle cx="50" cy="12" r="2" ${stroke}/>`],
  "collection-maree": ["Marée", `<path d="M6 26C14 18 22 18 32 26S50 34 58 26M6 40C14 32 22 32 32 40S50 48 58 40" ${stroke}/>`],
  "collection-jardin": ["Jardin", `<path d="M32 58V22M32 40C22 40 16 32 16 22C26 22 32 30 32 40ZM32 32C42 32 48 24 48 14C38 14 32 22 32 32Z" ${stroke}/>`],
  "collection-heritage": [
    "Héritage",
    `<circle cx="32" cy="32" r="22" ${stroke}/><path d="M22 44C16 36 16 26 22 18M42 44C48 36 48 26 42 18" ${stroke}/><path d="M28 24V40M28 24L32 30L36 24V40" ${stroke}/>`,
  ],
  "collection-essentials": ["Essentials", `<circle cx="32" cy="32" r="20" ${stroke}/><circle cx="32" cy="32" r="14" ${stroke}/>`],
  "collection-promise": ["Promise", `<circle cx="25" cy="36" r="14" ${stroke}/><circle cx="39" cy="36" r="14" ${stroke}/><path d="M36 14L39 9L42 14L39 19Z" ${stroke}/>`],
};

export function menuIconSvg(name: string): string | null {
  const icon = ICONS[name];
  if (!icon) return null;
  return svgDocument({ width: 64, height: 64, title: icon[0], body: icon[1] });
}
