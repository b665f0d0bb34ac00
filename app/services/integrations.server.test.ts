import { describe, expect, it, vi } from "vitest";

import { integrationPlan, scriptSources, storeIntegrationPlan } from "./integrations.server";

const HTTP_SITE = "http://127.0.0.1:3000";
const HTTPS_SITE = "https://www.example.com";
/** The origins the operator lets scripts load from (INTEGRATION_ORIGINS). */
const LISTED = ["http://127.0.0.1:4010", "https://www.googletagmanager.com", "https://heat.example.com"];

const settings = (overrides: Record<string, unknown>) => ({
  id: 1,
  type: 62,
  gtm_id: null,
  events_enabled: true,
  base_url: null,
  api_key: null,
  script: null,
  position: null,
  ...overrides,
});

describe("scriptSources", () => {
  it("takes external scripts only: inline code, other tags and bad addresses are dropped", () => {
    const html = `<script>alert(1)</script><script async src="https://cdn.example.com/a.js"></script>
      <img src="https://x.example/p.gif" onerror="alert(2)"><script src="javascript:alert(3)"></script>
      <script src="https://user:pw@cdn.example.com/b.js"></script><script src="//cdn.example.com/c.js"></script>
      <SCRIPT SRC="https://cdn.example.com/d.js?x=1&amp;y=2"></SCRIPT>`;
    expect(scriptSources(html, false)).toEqual(["https://cdn.example.com/a.js", "https://cdn.example.com/d.js?x=1&y=2"]);
  });

  it("takes plain http only where the store itself is on http", () => {
    const html = '<script src="http://127.0.0.1:4010/integrations/chat/widget.js"></script>';
    expect(scriptSources(html, true)).toEqual(["http://127.0.0.1:4010/integrations/chat/widget.js"]);
    expect(scriptSources(html, false)).toEqual([]);
  });

  it("takes at most five", () => {
    const html = Array.from({ length: 8 }, (_, i) => `<script src="https://cdn.example.com/${i}.js"></script>`).join("");
    expect(scriptSources(html, false)).toHaveLength(5);
  });
});

