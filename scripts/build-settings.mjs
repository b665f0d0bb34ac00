/**
 * Writes app/lib/build-settings.generated.ts (not in git), only when it changes. ANALYTICS_PRODUCT_KEY
 * (spec 4 "Integrations"): "sku" (default: the sku, otherwise the id) or "id".
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { URL, fileURLToPath } from "node:url";

const TARGET = fileURLToPath(new URL("../app/lib/build-settings.generated.ts", import.meta.url));
const PRODUCT_KEYS = ["sku", "id"];

/** @param {Record<string, string | undefined>} env */
export function writeBuildSettings(env = process.env) {
  const productKey = env.ANALYTICS_PRODUCT_KEY?.trim() || "sku";
  if (!PRODUCT_KEYS.includes(productKey)) {
    throw new Error(`ANALYTICS_PRODUCT_KEY must be one of ${PRODUCT_KEYS.join(", ")}, not ${JSON.stringify(productKey)}`);
  }
  const source = `// Written by scripts/build-settings.mjs from the build's environment; do not edit.
/** The product key of the ad pixel and the tag manager's items: "sku" (the sku, otherwise the id) or "id". */
export const ANALYTICS_PRODUCT_KEY: "sku" | "id" = ${JSON.stringify(productKey)};
`;
  if (!existsSync(TARGET) || readFileSync(TARGET, "utf8") !== source) writeFileSync(TARGET, source);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeBuildSettings();
