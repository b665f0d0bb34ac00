// Kept tiny because every page loads it; calls wait here until lib/integrations-client.ts loads.
import type { Commerce, StoreEvent } from "./commerce-events";
import type { ClientIntegration } from "./integrations";
import type * as IntegrationsClient from "./integrations-client";

type Runtime = typeof IntegrationsClient;

const MAX_WAITING = 100;
let runtime: Runtime | null = null;
let waiting: Array<(runtime: Runtime) => void> = [];
let closed = false;
let started = false;
let documentAllows: boolean | undefined;

function whenLoaded(call: (runtime: Runtime) => void) {
  if (runtime) return call(runtime);
  if (!closed && waiting.length < MAX_WAITING) waiting.push(call);
}

export function tellIntegrations(event: StoreEvent) {
  whenLoaded((loaded) => loaded.tellIntegrations(event));
}

export function tellProductView(commerce: Commerce) {
  whenLoaded((loaded) => loaded.tellProductView(commerce));
}

export function openChat(): boolean {
  return runtime?.openChat() ?? false;
}

/** Then a page that must have none opens as a new document (components/ThirdPartyGate.tsx). */
export function thirdPartiesStarted(): boolean {
  return started;
}

/** The CSP came with the first page, so the first call decides. */
export function documentAllowsThirdParties(pageHasThem: boolean): boolean {
  documentAllows ??= pageHasThem;
  return documentAllows;
}

export async function runIntegrations(integrations: readonly ClientIntegration[]): Promise<void> {
  if (started || integrations.length === 0 || documentAllows === false) return;
  started = true;
  try {
    const loaded = await import("./integrations-client");
    loaded.startIntegrations(integrations);
    runtime = loaded;
    const calls = waiting;
    waiting = [];
    for (const call of calls) call(loaded);
  } catch {
    closed = true;
    waiting = [];
  }
}
