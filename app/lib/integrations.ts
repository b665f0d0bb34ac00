// Spec 3 "Integration settings", 4 "Integrations and analytics", 9: what the server's plan and the browser share.
export const INTEGRATION_TYPE = {
  googleAnalytics: 1,
  adPixel: 2,
  heatMap: 3,
  chat: 4,
  emailMarketing: 5,
  // Its scripts belong to the payment step only (PAYMENT_PROVIDER_ORIGINS).
  cardPayment: 6,
  paypal: 7,
  cdn: 8,
  customScripts: 9,
  statistics: 35,
  affiliate: 60,
  tagManager: 62,
  addressValidation: 64,
} as const;

/** Spec 9. */
export const INJECT_DELAY_MS = 2500;
/** Spec 9. */
export const READY_POLL_MS = 500;
export const READY_MAX_POLLS = 30;
export const FINGERPRINT_DELAY_MS = 10_000;

export const INTEGRATION_PLAN_ID = "integration-plan";
export const INJECTED_EVENT = "integrations-injected";

export type ScriptPosition = "head" | "start_body" | "end_body";

export type ClientIntegrationKind = "tag_manager" | "analytics" | "pixel" | "heat_map" | "chat" | "email_marketing" | "affiliate" | "custom";

/** Inline code only for custom scripts the operator allows; it runs under the page's nonce. */
export type PlannedScript = { position: ScriptPosition } & ({ src: string; code?: never } | { code: string; src?: never });

export type ClientIntegration = {
  kind: ClientIntegrationKind;
  scripts: PlannedScript[];
  id: string | null;
  eventsEnabled: boolean;
};

export function integrationOrigins(integrations: readonly ClientIntegration[]): string[] {
  const origins = new Set<string>();
  for (const integration of integrations) {
    for (const script of integration.scripts) if (script.src) origins.add(new URL(script.src).origin);
  }
  return [...origins].sort();
}

export const MAX_INLINE_CODE = 16 * 1024;
