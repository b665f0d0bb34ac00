/** Keyed by material sku, so a new material only needs a line here to be drawn. */
import type { Tone } from "./svg";

export const METAL_TONES: Record<string, Tone> = {
  YG14: { light: "#fbedbd", base: "#d8b35e", shade: "#a47b2c" },
  YG18: { light: "#fde9b0", base: "#dfa93d", shade: "#a1701a" },
  WG14: { light: "#fbfcfd", base: "#d3d8de", shade: "#8e959e" },
  RG14: { light: "#fbe1d5", base: "#dba38c", shade: "#a66a58" },
  PT: { light: "#ffffff", base: "#dcdcda", shade: "#969694" },
  SS: { light: "#f6f7f8", base: "#c6cace", shade: "#83888e" },
};

export type StoneFinish = "faceted" | "pearl" | "polished";

export const STONE_TONES: Record<string, Tone & { finish: StoneFinish }> = {
  DIA: { light: "#ffffff", base: "#e9f1f8", shade: "#9fb6ca", finish: "faceted" },
  SAP: { light: "#7fa7ea", base: "#2150aa", shade: "#0c2763", finish: "faceted" },
  EMR: { light: "#7ddcae", base: "#1f8a5b", shade: "#0a4a2f", finish: "faceted" },
  RBY: { light: "#f47b90", base: "#b3122e", shade: "#640515", finish: "faceted" },
  AQU: { light: "#e2f7fc", base: "#8fd0e3", shade: "#3f8ea8", finish: "faceted" },
  MOR: { light: "#fff0ec", base: "#f1bcb2", shade: "#c07d71", finish: "faceted" },
  PRL: { light: "#ffffff", base: "#f2ece3", shade: "#c9bba7", finish: "pearl" },
  ONX: { light: "#6b6b6b", base: "#1d1d1f", shade: "#000000", finish: "polished" },
};

/** Chosen by the metal so sets look coherent. */
export function backgroundFor(metalSku: string): [string, string] {
  if (metalSku.startsWith("YG")) return ["#fbf7f0", "#eee2cf"];
  if (metalSku.startsWith("RG")) return ["#fcf5f2", "#efdbd2"];
  return ["#f7f8fa", "#e2e6ec"];
}

export const INK = "#2b2420";
