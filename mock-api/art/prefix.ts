import { hashString } from "../seed/prng";

/** A short, stable id prefix for an image's gradients and filters. */
export const hashPrefix = (key: string) => `ml${hashString(key).toString(36)}`;
