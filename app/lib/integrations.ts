// Spec 3 "Integration settings", 4 "Integrations and analytics", 9: what the server's plan and the browser share.
/** Spec 4 integration types. */
export const INTEGRATION_TYPE = {
  adPixel: 2,
  chat: 4,
  statistics: 35,
  tagManager: 62,
} as const;

/** Spec 9: never before the first render. */
export const INJECT_DELAY_MS = 2500;
/** Spec 9. */
export const READY_POLL_MS = 500;
export const READY_MAX_POLLS = 30;
export const FINGERPRINT_DELAY_MS = 10_000;

export type ScriptPosition = "head" | "start_body" | "end_body";

export type ClientIntegrationKind = "tag_manager" | "pixel" | "chat";

export type ClientIntegration = {
  kind: ClientIntegrationKind;
  /** External scripts only: inline code from the settings never runs. */
  scripts: Array<{ src: string; position: ScriptPosition }>;
  id: string | null;
  eventsEnabled: boolean;
};

export const READY_GLOBAL: Record<ClientIntegrationKind, string> = {
  tag_manager: "google_tag_manager",
  pixel: "fbq",
  chat: "LiveChatWidget",
};

export function integrationOrigins(integrations: readonly ClientIntegration[]): string[] {
  const origins = new Set<string>();
  for (const integration of integrations) {
    for (const script of integration.scripts) origins.add(new URL(script.src).origin);
  }
  return [...origins].sort();
}
