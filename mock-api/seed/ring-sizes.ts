import type { RingSize } from "../model";

/** US size s has an inside diameter of 11.63 + 0.8128 × s mm. */
export const RING_SIZES: RingSize[] = Array.from({ length: 13 }, (_, i) => {
  const size = 4 + i / 2;
  const diameter = 11.63 + 0.8128 * size;
  return {
    value: String(size),
    diameter_mm: Math.round(diameter * 10) / 10,
    circumference_mm: Math.round(Math.PI * diameter * 10) / 10,
  };
});

/** "US sizes 4 to 10, in half sizes", as the details say it. */
export const RING_SIZE_RANGE = `US sizes ${RING_SIZES[0].value} to ${RING_SIZES[RING_SIZES.length - 1].value}, in half sizes`;
