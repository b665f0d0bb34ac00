// Spec 4 "Integrations and analytics", browser side: events wait in a ReadyQueue so none fired during hydration is lost.
import {
  type Commerce,
  EMAIL_EVENT_OF,
  PIXEL_EVENT_OF,
  type PixelEventName,
  type StoreEvent,
  affiliateConversion,
  analyticsParams,
  dataLayerEntry,
  emailProperties,
  pixelParams,
} from "./commerce-events";
import {
  type ClientIntegration,
  type ClientIntegrationKind,
  INJECTED_EVENT,
  READY_MAX_POLLS,
  READY_POLL_MS,
} from "./integrations";
import { type ReadyQueue, type ReadyState, createReadyQueue } from "./ready-queue";

type Pixel = (command: string, ...args: unknown[]) => void;
type ChatWidget = { call: (method: string) => void };
type HeatMap = (method: string, ...args: unknown[]) => void;
type EmailMarketing = { push: (entry: unknown[]) => void };
type Affiliate = (command: string, ...args: unknown[]) => void;
type GooglePage = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Spec 4's readiness poll; Google's two loaders share `google_tag_manager`, each under its own id. */
const READY_GLOBAL: Record<ClientIntegrationKind, string | null> = {
  tag_manager: "google_tag_manager",
  analytics: "google_tag_manager",
  pixel: "fbq",
  heat_map: "hj",
  chat: "LiveChatWidget",
  email_marketing: "klaviyo",
  affiliate: "ire",
  custom: null,
};

function readyTarget(win: object, integration: Pick<ClientIntegration, "kind" | "id">): unknown {
  const name = READY_GLOBAL[integration.kind];
  if (name === null) return true;
  const found = (win as Record<string, unknown>)[name];
  if (name !== "google_tag_manager") return found ?? undefined;
  const container = integration.id && found && typeof found === "object" ? (found as Record<string, unknown>)[integration.id] : undefined;
  return container ? found : undefined;
}

type Running = { integration: ClientIntegration; queue: ReadyQueue<unknown> };
type Runtime = Map<ClientIntegrationKind, Running>;

type Early = (running: Runtime) => void;
const MAX_EARLY = 100;

let running: Runtime | null = null;
let early: Early[] = [];
/** Third parties count the document's first page themselves; only later pages are told. */
let pagesSeen = 0;

function dataAttribute(kind: ClientIntegrationKind) {
  return `integration${kind.split("_").map((part) => part[0].toUpperCase() + part.slice(1)).join("")}`;
}

function whenRunning(ask: Early) {
  if (running) return ask(running);
  if (early.length < MAX_EARLY) early.push(ask);
}

function whenInjected(start: () => void) {
  if (document.documentElement.dataset.integrations === "injected") return start();
  document.addEventListener(INJECTED_EVENT, start, { once: true });
}

export function startIntegrations(integrations: readonly ClientIntegration[]) {
  if (running) return;
  const started: Runtime = new Map();
  for (const integration of integrations) {
    const attribute = dataAttribute(integration.kind);
    const queue = createReadyQueue<unknown>({
      find: () => readyTarget(window, integration),
      intervalMs: READY_POLL_MS,
      maxPolls: READY_MAX_POLLS,
      onStateChange: (state: ReadyState) => {
        document.documentElement.dataset[attribute] = state;
      },
    });
    started.set(integration.kind, { integration, queue });
    document.documentElement.dataset[attribute] = "idle";
    // The store never runs a vendor's inline snippet, so it does the snippet's init itself.
    if (integration.kind === "pixel" && integration.id) queue.call((fbq) => (fbq as Pixel)("init", integration.id));
  }
  running = started;
  const asked = early;
  early = [];
  for (const ask of asked) ask(started);
  if (started.size > 0) whenInjected(() => started.forEach(({ queue }) => queue.start()));
}

const sendsEvents = (current: Runtime, kind: ClientIntegrationKind) => {
  const found = current.get(kind);
  return found?.integration.eventsEnabled ? found : undefined;
};

export function tellIntegrations(event: StoreEvent) {
  whenRunning((current) => {
    const tagManager = sendsEvents(current, "tag_manager");
    if (tagManager) {
      const entry = dataLayerEntry(event);
      tagManager.queue.call(() => ((window as GooglePage).dataLayer ??= []).push(entry));
    }
    const analytics = sendsEvents(current, "analytics");
    // Google Analytics counts its own page views.
    if (analytics && event.event_id !== "visit" && event.event_id !== "remain") {
      const params = analyticsParams(event);
      analytics.queue.call(() => (window as GooglePage).gtag?.("event", event.event_id, params));
    }
    const pixelEvent = PIXEL_EVENT_OF[event.event_id];
    if (pixelEvent && event.commerce) sendPixel(current, pixelEvent, event.commerce);
    const emailEvent = EMAIL_EVENT_OF[event.event_id];
    if (emailEvent && event.commerce) sendEmailMarketing(current, emailEvent, event.commerce);
    const affiliate = sendsEvents(current, "affiliate");
    const conversion = event.event_id === "purchase" && affiliate?.integration.id ? affiliateConversion(event) : null;
    if (affiliate && conversion) affiliate.queue.call((ire) => (ire as Affiliate)("trackConversion", affiliate.integration.id, conversion));
    if (event.event_id === "visit") tellHeatMap(current);
  });
}

export function tellProductView(commerce: Commerce) {
  whenRunning((current) => {
    sendPixel(current, "ViewContent", commerce);
    sendEmailMarketing(current, "Viewed Product", commerce);
  });
}

function sendPixel(current: Runtime, name: PixelEventName, commerce: Commerce) {
  const pixel = sendsEvents(current, "pixel");
  if (!pixel) return;
  const params = pixelParams(commerce);
  pixel.queue.call((fbq) => (fbq as Pixel)("track", name, params));
}

function sendEmailMarketing(current: Runtime, name: string, commerce: Commerce) {
  const email = sendsEvents(current, "email_marketing");
  if (!email) return;
  const properties = emailProperties(commerce);
  email.queue.call((klaviyo) => (klaviyo as EmailMarketing).push(["track", name, properties]));
}

/** Hotjar records the load itself; client navigations are state changes in its API. */
function tellHeatMap(current: Runtime) {
  pagesSeen += 1;
  const heatMap = current.get("heat_map");
  if (!heatMap || pagesSeen === 1) return;
  const path = window.location.pathname;
  heatMap.queue.call((hj) => (hj as HeatMap)("stateChange", path));
}

export function openChat(): boolean {
  const chat = running?.get("chat");
  if (!chat || chat.queue.state() !== "ready") return false;
  try {
    (readyTarget(window, chat.integration) as ChatWidget).call("maximize");
    return true;
  } catch {
    return false;
  }
}

export function resetIntegrations() {
  running = null;
  early = [];
  pagesSeen = 0;
}
