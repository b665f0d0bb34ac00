import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import type { Integration } from "./model";
import { INTEGRATION_TYPES, KNOWN_INTEGRATION_TYPES, ORIGIN_PLACEHOLDER } from "./seed/integrations";
import { type EventSource, store } from "./store";

export const MAX_BODY_BYTES = 16 * 1024;

/** What the browser scripts may post; statistics and address_validation come from the store's server. */
export const COLLECT_SOURCES = [
  "tag_manager",
  "pixel",
  "chat",
  "analytics",
  "heat_map",
  "email_marketing",
  "custom",
  "affiliate",
] as const satisfies readonly EventSource[];

export const INTEGRATION_MESSAGES = {
  tooLarge: `The request body may not be greater than ${MAX_BODY_BYTES / 1024} KB.`,
  notObject: "The request body must be a JSON object.",
  invalidApiKey: "Invalid api_key",
  unknownGtmId: "Unknown or missing container id (?id=GTM-...).",
  unknownGaId: "Unknown or missing measurement id (?id=G-...).",
};

export function integrationsFor(origin: string): Integration[] {
  const replace = (value: string | null | undefined) =>
    typeof value === "string" ? value.split(ORIGIN_PLACEHOLDER).join(origin) : value;
  return store.integrations.map((integration) => ({
    ...integration,
    base_url: replace(integration.base_url),
    script: replace(integration.script),
  }));
}

export const isKnownGtmId = (id: string | null) =>
  id !== null && store.integrations.some((i) => i.type === INTEGRATION_TYPES.tagManager && i.gtm_id === id);

export const isKnownGaId = (id: string | null) =>
  id !== null && store.integrations.some((i) => i.type === INTEGRATION_TYPES.googleAnalytics && i.gtm_id === id);

/** The api_key of the integration of `type`, compared whole; a missing or empty key never matches. */
function isApiKeyOf(type: number, key: string | null): boolean {
  const integration = store.integrations.find((i) => i.type === type);
  return key !== null && key !== "" && typeof integration?.api_key === "string" && integration.api_key === key;
}

export const isStatisticsApiKey = (key: string | null) => isApiKeyOf(INTEGRATION_TYPES.operateStatistics, key);

export const isAddressValidationApiKey = (key: string | null) => isApiKeyOf(INTEGRATION_TYPES.addressValidation, key);

export type BodyRead = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whatever the Content-Type: the stand-ins post text/plain to avoid a CORS preflight. */
export async function readSmallObject(request: Request): Promise<BodyRead> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) return { ok: false, message: INTEGRATION_MESSAGES.tooLarge };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, message: INTEGRATION_MESSAGES.notObject };
  }
  return isObject(value) ? { ok: true, value } : { ok: false, message: INTEGRATION_MESSAGES.notObject };
}

export const collectInput = z.object({
  source: z.enum(COLLECT_SOURCES, {
    errorMap: (_issue, ctx) => ({
      message:
        ctx.data === undefined || ctx.data === null || ctx.data === ""
          ? "The source field is required."
          : `The selected source is invalid. Expected one of: ${COLLECT_SOURCES.join(", ")}.`,
    }),
  }),
  payload: z.record(z.unknown(), {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined || ctx.data === null ? "The payload field is required." : "The payload must be a JSON object.",
    }),
  }),
});

export const enabledIntegrationsInput = z.object({
  enabled_integrations: z.array(
    z
      .number({ invalid_type_error: "Each enabled integration must be an integration type number." })
      .refine((type) => KNOWN_INTEGRATION_TYPES.includes(type), {
        message: `Unknown integration type. Known types: ${KNOWN_INTEGRATION_TYPES.join(", ")}.`,
      }),
    {
      required_error: "The enabled_integrations field is required.",
      invalid_type_error: "The enabled_integrations must be an array of integration types.",
    },
  ),
});

export function setEnabledIntegrations(types: number[]): number[] {
  store.enabled_integrations = [...new Set(types)];
  return store.enabled_integrations;
}

const STAND_INS_DIR = join(dirname(fileURLToPath(import.meta.url)), "stand-ins");
const script = (file: string) => readFileSync(join(STAND_INS_DIR, file), "utf8");

/** Read once at startup: plain ES2017, no dependencies. */
export const STAND_IN_SCRIPTS = {
  tagManager: script("tag-manager.js"),
  pixel: script("pixel.js"),
  chat: script("chat-widget.js"),
  analytics: script("gtag.js"),
  heatMap: script("heat-map.js"),
  emailMarketing: script("onsite.js"),
  custom: script("custom.js"),
  affiliate: script("tag.js"),
};
