/** USPS 3-digit prefixes for the 50 states and DC; gaps inside a state's run are its own; territories, armed forces and gaps between states are none. */

/** Inclusive [first, last] 3-digit prefixes. */
export type ZipPrefixRange = readonly [first: number, last: number];

export const ZIP_PREFIX_RANGES: Readonly<Record<string, readonly ZipPrefixRange[]>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  // 201 is Dulles, Virginia.
  DC: [[200, 200], [202, 205], [569, 569]],
  FL: [[320, 339], [341, 349]],
  GA: [[300, 319], [398, 399]],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [[10, 27], [55, 55]],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  // 005: Holtsville.
  NY: [[5, 5], [100, 149]],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 732], [734, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  // 733: Austin; 885: El Paso.
  TX: [[733, 733], [750, 799], [885, 885]],
  UT: [[840, 847]],
  VT: [[50, 54], [56, 59]],
  VA: [[201, 201], [220, 246]],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
};

const ZIP = /^(\d{3})\d{2}(-\d{4})?$/;

/** The first three digits of a 5-digit ZIP or ZIP+4 ("10001", "10001-1234"), else null. */
export function zipPrefix(zip: string): number | null {
  const match = ZIP.exec(zip.trim());
  return match ? Number(match[1]) : null;
}

const inRanges = (prefix: number, ranges: readonly ZipPrefixRange[]) =>
  ranges.some(([first, last]) => prefix >= first && prefix <= last);

export const isKnownState = (state: string) => Object.hasOwn(ZIP_PREFIX_RANGES, state.toUpperCase());

/** The state (upper-case code) whose ranges hold the ZIP's prefix, or null (malformed, or no state's). */
export function stateOfZip(zip: string): string | null {
  const prefix = zipPrefix(zip);
  if (prefix === null) return null;
  return Object.keys(ZIP_PREFIX_RANGES).find((state) => inRanges(prefix, ZIP_PREFIX_RANGES[state])) ?? null;
}

/** Whether the ZIP lies in one of the state's ranges (false for an unknown state or a malformed ZIP). */
export function zipBelongsToState(zip: string, state: string): boolean {
  const prefix = zipPrefix(zip);
  const code = state.toUpperCase();
  return prefix !== null && isKnownState(code) && inRanges(prefix, ZIP_PREFIX_RANGES[code]);
}