describe("integrationPlan", () => {
  const integrations = [
    settings({ id: 1, type: 62, gtm_id: "GTM-DEMO01", base_url: "http://127.0.0.1:4010/integrations/tag-manager", position: "head" }),
    settings({ id: 2, type: 2, api_key: "PX-1", script: '<script async src="http://127.0.0.1:4010/integrations/pixel/pixel.js"></script>', position: "end_body" }),
    settings({ id: 3, type: 4, script: '<script src="http://127.0.0.1:4010/integrations/chat/widget.js"></script>', events_enabled: false }),
    settings({ id: 4, type: 35, base_url: "http://127.0.0.1:4010/integrations/statistics/", api_key: "stats-key" }),
    settings({ id: 5, type: 3, script: '<script src="https://heat.example.com/h.js"></script>' }),
  ];

  it("runs the enabled integrations the store knows, each where its settings say", () => {
    const plan = integrationPlan({ integrations, enabled_integrations: [62, 2, 4, 35, 3] }, { siteUrl: HTTP_SITE, scriptOrigins: LISTED, serviceOrigins: LISTED });
    expect(plan.client).toEqual([
      {
        kind: "tag_manager",
        id: "GTM-DEMO01",
        eventsEnabled: true,
        scripts: [{ src: "http://127.0.0.1:4010/integrations/tag-manager/gtm.js?id=GTM-DEMO01", position: "head" }],
      },
      { kind: "pixel", id: "PX-1", eventsEnabled: true, scripts: [{ src: "http://127.0.0.1:4010/integrations/pixel/pixel.js", position: "end_body" }] },
      { kind: "chat", id: null, eventsEnabled: false, scripts: [{ src: "http://127.0.0.1:4010/integrations/chat/widget.js", position: "end_body" }] },
      // A heat map belongs in the head unless its settings say otherwise.
      { kind: "heat_map", id: null, eventsEnabled: true, scripts: [{ src: "https://heat.example.com/h.js", position: "head" }] },
    ]);
    expect(plan.statistics).toEqual({ url: "http://127.0.0.1:4010/integrations/statistics/stats", apiKey: "stats-key" });
  });

  it("runs nothing that is not enabled", () => {
    expect(integrationPlan({ integrations, enabled_integrations: [] }, { siteUrl: HTTP_SITE, scriptOrigins: LISTED })).toEqual({ client: [], statistics: null, addressValidation: null });
    expect(integrationPlan({ integrations, enabled_integrations: [4] }, { siteUrl: HTTP_SITE, scriptOrigins: LISTED }).client.map((i) => i.kind)).toEqual(["chat"]);
  });

  it("loads the tag manager from Google when no base is set, and refuses a malformed container id", () => {
    const google = integrationPlan({ integrations: [settings({ gtm_id: "GTM-AB12" })], enabled_integrations: [62] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED });
    expect(google.client[0].scripts).toEqual([{ src: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12", position: "head" }]);
    const bad = integrationPlan({ integrations: [settings({ gtm_id: "GTM-1\"><script>" })], enabled_integrations: [62] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED });
    expect(bad.client).toEqual([]);
  });

  it("on an https store, drops integrations whose only scripts are plain http", () => {
    const plan = integrationPlan({ integrations, enabled_integrations: [62, 2, 4] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED });
    expect(plan.client).toEqual([]);
  });

  it("runs scripts only from the origins the operator lists, whatever the settings name, and says so once per origin", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const elsewhere = [
      settings({ id: 1, gtm_id: "GTM-AB12", base_url: "https://tags.attacker.example" }),
      settings({ id: 2, type: 2, api_key: "PX-1", script: '<script src="https://px.attacker.example/p.js"></script><script src="https://heat.example.com/p.js"></script>' }),
      settings({ id: 3, type: 4, script: '<script src="https://chat.attacker.example/w.js"></script>' }),
    ];
    const plan = integrationPlan({ integrations: elsewhere, enabled_integrations: [62, 2, 4] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED });
    // The container without its loader is dropped; the pixel keeps its one listed script; the chat has none left.
    expect(plan.client).toEqual([{ kind: "pixel", id: "PX-1", eventsEnabled: true, scripts: [{ src: "https://heat.example.com/p.js", position: "end_body" }] }]);
    expect(integrationPlan({ integrations, enabled_integrations: [62, 2, 4] }, { siteUrl: HTTP_SITE, scriptOrigins: [] }).client).toEqual([]);
    integrationPlan({ integrations: elsewhere, enabled_integrations: [62, 2, 4] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED });
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said.filter((message) => message.includes("https://px.attacker.example"))).toEqual([
      "Integration scripts from https://px.attacker.example are not run: the origin is not in INTEGRATION_ORIGINS.",
    ]);
  });

  it("keeps one of each kind, and needs an api key for statistics", () => {
    const twice = [settings({ id: 1, gtm_id: "GTM-A" }), settings({ id: 2, gtm_id: "GTM-B" }), settings({ id: 3, type: 35, base_url: "https://s.example.com" })];
    const plan = integrationPlan({ integrations: twice, enabled_integrations: [62, 35] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED });
    expect(plan.client.map((i) => i.id)).toEqual(["GTM-A"]);
    expect(plan.statistics).toBeNull();
  });

  it("loads Google Analytics' gtag.js for its measurement id, from Google unless a base is set", () => {
    const ga = settings({ type: 1, gtm_id: "G-DEMO01" });
    expect(integrationPlan({ integrations: [ga], enabled_integrations: [1] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED }).client).toEqual([
      { kind: "analytics", id: "G-DEMO01", eventsEnabled: true, scripts: [{ src: "https://www.googletagmanager.com/gtag/js?id=G-DEMO01", position: "head" }] },
    ]);
    const mock = settings({ type: 1, gtm_id: "G-DEMO01", base_url: "http://127.0.0.1:4010/integrations/analytics/" });
    expect(integrationPlan({ integrations: [mock], enabled_integrations: [1] }, { siteUrl: HTTP_SITE, scriptOrigins: LISTED }).client[0].scripts).toEqual([
      { src: "http://127.0.0.1:4010/integrations/analytics/gtag/js?id=G-DEMO01", position: "head" },
    ]);
  });

  it("runs the e-mail platform and the affiliate network's tags with their api_key as their id", () => {
    const vendors = [
      settings({ id: 1, type: 5, api_key: " EM-1 ", script: '<script async src="https://heat.example.com/onsite.js?company_id=EM-1"></script>' }),
      settings({ id: 2, type: 60, api_key: "AFF-1", script: '<script src="https://heat.example.com/tag.js"></script>', position: "head", events_enabled: false }),
    ];
    expect(integrationPlan({ integrations: vendors, enabled_integrations: [5, 60] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED }).client).toEqual([
      { kind: "email_marketing", id: "EM-1", eventsEnabled: true, scripts: [{ src: "https://heat.example.com/onsite.js?company_id=EM-1", position: "end_body" }] },
      { kind: "affiliate", id: "AFF-1", eventsEnabled: false, scripts: [{ src: "https://heat.example.com/tag.js", position: "head" }] },
    ]);
  });

  describe("custom scripts (9)", () => {
    const snippet = [
      "<script>window.a = 1;</script>",
      '<script type="module">import "https://x.example/m.js";</script>',
      '<script type="application/ld+json">{"x":1}</script>',
      '<script async src="https://heat.example.com/c.js"></script>',
      '<script src="https://elsewhere.example/c.js"></script>',
      "<script>  </script>",
      '<script type="text/javascript">if (1 < 2) window.b = "</div>";</script>',
      "<p>not code</p>",
    ].join("");
    const customScript = settings({ type: 9, script: snippet, position: "start_body" });

    it("run their inline code and listed scripts, in order, only when the operator allows them", () => {
      const plan = integrationPlan({ integrations: [customScript], enabled_integrations: [9] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED, allowCustomScripts: true });
      expect(plan.client).toEqual([
        {
          kind: "custom",
          id: null,
          eventsEnabled: false,
          scripts: [
            { code: "window.a = 1;", position: "start_body" },
            { src: "https://heat.example.com/c.js", position: "start_body" },
            { code: 'if (1 < 2) window.b = "</div>";', position: "start_body" },
          ],
        },
      ]);
    });

    it("run nothing, and say why once, when the operator has not allowed them", async () => {
      // A module of its own: the line is said once per process, and other test files may have said it already.
      vi.resetModules();
      const fresh = await import("./integrations.server");
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      for (let i = 0; i < 2; i++) {
        expect(fresh.integrationPlan({ integrations: [customScript], enabled_integrations: [9] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED }).client).toEqual([]);
      }
      expect(warn.mock.calls.filter(([message]) => String(message).includes("ALLOW_CUSTOM_SCRIPTS"))).toHaveLength(1);
    });

    it("keep at most 16 KB of inline code", () => {
      const big = settings({ type: 9, script: `<script>/*${"x".repeat(10_000)}*/</script><script>/*${"y".repeat(10_000)}*/</script><script>window.c=1</script>` });
      const plan = integrationPlan({ integrations: [big], enabled_integrations: [9] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED, allowCustomScripts: true });
      expect(plan.client[0].scripts.map((script) => (script.code ?? "").length)).toEqual([10_004, 10]);
    });
  });

  it("gives the server the address validation's endpoint and key, never the browser", () => {
    const validation = settings({ type: 64, base_url: "http://127.0.0.1:4010/integrations/address-validation", api_key: "key-1" });
    const options = { siteUrl: HTTP_SITE, scriptOrigins: LISTED, serviceOrigins: LISTED };
    const plan = integrationPlan({ integrations: [validation], enabled_integrations: [64] }, options);
    expect(plan.addressValidation).toEqual({ url: "http://127.0.0.1:4010/integrations/address-validation/validate", apiKey: "key-1" });
    expect(plan.client).toEqual([]);
    const keyless = { ...validation, api_key: null };
    expect(integrationPlan({ integrations: [keyless], enabled_integrations: [64] }, options).addressValidation).toBeNull();
  });

  it("posts shoppers' data only to a service origin the operator listed, whatever the settings name", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const inner = [
      settings({ id: 1, type: 35, base_url: "http://169.254.169.254/latest", api_key: "k" }),
      settings({ id: 2, type: 64, base_url: "https://collector.attacker.example", api_key: "k" }),
    ];
    const plan = integrationPlan({ integrations: inner, enabled_integrations: [35, 64] }, { siteUrl: HTTPS_SITE, scriptOrigins: LISTED, serviceOrigins: LISTED });
    expect(plan).toMatchObject({ statistics: null, addressValidation: null });
    expect(warned.mock.calls.map(([line]) => String(line)).join("\n")).toContain("https://collector.attacker.example is not called");
    // Scripts' origins are not services': a listed script origin posts nothing.
    expect(integrationPlan({ integrations: inner, enabled_integrations: [35] }, { siteUrl: HTTPS_SITE, scriptOrigins: ["http://169.254.169.254"] }).statistics).toBeNull();
  });

  it("is worked out once per bootstrap the cache holds, and again for new settings", () => {
    const bootstrap = { integrations, enabled_integrations: [62, 35] };
    const plan = storeIntegrationPlan(bootstrap);
    expect(storeIntegrationPlan(bootstrap)).toBe(plan);
    const changed = { integrations, enabled_integrations: [35] };
    expect(storeIntegrationPlan(changed)).not.toBe(plan);
    expect(storeIntegrationPlan(changed).statistics).toEqual(plan.statistics);
  });
});
