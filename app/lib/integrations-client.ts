// The browser side of spec 4 "Integrations and analytics": started once the page is interactive, scripts injected 2.5 s
// later (spec 9), each third party then polled for while what the store tells it waits in a ReadyQueue. Events told
// before the plan is known wait too, so none fired while the page hydrates is lost. Nothing here throws into the page.
import { type Commerce, PIXEL_EVENT_OF, type PixelEventName, type StoreEvent, dataLayerEntry, pixelParams } from "./commerce-events";
import {
  type ClientIntegration,
  type ClientIntegrationKind,
  INJECT_DELAY_MS,
  READY_GLOBAL,
  READY_MAX_POLLS,
  READY_POLL_MS,
} from "./integrations";
import { type ReadyQueue, type ReadyState, createReadyQueue } from "./ready-queue";

type Pixel = (command: string, ...args: unknown[]) => void;
type ChatWidget = { call: (method: string) => void };
type TagManagerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

type Running = { integration: ClientIntegration; queue: ReadyQueue<unknown> };

type Early = (running: Map<ClientIntegrationKind, Running>) => void;
const MAX_EARLY = 100;

let running: Map<ClientIntegrationKind, Running> | null = null;
let early: Early[] = [];

function dataAttribute(kind: ClientIntegrationKind) {
  return `integration${kind.split("_").map((part) => part[0].toUpperCase() + part.slice(1)).join("")}`;
}

function globalOf(kind: ClientIntegrationKind): unknown {
  return (window as unknown as Record<string, unknown>)[READY_GLOBAL[kind]];
}

function inject(integration: ClientIntegration, nonce: string) {
  for (const { src, position } of integration.scripts) {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    // The policy lets the script's origin load; the nonce is for a strict-dynamic policy, should one come.
    if (nonce) script.nonce = nonce;
    script.dataset.integration = integration.kind;
    if (position === "head") document.head.append(script);
    else if (position === "start_body") document.body.prepend(script);
    else document.body.append(script);
  }
}

function whenRunning(ask: Early) {
  if (running) return ask(running);
  if (early.length < MAX_EARLY) early.push(ask);
}

export function startIntegrations(integrations: readonly ClientIntegration[], nonce: string, delayMs = INJECT_DELAY_MS) {
  if (running) return;
  const started = new Map<ClientIntegrationKind, Running>();
  for (const integration of integrations) {
    const attribute = dataAttribute(integration.kind);
    const queue = createReadyQueue<unknown>({
      find: () => globalOf(integration.kind),
      intervalMs: READY_POLL_MS,
      maxPolls: READY_MAX_POLLS,
      onStateChange: (state: ReadyState) => {
        document.documentElement.dataset[attribute] = state;
      },
    });
    started.set(integration.kind, { integration, queue });
    document.documentElement.dataset[attribute] = "idle";
    // The vendor's own snippet would do these first: the store does them instead (no inline code runs).
    if (integration.kind === "pixel" && integration.id) queue.call((fbq) => (fbq as Pixel)("init", integration.id));
  }
  running = started;
  const asked = early;
  early = [];
  for (const ask of asked) ask(started);

  if (started.size === 0) return;
  setTimeout(() => {
    for (const { integration, queue } of started.values()) {
      if (integration.kind === "tag_manager") {
        const page = window as TagManagerWindow;
        page.dataLayer ??= [];
        page.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      }
      inject(integration, nonce);
      queue.start();
    }
  }, delayMs);
}

export function tellIntegrations(event: StoreEvent) {
  whenRunning((current) => {
    const tagManager = current.get("tag_manager");
    if (tagManager?.integration.eventsEnabled) {
      const entry = dataLayerEntry(event);
      tagManager.queue.call(() => {
        const page = window as TagManagerWindow;
        (page.dataLayer ??= []).push(entry);
      });
    }
    const pixelEvent = PIXEL_EVENT_OF[event.event_id];
    if (pixelEvent && event.commerce) sendPixel(current, pixelEvent, event.commerce);
  });
}

/** The pixel's ViewContent, which has no storefront event of its own. */
export function tellPixel(name: PixelEventName, commerce: Commerce) {
  whenRunning((current) => sendPixel(current, name, commerce));
}

function sendPixel(current: Map<ClientIntegrationKind, Running>, name: PixelEventName, commerce: Commerce) {
  const pixel = current.get("pixel");
  // Spec 4: only when the pixel is enabled and loaded; the queue sends once it is.
  if (!pixel?.integration.eventsEnabled) return;
  const params = pixelParams(commerce);
  pixel.queue.call((fbq) => (fbq as Pixel)("track", name, params));
}

/** False when the widget is not there (not enabled, not loaded, given up): the caller opens the email-us drawer. */
export function openChat(): boolean {
  const chat = running?.get("chat");
  if (!chat || chat.queue.state() !== "ready") return false;
  try {
    (globalOf("chat") as ChatWidget).call("maximize");
    return true;
  } catch {
    return false;
  }
}

export function resetIntegrations() {
  running = null;
  early = [];
}
