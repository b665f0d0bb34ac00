// Shared by page and CSP so the policy allows exactly what loads; only INTEGRATION_ORIGINS scripts, inline code only with ALLOW_CUSTOM_SCRIPTS.
import { Parser } from "htmlparser2";

import { type ClientIntegration, type ClientIntegrationKind, INTEGRATION_TYPE, MAX_INLINE_CODE, type PlannedScript, type ScriptPosition } from "~/lib/integrations";

import { env } from "./env.server";
import type { Bootstrap } from "./schemas/site.server";

type IntegrationSettings = Bootstrap["integrations"][number];

const GOOGLE_TAG_BASE = "https://www.googletagmanager.com";
const MAX_SCRIPTS = 5;

/** Where the server posts: the key never reaches a browser. */
export type ServerTarget = { url: string; apiKey: string };

export type IntegrationPlan = {
  client: ClientIntegration[];
  statistics: ServerTarget | null;
  addressValidation: ServerTarget | null;
};

export type PlanOptions = {
  siteUrl: string;
  scriptOrigins: readonly string[];
  allowCustomScripts?: boolean;
  serviceOrigins?: readonly string[];
};

/** No credentials; plain http only for a store itself on http (an https one would block it as mixed content). */
function scriptUrl(value: string | null | undefined, allowHttp: boolean): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password) return null;
  if (url.protocol === "https:" || (allowHttp && url.protocol === "http:")) return url.href;
  return null;
}

type SnippetScript = { src: string } | { code: string };

const runnable = (type: string | undefined) => !type || /^(text|application)\/(java|ecma)script$/i.test(type.trim());

function snippetScripts(html: string | null | undefined, allowHttp: boolean, withCode: boolean): SnippetScript[] {
  if (!html) return [];
  const scripts: SnippetScript[] = [];
  let inline: { code: string } | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "script" || scripts.length >= MAX_SCRIPTS || !runnable(attributes.type)) return;
      if (attributes.src !== undefined) {
        const src = scriptUrl(attributes.src, allowHttp);
        if (src) scripts.push({ src });
      } else if (withCode) inline = { code: "" };
    },
    ontext(text) {
      if (inline) inline.code += text;
    },
    onclosetag(name) {
      if (name !== "script" || !inline) return;
      if (inline.code.trim()) scripts.push(inline);
      inline = null;
    },
  });
  parser.write(html);
  parser.end();
  return scripts;
}

export function scriptSources(html: string | null | undefined, allowHttp: boolean): string[] {
  return snippetScripts(html, allowHttp, false).flatMap((script) => ("src" in script ? [script.src] : []));
}

type Allowed = { origins: ReadonlySet<string>; allowHttp: boolean; customScripts: boolean };
const refusedOrigins = new Set<string>();

function allowedScript(src: string, allowed: Allowed): boolean {
  const origin = new URL(src).origin;
  if (allowed.origins.has(origin)) return true;
  if (!refusedOrigins.has(origin)) {
    refusedOrigins.add(origin);
    console.warn(`Integration scripts from ${origin} are not run: the origin is not in INTEGRATION_ORIGINS.`);
  }
  return false;
}

