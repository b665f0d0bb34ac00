/**
 * Third-party integrations (spec 3 "Integration settings", 4 "Integrations
 * and analytics", 9). The server turns `GET /bootstrap`'s settings into a
 * plan (services/integrations.server.ts); the browser runs it
 * (lib/integrations-client.ts). This module is what both sides share.
 */

/** Spec 4 integration types the store runs; `enabled_integrations` lists types. */
export const INTEGRATION_TYPE = {
  adPixel: 2,
  chat: 4,
  statistics: 35,
  tagManager: 62,
} as const;

/** Spec 9: scripts go in 2.5 s after the page is interactive, never before the first render. */
export const INJECT_DELAY_MS = 2500;
/** Spec 9: readiness is polled every 500 ms, up to 30 times. */
export const READY_POLL_MS = 500;
export const READY_MAX_POLLS = 30;
/** A first visit computes the visitor's fingerprint this long after the page is interactive, then when idle (lib/visitor-fingerprint.ts). */
export const FINGERPRINT_DELAY_MS = 10_000;

export type ScriptPosition = "head" | "start_body" | "end_body";

/** The integrations that run in the browser; statistics is sent by the server. */
export type ClientIntegrationKind = "tag_manager" | "pixel" | "chat";

export type ClientIntegration = {
  kind: ClientIntegrationKind;
  /** External scripts only: inline code from the settings is never run (see integrations.server.ts). */
  scripts: Array<{ src: string; position: ScriptPosition }>;
  /** The tag manager's container id, or the pixel's id. */
  id: string | null;
  /** Whether the storefront's events go to it (spec 3 `events_enabled`). */
  eventsEnabled: boolean;
};

/** The global each third party defines once it has loaded: what readiness polls for. */
export const READY_GLOBAL: Record<ClientIntegrationKind, string> = {
  tag_manager: "google_tag_manager",
  pixel: "fbq",
  chat: "LiveChatWidget",
};

/**
 * The origins a set of integrations needs in the Content-Security-Policy:
 * each script's origin may load scripts, and be fetched, framed and shown
 * (their beacons, widgets and tracking pixels). Nothing else is added.
 */
export function integrationOrigins(integrations: readonly ClientIntegration[]): string[] {
  const origins = new Set<string>();
  for (const integration of integrations) {
    for (const script of integration.scripts) origins.add(new URL(script.src).origin);
  }
  return [...origins].sort();
}
