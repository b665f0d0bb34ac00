// Spec 3 "Integration settings", 4 "Integrations and analytics", 9: what the server's plan and the browser share.
/** Spec 4 integration types. */
export const INTEGRATION_TYPE = {
  googleAnalytics: 1,
  adPixel: 2,
  heatMap: 3,
  chat: 4,
  emailMarketing: 5,
  /** The card and Affirm gateway, and PayPal: their pages and scripts are the payment step's (PAYMENT_PROVIDER_ORIGINS). */
  cardPayment: 6,
  paypal: 7,
  /** The CDN's domain: the settings' `cdn_domain` (services/media.server.ts). */
  cdn: 8,
  customScripts: 9,
  statistics: 35,
  affiliate: 60,
  tagManager: 62,
  addressValidation: 64,
} as const;

/** Spec 9: 2.5 s after the page starts, touched or not (lib/integration-injector.ts). */
export const INJECT_DELAY_MS = 2500;
/** Spec 9. */
export const READY_POLL_MS = 500;
export const READY_MAX_POLLS = 30;
export const FINGERPRINT_DELAY_MS = 10_000;

/** The document's plan, read by the injector before the page's JavaScript starts. */
export const INTEGRATION_PLAN_ID = "integration-plan";
/** Set on <html> by the injector once the scripts are in, with an event of the same name on the document. */
export const INJECTED_EVENT = "integrations-injected";

export type ScriptPosition = "head" | "start_body" | "end_body";

/** The browser's integrations; the statistics (35) and address validation (64) are the server's. */
export type ClientIntegrationKind = "tag_manager" | "analytics" | "pixel" | "heat_map" | "chat" | "email_marketing" | "affiliate" | "custom";

/** An external script, or (custom scripts only, when the operator allows them) inline code run under the page's nonce. */
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

/** Inline code in the plan: a custom script's, each piece bounded, the whole plan's too. */
export const MAX_INLINE_CODE = 16 * 1024;
