// Which third parties a page runs (spec 3, 4: `GET /bootstrap`'s integrations), shared by the page and the CSP so the
// policy allows exactly what loads. Only external `<script src>` are taken from a settings snippet: the CMS cannot run
// inline code under the page's nonce. A script loads only from INTEGRATION_ORIGINS, the operator's choice.
import { Parser } from "htmlparser2";

import { type ClientIntegration, INTEGRATION_TYPE, type ScriptPosition } from "~/lib/integrations";

import type { Bootstrap } from "./schemas/site.server";

type IntegrationSettings = Bootstrap["integrations"][number];

const TAG_MANAGER_BASE = "https://www.googletagmanager.com";
/** More would be a misconfiguration, not an integration. */
const MAX_SCRIPTS = 5;

export type StatisticsTarget = { url: string; apiKey: string };

export type IntegrationPlan = {
  client: ClientIntegration[];
  statistics: StatisticsTarget | null;
};

/** No credentials; plain http only for a store itself on http (an https one would block it as mixed content). */
function scriptUrl(value: string | null | undefined, allowHttp: boolean): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password) return null;
  if (url.protocol === "https:" || (allowHttp && url.protocol === "http:")) return url.href;
  return null;
}

export function scriptSources(html: string | null | undefined, allowHttp: boolean): string[] {
  if (!html) return [];
  const sources: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "script") return;
      const src = scriptUrl(attributes.src, allowHttp);
      if (src && sources.length < MAX_SCRIPTS) sources.push(src);
    },
  });
  parser.write(html);
  parser.end();
  return sources;
}

type Allowed = { origins: ReadonlySet<string>; allowHttp: boolean };
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

function tagManager(settings: IntegrationSettings, allowed: Allowed): ClientIntegration | null {
  const id = settings.gtm_id?.trim();
  if (!id || !/^[A-Z0-9-]{1,40}$/i.test(id)) return null;
  const base = scriptUrl(settings.base_url ?? TAG_MANAGER_BASE, allowed.allowHttp);
  if (!base) return null;
  const loader = new URL(`${base.replace(/\/+$/, "")}/gtm.js`);
  loader.searchParams.set("id", id);
  if (!allowedScript(loader.href, allowed)) return null;
  const position = positionOf(settings, "head");
  return {
    kind: "tag_manager",
    id,
    eventsEnabled: settings.events_enabled ?? true,
    scripts: [loader.href, ...scriptSources(settings.script, allowed.allowHttp).filter((src) => allowedScript(src, allowed))].map((src) => ({
      src,
      position,
    })),
  };
}

function scripted(kind: "pixel" | "chat", settings: IntegrationSettings, allowed: Allowed): ClientIntegration | null {
  const position = positionOf(settings, "end_body");
  const scripts = scriptSources(settings.script, allowed.allowHttp)
    .filter((src) => allowedScript(src, allowed))
    .map((src) => ({ src, position }));
  if (scripts.length === 0) return null;
  const id = kind === "pixel" ? (settings.api_key?.trim() || null) : null;
  return { kind, id, eventsEnabled: settings.events_enabled ?? true, scripts };
}

function statistics(settings: IntegrationSettings): StatisticsTarget | null {
  // The server posts these, so any http(s) base will do; the key is never sent to a browser.
  const base = settings.base_url && URL.canParse(settings.base_url) ? new URL(settings.base_url) : null;
  if (!base || !/^https?:$/.test(base.protocol) || !settings.api_key) return null;
  return { url: `${base.href.replace(/\/+$/, "")}/stats`, apiKey: settings.api_key };
}

export function integrationPlan(
  bootstrap: Pick<Bootstrap, "integrations" | "enabled_integrations">,
  siteUrl: string,
  scriptOrigins: readonly string[],
): IntegrationPlan {
  const enabled = new Set(bootstrap.enabled_integrations);
  const allowed: Allowed = { origins: new Set(scriptOrigins), allowHttp: siteUrl.startsWith("http://") };
  const client: ClientIntegration[] = [];
  let stats: StatisticsTarget | null = null;
  for (const settings of bootstrap.integrations) {
    if (!enabled.has(settings.type)) continue;
    switch (settings.type) {
      case INTEGRATION_TYPE.tagManager: {
        const integration = tagManager(settings, allowed);
        if (integration) client.push(integration);
        break;
      }
      case INTEGRATION_TYPE.adPixel: {
        const integration = scripted("pixel", settings, allowed);
        if (integration) client.push(integration);
        break;
      }
      case INTEGRATION_TYPE.chat: {
        const integration = scripted("chat", settings, allowed);
        if (integration) client.push(integration);
        break;
      }
      case INTEGRATION_TYPE.statistics:
        stats ??= statistics(settings);
        break;
      default:
        // Types the store does not run (heat maps, affiliates, ...) are ignored rather than guessed at.
        break;
    }
  }
  // One of each kind: a second tag manager would double every event.
  const seen = new Set<string>();
  return { client: client.filter((integration) => !seen.has(integration.kind) && seen.add(integration.kind)), statistics: stats };
}