function positionOf(settings: IntegrationSettings, fallback: ScriptPosition): ScriptPosition {
  return settings.position ?? fallback;
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

function googleTag(kind: "tag_manager" | "analytics", settings: IntegrationSettings, allowed: Allowed): ClientIntegration | null {
  const id = trimmed(settings.gtm_id);
  if (!id || !/^[A-Z0-9-]{1,40}$/i.test(id)) return null;
  const base = scriptUrl(settings.base_url ?? GOOGLE_TAG_BASE, allowed.allowHttp);
  if (!base) return null;
  const loader = new URL(`${base.replace(/\/+$/, "")}/${kind === "tag_manager" ? "gtm.js" : "gtag/js"}`);
  loader.searchParams.set("id", id);
  if (!allowedScript(loader.href, allowed)) return null;
  const position = positionOf(settings, "head");
  const extra = scriptSources(settings.script, allowed.allowHttp).filter((src) => allowedScript(src, allowed));
  return {
    kind,
    id,
    eventsEnabled: settings.events_enabled ?? true,
    scripts: [loader.href, ...extra].map((src) => ({ src, position })),
  };
}

function scripted(kind: Exclude<ClientIntegrationKind, "tag_manager" | "analytics" | "custom">, settings: IntegrationSettings, allowed: Allowed) {
  const position = positionOf(settings, kind === "heat_map" ? "head" : "end_body");
  const scripts = scriptSources(settings.script, allowed.allowHttp)
    .filter((src) => allowedScript(src, allowed))
    .map((src): PlannedScript => ({ src, position }));
  if (scripts.length === 0) return null;
  const id = kind === "chat" || kind === "heat_map" ? null : trimmed(settings.api_key);
  return { kind, id, eventsEnabled: settings.events_enabled ?? true, scripts };
}

let refusedCustom = false;

function custom(settings: IntegrationSettings, allowed: Allowed): ClientIntegration | null {
  if (!allowed.customScripts) {
    if (!refusedCustom && settings.script) {
      refusedCustom = true;
      console.warn("A custom script (integration 9) is enabled but not run: set ALLOW_CUSTOM_SCRIPTS=true to run its code.");
    }
    return null;
  }
  const position = positionOf(settings, "end_body");
  let budget = MAX_INLINE_CODE;
  const scripts: PlannedScript[] = [];
  for (const script of snippetScripts(settings.script, allowed.allowHttp, true)) {
    if ("src" in script) {
      if (allowedScript(script.src, allowed)) scripts.push({ src: script.src, position });
    } else if (script.code.length <= budget) {
      budget -= script.code.length;
      scripts.push({ code: script.code, position });
    }
  }
  return scripts.length > 0 ? { kind: "custom", id: null, eventsEnabled: false, scripts } : null;
}

const refusedServices = new Set<string>();

function serverTarget(settings: IntegrationSettings, path: string, serviceOrigins: readonly string[]): ServerTarget | null {
  const base = settings.base_url && URL.canParse(settings.base_url) ? new URL(settings.base_url) : null;
  if (!base || !/^https?:$/.test(base.protocol) || !settings.api_key) return null;
  if (!serviceOrigins.includes(base.origin)) {
    if (!refusedServices.has(base.origin)) {
      refusedServices.add(base.origin);
      console.warn(`Integration ${settings.type} at ${base.origin} is not called: the origin is not in INTEGRATION_SERVICE_ORIGINS.`);
    }
    return null;
  }
  return { url: `${base.href.replace(/\/+$/, "")}/${path}`, apiKey: settings.api_key };
}

const SCRIPTED: Partial<Record<number, Parameters<typeof scripted>[0]>> = {
  [INTEGRATION_TYPE.adPixel]: "pixel",
  [INTEGRATION_TYPE.heatMap]: "heat_map",
  [INTEGRATION_TYPE.chat]: "chat",
  [INTEGRATION_TYPE.emailMarketing]: "email_marketing",
  [INTEGRATION_TYPE.affiliate]: "affiliate",
};

export function integrationPlan(bootstrap: Pick<Bootstrap, "integrations" | "enabled_integrations">, options: PlanOptions): IntegrationPlan {
  const enabled = new Set(bootstrap.enabled_integrations);
  const allowed: Allowed = {
    origins: new Set(options.scriptOrigins),
    allowHttp: options.siteUrl.startsWith("http://"),
    customScripts: options.allowCustomScripts ?? false,
  };
  const client: ClientIntegration[] = [];
  let statistics: ServerTarget | null = null;
  let addressValidation: ServerTarget | null = null;
  for (const settings of bootstrap.integrations) {
    if (!enabled.has(settings.type)) continue;
    const kind = SCRIPTED[settings.type];
    let integration: ClientIntegration | null = null;
    if (kind) integration = scripted(kind, settings, allowed);
    else if (settings.type === INTEGRATION_TYPE.tagManager) integration = googleTag("tag_manager", settings, allowed);
    else if (settings.type === INTEGRATION_TYPE.googleAnalytics) integration = googleTag("analytics", settings, allowed);
    else if (settings.type === INTEGRATION_TYPE.customScripts) integration = custom(settings, allowed);
    else if (settings.type === INTEGRATION_TYPE.statistics) statistics ??= serverTarget(settings, "stats", options.serviceOrigins ?? []);
    else if (settings.type === INTEGRATION_TYPE.addressValidation) {
      addressValidation ??= serverTarget(settings, "validate", options.serviceOrigins ?? []);
    }
    if (integration) client.push(integration);
  }
  // One of each kind: a second tag manager would double every event.
  const seen = new Set<string>();
  return {
    client: client.filter((integration) => !seen.has(integration.kind) && seen.add(integration.kind)),
    statistics,
    addressValidation,
  };
}

const plans = new WeakMap<object, IntegrationPlan>();

export function storeIntegrationPlan(bootstrap: Pick<Bootstrap, "integrations" | "enabled_integrations">): IntegrationPlan {
  let plan = plans.get(bootstrap);
  if (!plan) {
    plan = integrationPlan(bootstrap, {
      siteUrl: env.SITE_URL,
      scriptOrigins: env.integrationOrigins,
      allowCustomScripts: env.ALLOW_CUSTOM_SCRIPTS,
      serviceOrigins: env.integrationServiceOrigins,
    });
    plans.set(bootstrap, plan);
  }
  return plan;
}
