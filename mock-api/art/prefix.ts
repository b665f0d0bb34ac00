import { hashString } from "../seed/prng";

export const hashPrefix = (key: string) => `ml${hashString(key).toString(36)}`;
